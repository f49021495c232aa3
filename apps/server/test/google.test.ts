import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from './helpers/accounts.js';
import { startFakeGoogle } from './helpers/fake-google.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let t: TestApp;

beforeAll(async () => {
  google = await startFakeGoogle('grove-test-client');
  t = await createTestApp({ env: google.env });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const signIn = (id_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/google', payload: { id_token } });

describe('Google sign-in with an id token', () => {
  it('creates an account for a new verified Google user', async () => {
    const response = await signIn(await google.signIdToken({ sub: 'new-sub', email: 'New.User@Example.com' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'new.user@example.com', name: 'Google User' });
    // The same Google account signs in to the same user next time.
    const again = await signIn(await google.signIdToken({ sub: 'new-sub', email: 'new.user@example.com' }));
    expect(again.json().user.id).toBe(response.json().user.id);
  });

  it('links a verified e-mail to the existing password account', async () => {
    const { user } = await register(t.app, 'linked@example.com');
    const response = await signIn(await google.signIdToken({ sub: 'linked-sub', email: 'linked@example.com' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
  });

  it.each([
    ['a wrong audience', { audience: 'someone-else' }],
    ['a wrong issuer', { issuer: 'https://evil.example' }],
    ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
    ['an unverified e-mail', { emailVerified: false }],
  ])('refuses %s', async (_label, options) => {
    const response = await signIn(await google.signIdToken(options));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('GOOGLE_AUTH_FAILED');
  });

  it('refuses a token signed with another key', async () => {
    const response = await signIn(await google.signIdToken({ key: google.strangerKey }));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('GOOGLE_AUTH_FAILED');
  });

  it('refuses garbage', async () => {
    const response = await signIn('x'.repeat(40));
    expect(response.statusCode).toBe(401);
  });
});

describe('Google sign-in with an authorization code', () => {
  it('exchanges the code at the token endpoint', async () => {
    await google.issueCode('good-code', { sub: 'code-sub', email: 'code@example.com' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/google/code',
      payload: { code: 'good-code', redirect_uri: 'http://localhost:3000/auth/google/callback' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('code@example.com');
  });

  it('refuses a code the provider does not know', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/google/code',
      payload: { code: 'unknown-code', redirect_uri: 'http://localhost:3000/auth/google/callback' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('GOOGLE_AUTH_FAILED');
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('answers 404 and hides the button (null client id in the page config)', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/auth/google',
        payload: { id_token: await google.signIdToken() },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('GOOGLE_NOT_CONFIGURED');
      const page = await plain.app.inject('/signin');
      expect(page.body).toContain('"googleClientId":null');
    } finally {
      await plain.close();
    }
  });

  it('allows Google in the CSP only when configured', async () => {
    const page = await t.app.inject('/signin');
    expect(String(page.headers['content-security-policy'])).toContain('https://accounts.google.com');
    expect(page.body).toContain('"googleClientId":"grove-test-client"');
  });
});
