/**
 * Where to take the person once identity verification passes: the payment that waited
 * for it (issue 12: "step 2 offers to verify and brings the user back"). Shared, because
 * the payments feature sets it and the verification feature reads it. For this tab only.
 */
const KEY = 'grove.after-verification';

export const afterVerification = {
  set(path: string): void {
    try {
      window.sessionStorage.setItem(KEY, path);
    } catch {
      // Storage unavailable: the return page then offers its usual actions only.
    }
  },
  /** A same-site path, or null. */
  get(): string | null {
    try {
      const value = window.sessionStorage.getItem(KEY);
      return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
    } catch {
      return null;
    }
  },
  clear(): void {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // Nothing to clear.
    }
  },
};
