import type { User } from '@grove/contracts';
import { resetPublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/session';

/** A JWT-shaped token the client accepts (its exp is an hour ahead). */
export function futureToken(): string {
  const payload = btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
  return `header.${payload}.signature`;
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ann@example.com',
    name: 'Ann Lee',
    phone: null,
    location: null,
    date_of_birth: null,
    language: 'en',
    onboarding_status: 'passed',
    investor_type: null,
    verification_status: 'not_started',
    role: 'investor',
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Back to a signed-out session with nothing pending. */
export function resetSession(): void {
  useSession.setState({
    user: null,
    token: null,
    isAuthenticated: false,
    loading: false,
    error: null,
    recoveryCode: null,
  });
}

/** Signs in locally (a stored, valid token), optionally with a known user. */
export function signInAs(user: User | null = null): string {
  const token = futureToken();
  useSession.getState().signIn(token, user);
  return token;
}

/** Puts the server's runtime settings into the document, as index.html carries them. */
export function setPublicConfig(
  config: Partial<Record<'googleClientId' | 'ipLookupUrl', string | null>> & {
    devMailbox?: boolean;
    demo?: boolean;
    testClock?: boolean;
  },
): () => void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'app-config';
  element.textContent = JSON.stringify({
    googleClientId: null,
    ipLookupUrl: null,
    devMailbox: false,
    demo: false,
    testClock: false,
    ...config,
  });
  document.head.appendChild(element);
  resetPublicConfig();
  return () => {
    element.remove();
    resetPublicConfig();
  };
}
