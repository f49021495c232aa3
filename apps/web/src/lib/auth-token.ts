import { AUTH_TOKEN_KEY, storage } from './storage';

export function readStoredToken(): string | null {
  return storage.get(AUTH_TOKEN_KEY);
}

export function storeToken(token: string): void {
  storage.set(AUTH_TOKEN_KEY, token);
}

export function removeStoredToken(): void {
  storage.remove(AUTH_TOKEN_KEY);
}

/** The `exp` claim (seconds since the epoch) of a JWT, or null if the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** Spec §4: expiry is judged from the payload's exp claim; an unreadable token counts as expired. */
export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= nowMs;
}
