/**
 * localStorage that never throws (private browsing, disabled storage, quota):
 * a failure behaves like an empty store.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the value lives for this page only.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  },
};

/** Spec §9: storage keys. */
export const AUTH_TOKEN_KEY = 'auth_token';
export const LANGUAGE_KEY = 'preferred_language';
/** A remembered device's token ("Remember this device for 30 days"), sent with each sign-in. */
export const DEVICE_TOKEN_KEY = 'grove_device_token';
