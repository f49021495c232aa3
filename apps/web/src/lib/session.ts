import type { User } from '@grove/contracts';
import { create } from 'zustand';
import { isTokenExpired, readStoredToken, removeStoredToken, storeToken } from './auth-token';
import { AUTH_TOKEN_KEY } from './storage';

/**
 * Auth state (spec §3, §4): user, token, isAuthenticated, loading, error, recoveryCode.
 * Server data that belongs to the user (favourites, investments, KYC, payments)
 * lives in the query cache, which is cleared on sign-out (see app/providers).
 */
export interface SessionState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  recoveryCode: string | null;
  /** Stores the token and the user after sign-up, sign-in or Google sign-in. */
  signIn(token: string, user: User | null): void;
  setUser(user: User): void;
  /** Clears user, token and flag and removes the stored token. */
  signOut(): void;
  setLoading(loading: boolean): void;
  setError(error: string | null): void;
  setRecoveryCode(code: string | null): void;
}

function initialToken(): string | null {
  const token = readStoredToken();
  if (token && isTokenExpired(token)) {
    // Spec §4 keeps a console warning; PRODUCT.md decision 3 also signs the user out.
    console.warn('The stored session has expired; signing out.');
    removeStoredToken();
    return null;
  }
  return token;
}

export const useSession = create<SessionState>()((set) => ({
  user: null,
  token: null,
  isAuthenticated: false,
  loading: false,
  error: null,
  recoveryCode: null,
  signIn(token, user) {
    storeToken(token);
    set({ token, user, isAuthenticated: true, error: null });
  },
  setUser(user) {
    set({ user, isAuthenticated: true });
  },
  signOut() {
    removeStoredToken();
    set({ token: null, user: null, isAuthenticated: false, loading: false, recoveryCode: null });
  },
  setLoading(loading) {
    set({ loading });
  },
  setError(error) {
    set({ error });
  },
  setRecoveryCode(recoveryCode) {
    set({ recoveryCode });
  },
}));

// The store starts signed out, which is what a page rendered on the server shows (the
// server never sees the token: it lives in this browser's storage). React hydrates such a
// page against that initial state and then re-renders with this one.
const startToken = initialToken();
if (startToken) useSession.setState({ token: startToken, isAuthenticated: true });

/** The current token if it is still valid; an expired one signs the user out. */
export function currentToken(): string | null {
  const { token, signOut } = useSession.getState();
  if (!token) return null;
  if (isTokenExpired(token)) {
    console.warn('The session has expired; signing out.');
    signOut();
    return null;
  }
  return token;
}

/** Keeps tabs in step: signing in or out in one tab does the same in the others. */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_TOKEN_KEY && event.key !== null) return;
    const token = readStoredToken();
    const state = useSession.getState();
    if (!token && state.token) useSession.setState({ token: null, user: null, isAuthenticated: false });
    else if (token && token !== state.token && !isTokenExpired(token))
      useSession.setState({ token, user: null, isAuthenticated: true });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
