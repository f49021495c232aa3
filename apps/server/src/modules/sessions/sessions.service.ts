import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  EMAILED_LINK_PATHS,
  type Language,
  type Session,
  type SessionEndReason,
  type SessionMethod,
} from '@grove/contracts';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { TokenService } from '../auth/tokens.js';
import { queueMail } from '../mail/mail.service.js';
import type { ClientContext } from './client-context.js';
import type { SessionCache } from './session-cache.js';
import {
  endSession,
  endSessionsOf,
  findSession,
  firstSignInAt,
  insertSession,
  setStepUpAt,
  listLiveSessions,
  priorSignIns,
  sessionMessage,
  userMessage,
  type SessionRow,
} from './sessions.repository.js';

export interface SessionsServiceDeps {
  db: Db;
  tokens: Pick<TokenService, 'sign'>;
  cache: Pick<SessionCache, 'isLive' | 'forget'>;
  tokenTtlSeconds: number;
  /** Signs the "end this session" links of new-device e-mails (derived from the JWT secret). */
  linkSecret: string;
  publicUrl: string;
  /**
   * Revokes the user's remembered devices (second-factor.repository.ts), but the one remembered by
   * `exceptSession`: ending the other sessions, a password reset or change forgets the other devices too.
   */
  forgetRememberedDevices: (executor: Executor, userId: string, exceptSession: string | null) => Promise<void>;
}

/** Who is signing in: what a session and its e-mail need of the user. */
export interface SigningInUser {
  id: string;
  email: string;
  language: Language;
  tokenVersion: number;
}

export type SessionsService = ReturnType<typeof createSessionsService>;

const notFound = () => new AppError('SESSION_NOT_FOUND', 'This session has already ended.');

/**
 * Sessions per sign-in (docs/architecture.md, "Sessions"): each way of signing in starts one
 * here, a token carries its id, and ending one announces it to every instance at commit.
 */
export function createSessionsService(deps: SessionsServiceDeps) {
  const { db, cache } = deps;
  const linkKey = createHmac('sha256', deps.linkSecret).update('grove:end-session-links').digest();
  const signatureOf = (sessionId: string) => createHmac('sha256', linkKey).update(sessionId).digest('base64url');

  const toDto = (row: SessionRow, currentId: string | null): Session => ({
    id: row.id,
    device: row.device,
    country: row.country,
    method: row.method,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === currentId,
  });

  return {
    /**
     * Starts a session and answers its token. A sign-in from a device and country this user has
     * not used before (and not their first) is told to them by e-mail, with a link that ends it.
     */
    async start(
      user: SigningInUser,
      context: ClientContext,
      method: SessionMethod,
      /** When the sign-in counts as a step-up (its second step, or a password without a factor); null: it does not. */
      stepUpAt: Date | null = null,
    ): Promise<{ token: string; sessionId: string }> {
      const session = await db.transaction(async (tx) => {
        const prior = await priorSignIns(tx, user.id, context.device, context.country);
        const row = await insertSession(tx, {
          userId: user.id,
          method,
          device: context.device,
          country: context.country,
          network: context.network,
          expiresAt: new Date(Date.now() + deps.tokenTtlSeconds * 1000),
          stepUpAt,
        });
        if (prior.any && !prior.sameDevice) {
          const url = new URL(EMAILED_LINK_PATHS.endSession, deps.publicUrl);
          // In the fragment: it never reaches a server's log or another site's Referer.
          url.hash = `token=${row.id}.${signatureOf(row.id)}`;
          await queueMail(tx, {
            to: user.email,
            language: user.language,
            template: 'newDeviceSignIn',
            params: {
              device: row.device,
              country: row.country,
              at: row.createdAt.toISOString(),
              endUrl: url.toString(),
            },
          });
        }
        return row;
      });
      const token = await deps.tokens.sign({ userId: user.id, sessionId: session.id, tokenVersion: user.tokenVersion });
      return { token, sessionId: session.id };
    },

    /** When the session last stepped up (null: never, or it is not live). */
    async stepUpAt(sessionId: string): Promise<Date | null> {
      const row = await findSession(db, sessionId);
      return row && !row.endedAt ? row.stepUpAt : null;
    },

    /** When the user first signed in (an operator's grace for the second factor counts from it). */
    firstSignInAt(userId: string): Promise<Date | null> {
      return firstSignInAt(db, userId);
    },

    /** Records a step-up on the session (POST /auth/step-up). */
    async recordStepUp(sessionId: string, at: Date): Promise<void> {
      await setStepUpAt(db, sessionId, at);
    },

    /** Whether a token's session is live (authenticate.ts, on every request). */
    isLive(sessionId: string, userId: string): Promise<boolean> {
      return cache.isLive(sessionId, userId);
    },

    async list(userId: string, currentId: string | null): Promise<Session[]> {
      return (await listLiveSessions(db, userId, new Date())).map((row) => toDto(row, currentId));
    },

    /** Logout: ends the session the request was made with, and no other. */
    async logout(sessionId: string): Promise<void> {
      if (await endSession(db, { id: sessionId }, 'logout')) cache.forget(sessionMessage(sessionId));
    },

    /** Ends one of the user's sessions (404 when it is not theirs or already ended). */
    async end(userId: string, sessionId: string, currentId: string | null): Promise<void> {
      const reason: SessionEndReason = sessionId === currentId ? 'logout' : 'ended_by_user';
      if (!(await endSession(db, { id: sessionId, userId }, reason))) throw notFound();
      cache.forget(sessionMessage(sessionId));
    },

    /** "Sign out all other devices": every session of the user but this one. */
    async endOthers(userId: string, currentId: string): Promise<number> {
      const ended = await db.transaction(async (tx) => {
        await deps.forgetRememberedDevices(tx, userId, currentId);
        return endSessionsOf(tx, userId, 'signed_out_elsewhere', currentId);
      });
      if (ended > 0) cache.forget(userMessage(userId));
      return ended;
    },

    /**
     * Ends every session of the user (but `except`), in the caller's transaction: a password reset
     * or change, closing the account. Every instance hears of it when that transaction commits.
     */
    async endAllOf(
      executor: Executor,
      userId: string,
      reason: SessionEndReason,
      except: string | null = null,
    ): Promise<number> {
      await deps.forgetRememberedDevices(executor, userId, except);
      return endSessionsOf(executor, userId, reason, except);
    },

    /** The "this wasn't me" link of a new-device e-mail: ends that session, once; later uses change nothing. */
    async endByLink(token: string): Promise<void> {
      const [sessionId = '', signature = ''] = token.split('.');
      const expected = Buffer.from(signatureOf(sessionId));
      const given = Buffer.from(signature);
      if (!sessionId || expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound();
      if (await endSession(db, { id: sessionId }, 'ended_from_email')) cache.forget(sessionMessage(sessionId));
    },
  };
}
