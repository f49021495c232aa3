import type { FastifyInstance } from 'fastify';
import type { ClientContext } from '../../src/modules/sessions/client-context.js';

/** Where a session started directly through the service (not over HTTP) says it came from. */
export const TEST_CLIENT: ClientContext = {
  device: null,
  country: null,
  network: '127.0.0.0/24',
  address: '127.0.0.1',
};

export const PASSWORD = 'correct horse 42!';

export async function register(app: FastifyInstance, email: string, extra: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email, password: PASSWORD, confirmPassword: PASSWORD, ...extra },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return response.json() as { token: string; user: { id: string; email: string } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The latest recovery code e-mailed to an address, read from the local outbox once the
 * background jobs have run (a job makes the code and its e-mail).
 */
export async function latestRecoveryCode(
  { app, runJobs }: { app: FastifyInstance; runJobs(): Promise<number> },
  email: string,
): Promise<string> {
  await runJobs();
  const response = await app.inject({ url: `/api/v1/dev/mailbox?email=${encodeURIComponent(email)}` });
  const message = (response.json() as { messages: { subject: string; text: string }[] }).messages.find((m) =>
    /recovery code/i.test(m.subject),
  );
  const code = message?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no recovery code for ${email}`);
  return code;
}
