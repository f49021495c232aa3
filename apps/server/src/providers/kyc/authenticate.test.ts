import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthenticateKycProvider } from './authenticate.js';
import { KycProviderError } from './provider.js';

/** A local stand-in for api-v3.authenticating.com, recording what it was asked. */
let server: http.Server;
let baseUrl = '';
const calls: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
let result: Record<string, unknown> = { status: 'pending' };
let failing = false;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      calls.push({ path: request.url ?? '', auth: request.headers.authorization, body });
      response.setHeader('content-type', 'application/json');
      if (failing) {
        response.statusCode = 502;
        response.end('{"error":"bad gateway"}');
        return;
      }
      const answers: Record<string, unknown> = {
        '/user/create': { userAccessCode: 'uac-123', firstName: body.firstName },
        '/user/consent': { success: true },
        '/user/jwt': { token: 'tok-456', jwt: 'long.jwt.value' },
        '/user/getTestResult': result,
      };
      const answer = answers[request.url ?? ''];
      response.statusCode = answer ? 200 : 404;
      response.end(JSON.stringify(answer ?? { error: 'not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () =>
  createAuthenticateKycProvider({ baseUrl, apiKey: 'key-1', verifyUrl: 'https://verify.example/', workflowId: 'wf-9' });
const input = {
  user: { id: 'u1', email: 'linh@example.com', name: 'Linh Tran' },
  details: { firstName: 'Linh', lastName: 'Tran', dateOfBirth: '1990-01-15', email: 'linh@example.com' },
  returnUrl: 'https://grove.example/verification/status/return',
};

describe('Authenticate.com adapter', () => {
  it('creates the user, records consent, and gets the Medallion token', async () => {
    calls.length = 0;
    const handle = await provider().startSession({ ...input, userAccessCode: null });
    expect(handle).toEqual({
      userAccessCode: 'uac-123',
      token: 'tok-456',
      url: 'https://verify.example/?token=tok-456',
    });
    expect(calls.map((c) => c.path)).toEqual(['/user/create', '/user/consent', '/user/jwt']);
    expect(calls.every((c) => c.auth === 'Bearer key-1')).toBe(true);
    expect(calls[0]!.body).toMatchObject({ firstName: 'Linh', lastName: 'Tran', dob: '1990-01-15' });
    expect(calls[1]!.body).toMatchObject({ userAccessCode: 'uac-123', fullName: 'Linh Tran' });
    expect(calls[2]!.body).toMatchObject({
      userAccessCode: 'uac-123',
      redirectURL: input.returnUrl,
      preferredWorkflowID: 'wf-9',
    });
  });

  it('reuses a stored userAccessCode: only a new token is asked for', async () => {
    calls.length = 0;
    const handle = await provider().startSession({ ...input, userAccessCode: 'uac-existing' });
    expect(handle.userAccessCode).toBe('uac-existing');
    expect(calls.map((c) => c.path)).toEqual(['/user/jwt']);
  });

  it('fetches and reads results, with a failure reason', async () => {
    result = { status: 'verified' };
    expect(await provider().fetchResult('uac-123')).toEqual({ rawStatus: 'verified', reason: null });
    result = { data: { medallion: { status: 'rejected', reason: 'Document expired' } } };
    expect(await provider().fetchResult('uac-123')).toEqual({ rawStatus: 'rejected', reason: 'expired_document' });
  });

  it('turns an outage or a nonsense answer into a provider error', async () => {
    failing = true;
    await expect(provider().fetchResult('uac-123')).rejects.toBeInstanceOf(KycProviderError);
    failing = false;
    result = { nothing: 'here' };
    await expect(provider().fetchResult('uac-123')).rejects.toThrow(/no status/);
    const unreachable = createAuthenticateKycProvider({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'k',
      verifyUrl: 'https://verify.example/',
      workflowId: null,
    });
    await expect(unreachable.fetchResult('x')).rejects.toBeInstanceOf(KycProviderError);
  });
});
