import { paths } from '@/lib/paths';

/** Where the Google code flow keeps its state between leaving for Google and coming back. */
const STATE_KEY = 'grove.google.state';
const REDIRECT_KEY = 'grove.google.redirectTo';

export const GOOGLE_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';
export const GOOGLE_SCOPE = 'openid email profile';

export function googleRedirectUri(): string {
  return `${window.location.origin}${paths.googleCallback.getHref()}`;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Remembers a fresh anti-forgery state and where to go afterwards; returns the state. */
export function beginGoogleFlow(redirectTo: string): string {
  const state = randomState();
  try {
    sessionStorage.setItem(STATE_KEY, state);
    sessionStorage.setItem(REDIRECT_KEY, redirectTo);
  } catch {
    // Storage unavailable: the callback will refuse the answer, which is the safe outcome.
  }
  return state;
}

/** Reads what beginGoogleFlow remembered (without forgetting it: rendering may repeat). */
export function peekGoogleFlow(): { state: string | null; redirectTo: string | null } {
  try {
    return { state: sessionStorage.getItem(STATE_KEY), redirectTo: sessionStorage.getItem(REDIRECT_KEY) };
  } catch {
    return { state: null, redirectTo: null };
  }
}

/** Forgets the remembered state: each state is good for one answer only. */
export function forgetGoogleFlow(): void {
  try {
    sessionStorage.removeItem(STATE_KEY);
    sessionStorage.removeItem(REDIRECT_KEY);
  } catch {
    // Nothing to forget.
  }
}
