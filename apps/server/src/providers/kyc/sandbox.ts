import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { sandboxKycOutcomes } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { KycProvider } from './provider.js';

/** The job that sends the sandbox's webhook to our own endpoint. */
export const SANDBOX_WEBHOOK_JOB = 'kyc.sandbox-webhook';

/** What the tester can choose on the sandbox verification page. */
export const SANDBOX_OUTCOMES = {
  passed: { status: 'approved', reason: null },
  failed_blurry: { status: 'declined', reason: 'blurry_or_cropped' },
  failed_expired: { status: 'declined', reason: 'expired_document' },
  failed_mismatch: { status: 'declined', reason: 'mismatched_details' },
  pending_review: { status: 'manual_review', reason: null },
} as const;
export type SandboxOutcome = keyof typeof SANDBOX_OUTCOMES;

/**
 * The page's token for an access code: an HMAC under a key derived from the server's
 * secret. Only POST /kyc/session hands it out, to the session's owner; the access code
 * alone (it travels in webhooks and the status API) is not enough to choose an outcome.
 * Derived rather than stored, so every instance sharing JWT_SECRET checks it alike.
 */
export function createSandboxTokens(secret: string) {
  const key = createHmac('sha256', secret).update('grove:sandbox-kyc-token').digest();
  const sign = (userAccessCode: string) => createHmac('sha256', key).update(userAccessCode).digest('base64url');
  return {
    sign,
    verify(userAccessCode: string, token: string | undefined): boolean {
      if (!token) return false;
      const expected = Buffer.from(sign(userAccessCode));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type SandboxTokens = ReturnType<typeof createSandboxTokens>;

/**
 * The built-in provider for running the whole product on one machine. It hosts
 * its own verification page (/sandbox/kyc/:code?token=…), remembers what the tester
 * chose, and announces it with a webhook shaped like Authenticate.com's.
 */
export function createSandboxKycProvider({ db, tokens }: { db: Executor; tokens: SandboxTokens }): KycProvider {
  return {
    name: 'sandbox',
    async startSession({ userAccessCode, details, returnUrl }, executor = db) {
      const code = userAccessCode ?? `sbx_${randomUUID().replaceAll('-', '')}`;
      // The page sends the person back where the session asked, on our own origin only (a path).
      const returnPath = /^\/(?!\/)/.test(returnUrl) ? returnUrl : null;
      await executor
        .insert(sandboxKycOutcomes)
        .values({ userAccessCode: code, status: 'in_progress', details: details ?? {}, returnPath })
        .onConflictDoUpdate({
          target: sandboxKycOutcomes.userAccessCode,
          set: { status: 'in_progress', reason: null, details: details ?? {}, returnPath, updatedAt: sql`now()` },
        });
      const token = tokens.sign(code);
      return { userAccessCode: code, token, url: `/sandbox/kyc/${code}?token=${token}` };
    },
    async fetchResult(userAccessCode) {
      const [row] = await db
        .select()
        .from(sandboxKycOutcomes)
        .where(eq(sandboxKycOutcomes.userAccessCode, userAccessCode))
        .limit(1);
      return row ? { rawStatus: row.status, reason: row.reason } : { rawStatus: 'not_started', reason: null };
    },
  };
}

/**
 * What the sandbox verification page does: look a session up, and record the
 * tester's choice together with the webhook the real provider would send. Both
 * need the session's token; without it the session does not exist (null / false).
 */
export function createSandboxConsole({ db, tokens }: { db: Db; tokens: SandboxTokens }) {
  return {
    findSession: async (userAccessCode: string, token: string | undefined) =>
      tokens.verify(userAccessCode, token) ? findSandboxSession(db, userAccessCode) : null,
    async decide(userAccessCode: string, token: string | undefined, outcome: SandboxOutcome): Promise<boolean> {
      if (!tokens.verify(userAccessCode, token)) return false;
      return db.transaction((tx) => settleSandboxSession(tx, userAccessCode, outcome));
    },
  };
}
export type SandboxConsole = ReturnType<typeof createSandboxConsole>;

/**
 * Records an outcome and queues the webhook the real provider would send, in the caller's
 * transaction: the tester's choice on the sandbox page, or an operator settling a pending
 * review as a compliance officer would. False when the access code is unknown.
 */
export async function settleSandboxSession(
  executor: Executor,
  userAccessCode: string,
  outcome: SandboxOutcome,
): Promise<boolean> {
  const row = await recordSandboxOutcome(executor, userAccessCode, outcome);
  if (!row) return false;
  await enqueueJob(executor, SANDBOX_WEBHOOK_JOB, {
    id: `sbx_evt_${randomBytes(12).toString('hex')}`,
    event: 'SELF_VERIFICATION_TRY_STATUS',
    eventDate: new Date().toISOString(),
    order: { userAccessCode, status: row.status, verificationMethod: 'sandbox' },
  });
  return true;
}

/** Records the tester's choice; null when the access code is unknown. */
async function recordSandboxOutcome(
  db: Executor,
  userAccessCode: string,
  outcome: SandboxOutcome,
): Promise<{ status: string } | null> {
  const chosen = SANDBOX_OUTCOMES[outcome];
  const rows = await db
    .update(sandboxKycOutcomes)
    .set({ status: chosen.status, reason: chosen.reason, updatedAt: sql`now()` })
    .where(eq(sandboxKycOutcomes.userAccessCode, userAccessCode))
    .returning({ status: sandboxKycOutcomes.status });
  return rows[0] ?? null;
}

async function findSandboxSession(db: Executor, userAccessCode: string) {
  const [row] = await db
    .select()
    .from(sandboxKycOutcomes)
    .where(eq(sandboxKycOutcomes.userAccessCode, userAccessCode))
    .limit(1);
  return row ?? null;
}
