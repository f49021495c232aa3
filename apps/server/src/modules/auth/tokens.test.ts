import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const USER = '0b6f2c1e-8a4d-4c9e-9f3a-2d7e5b1c4a60';
const SESSION = '7d1e4f2a-3b5c-4d6e-8f90-a1b2c3d4e5f6';

describe('tokens', () => {
  it('signs and verifies the user id, session id and token version', async () => {
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.sign({ userId: USER, sessionId: SESSION, tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: USER, sessionId: SESSION, tokenVersion: 3 });
    // A second check answers the same from the verified-token cache.
    expect(await tokens.verify(token)).toEqual({ userId: USER, sessionId: SESSION, tokenVersion: 3 });
  });

  it('refuses tokens signed with another secret, tampered with, or malformed', async () => {
    const mine = createTokenService(SECRET, 60);
    const theirs = createTokenService('another-secret-that-is-long-enough-for-hs256', 60);
    const foreign = await theirs.sign({ userId: USER, sessionId: SESSION, tokenVersion: 0 });
    expect(await mine.verify(foreign)).toBeNull();
    const token = await mine.sign({ userId: USER, sessionId: SESSION, tokenVersion: 0 });
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'admin', ver: 0, exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(await mine.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    expect(await mine.verify('not.a.token')).toBeNull();
  });

  it('refuses a correctly signed token whose subject or session is not an id', async () => {
    const tokens = createTokenService(SECRET, 60);
    expect(await tokens.verify(await tokens.sign({ userId: USER, sessionId: 'x', tokenVersion: 0 }))).toBeNull();
    expect(await tokens.verify(await tokens.sign({ userId: 'admin', sessionId: SESSION, tokenVersion: 0 }))).toBeNull();
    expect(
      await tokens.verify(await tokens.sign({ userId: `${USER}x`, sessionId: SESSION, tokenVersion: 0 })),
    ).toBeNull();
  });

  it('refuses expired tokens, also once cached', async () => {
    const tokens = createTokenService(SECRET, 1);
    const token = await tokens.sign({ userId: USER, sessionId: SESSION, tokenVersion: 0 });
    expect(await tokens.verify(token)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await tokens.verify(token)).toBeNull();
  });
});
