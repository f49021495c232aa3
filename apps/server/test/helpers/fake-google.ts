import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/**
 * A local stand-in for Google's OAuth endpoints: a JWKS with one RSA key and a
 * token endpoint that trades known authorization codes for id tokens.
 */
export async function startFakeGoogle(clientId: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, string>();
  let issuer = '';

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/certs') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const idToken = codes.get(form.get('code') ?? '');
        const ok = idToken && form.get('client_id') === clientId && form.get('client_secret') === 'fake-secret';
        response.statusCode = ok ? 200 : 400;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(ok ? { id_token: idToken, access_token: 'x' } : { error: 'invalid_grant' }));
      });
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  interface TokenOptions {
    sub?: string;
    email?: string;
    emailVerified?: boolean;
    audience?: string;
    issuer?: string;
    expiresIn?: string | number;
    key?: Key;
    name?: string;
  }

  const signIdToken = (options: TokenOptions = {}) =>
    new SignJWT({
      email: options.email ?? 'g.user@example.com',
      email_verified: options.emailVerified ?? true,
      name: options.name ?? 'Google User',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setSubject(options.sub ?? 'google-sub-1')
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? clientId)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(options.key ?? privateKey);

  return {
    issuer,
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: 'fake-secret',
      GOOGLE_ISSUER: issuer,
      GOOGLE_JWKS_URL: `${issuer}/certs`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
    },
    signIdToken,
    strangerKey: stranger.privateKey,
    /** Registers an authorization code the token endpoint will accept. */
    async issueCode(code: string, options: TokenOptions = {}) {
      codes.set(code, await signIdToken(options));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
