import {
  type AdminIdentityList,
  type AdminIdentityQuery,
  KYC_CHECK_FAILED_MESSAGE,
  KYC_FAILURE_REASONS,
  normalizeKycStatus,
  type KycFailureReason,
  type KycReturnState,
  type KycSession,
  type KycStatus,
  type KycStatusResponse,
} from '@grove/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { World } from '../../lib/demo-world.js';
import { enqueueJob } from '../../jobs/queue.js';
import { AppError } from '../../lib/errors.js';
import { KycProviderError, type KycProvider } from '../../providers/kyc/provider.js';
import type { SandboxOutcome } from '../../providers/kyc/sandbox.js';
import { recordAudit } from '../audit/audit.service.js';
import { notify } from '../notifications/notifications.service.js';
import { findUserById, lockUserById, updateUser, type UserRow } from '../users/users.repository.js';
import {
  findSessionOfUser,
  listIdentityReviews,
  listStaleSessions,
  lockSessionByCode,
  recordWebhookEvent,
  saveSessionResult,
  saveSessionStart,
  touchSessionChecked,
  type KycSessionRow,
} from './kyc.repository.js';

export const KYC_REFRESH_JOB = 'kyc.refresh';
export const KYC_POLL_JOB = 'kyc.poll-pending';

/** Provider words that mean "a person is reviewing it" rather than "still going". */
const REVIEW_WORDS = new Set(['manual_review', 'pending_review', 'review']);
const ACTION_WORDS = new Set(['retry_required']);

export function returnStateOf(status: KycStatus, rawStatus: string | null): KycReturnState {
  switch (status) {
    case 'passed':
      return 'success';
    case 'failed':
      return 'failed';
    case 'not_started':
      return 'not_started';
    case 'in_progress':
      return rawStatus && REVIEW_WORDS.has(rawStatus.toLowerCase()) ? 'pending_review' : 'in_progress';
    default:
      return 'unknown';
  }
}

const asReason = (reason: string | null): KycFailureReason | null =>
  (KYC_FAILURE_REASONS as readonly string[]).includes(reason ?? '') ? (reason as KycFailureReason) : null;

export interface KycServiceDeps {
  db: Db;
  provider: KycProvider;
  /** Where the provider sends the person back: our status-return page. */
  returnUrl: string;
  /**
   * The sandbox's own way of settling a session (records the outcome and queues its webhook);
   * null with a real provider, whose reviews only its compliance officers settle.
   */
  settleSandbox?: ((executor: Tx, userAccessCode: string, outcome: SandboxOutcome) => Promise<boolean>) | null;
  /**
   * Sessions opened for someone other than an account (a person listed on an application to
   * raise): the webhook of an access code `owns` knows queues `refreshJob` instead.
   */
  otherSessions?: { owns: (executor: Tx, userAccessCode: string) => Promise<boolean>; refreshJob: string } | null;
}

/** How an operator's decision reads as the sandbox's outcome. */
const SANDBOX_OUTCOME_OF: Record<KycFailureReason, SandboxOutcome> = {
  blurry_or_cropped: 'failed_blurry',
  expired_document: 'failed_expired',
  mismatched_details: 'failed_mismatch',
};

export function createKycService({
  db,
  provider,
  returnUrl,
  settleSandbox = null,
  otherSessions = null,
}: KycServiceDeps) {
  const unavailable = (cause: unknown) =>
    new AppError(
      'KYC_PROVIDER_UNAVAILABLE',
      'Identity verification is unavailable right now. Please try again later.',
      {
        cause,
      },
    );

  /**
   * Opens (or reopens) the person's one session with the provider. Concurrent starts
   * queue on the user's row, so the later ones reuse the access code the first one got:
   * a second provider session would be one whose result nobody listens for.
   */
  async function start(user: UserRow, details: Record<string, string> | null): Promise<KycSession> {
    return db.transaction(async (tx) => {
      const current = await lockUserById(tx, user.id);
      if (!current) throw new AppError('UNAUTHORIZED', 'Please sign in again');
      if (current.kycStatus === 'passed') {
        throw new AppError('KYC_ALREADY_VERIFIED', 'Your identity is already verified');
      }
      const existing = await findSessionOfUser(tx, user.id, provider.name);
      let handle;
      try {
        handle = await provider.startSession(
          {
            user: { id: current.id, email: current.email, name: current.name },
            details: details ?? existing?.details ?? null,
            userAccessCode: existing?.userAccessCode ?? null,
            returnUrl,
          },
          tx,
        );
      } catch (error) {
        if (error instanceof KycProviderError) throw unavailable(error);
        throw error;
      }
      await saveSessionStart(tx, {
        userId: user.id,
        provider: provider.name,
        userAccessCode: handle.userAccessCode,
        details: details ?? existing?.details ?? null,
      });
      // Spec §4: starting or retrying a session sets in_progress.
      await updateUser(tx, user.id, { kycStatus: 'in_progress' });
      return { ...handle, status: 'in_progress' as const };
    });
  }

  /**
   * Asks the provider for the current result and settles it: the session, the
   * user's status, and a notification (with its e-mail) when the outcome changes.
   * Always fetching the current result makes duplicate or out-of-order webhooks harmless.
   */
  async function refresh(userAccessCode: string): Promise<KycSessionRow | null> {
    const result = await provider.fetchResult(userAccessCode);
    const status = normalizeKycStatus(result.rawStatus);
    return db.transaction(async (tx) => {
      const session = await lockSessionByCode(tx, provider.name, userAccessCode);
      if (!session) return null;
      const reason = status === 'failed' ? asReason(result.reason) : null;
      if (session.status === status && session.rawStatus === result.rawStatus && session.reason === reason) {
        await touchSessionChecked(tx, session.id);
        return session;
      }
      await saveSessionResult(tx, session.id, { rawStatus: result.rawStatus, status, reason });
      // A pass confirms the name and birth date the person gave: they become the profile's.
      const verified = status === 'passed' ? verifiedIdentity(session.details) : null;
      const user = await updateUser(tx, session.userId, {
        kycStatus: status,
        ...(verified && {
          name: verified.name,
          verifiedName: verified.name,
          ...(verified.dateOfBirth && { dateOfBirth: verified.dateOfBirth, verifiedDateOfBirth: verified.dateOfBirth }),
        }),
      });
      if (user && status !== session.status) {
        if (status === 'passed') await notify(tx, { user, type: 'kyc_passed', link: '/profile' });
        else if (status === 'failed') {
          await notify(tx, {
            user,
            type: 'kyc_failed',
            params: { reason },
            link: '/verification/status/return',
          });
        }
      }
      if (user && ACTION_WORDS.has(result.rawStatus.toLowerCase()) && session.rawStatus !== result.rawStatus) {
        await notify(tx, { user, type: 'kyc_action_required', link: '/verification' });
      }
      return { ...session, rawStatus: result.rawStatus, status, reason };
    });
  }

  return {
    start,
    /** Retrying reuses the person's access code with the provider. */
    retry: (user: UserRow) => start(user, null),
    refresh,

    async status(userId: string, live: boolean): Promise<KycStatusResponse> {
      let session = await findSessionOfUser(db, userId, provider.name);
      if (live && session && session.status === 'in_progress') {
        try {
          session = (await refresh(session.userAccessCode)) ?? session;
        } catch (error) {
          if (error instanceof KycProviderError) {
            throw new AppError('KYC_PROVIDER_UNAVAILABLE', KYC_CHECK_FAILED_MESSAGE, { cause: error });
          }
          throw error;
        }
      }
      const user = await findUserById(db, userId);
      const status = normalizeKycStatus(session?.status ?? user?.kycStatus ?? 'not_started');
      return {
        status,
        return_state: returnStateOf(status, session?.rawStatus ?? null),
        reason: asReason(session?.reason ?? null),
        updated_at: session?.updatedAt.toISOString() ?? null,
      };
    },

    /**
     * A webhook is only a trigger: remember its id (a repeat does nothing) and queue
     * a fetch of the result, in one transaction. The endpoint is unauthenticated, so
     * an unknown access code stores nothing, and a known one stores only what we use.
     */
    async acceptWebhook(event: { eventId: string; event: string; userAccessCode: string }) {
      return db.transaction(async (tx) => {
        const session = await lockSessionByCode(tx, provider.name, event.userAccessCode);
        const other = !session && otherSessions ? await otherSessions.owns(tx, event.userAccessCode) : false;
        if (!session && !other) return 'ignored' as const;
        const fresh = await recordWebhookEvent(tx, {
          provider: provider.name,
          eventId: event.eventId,
          payload: { event: event.event, userAccessCode: event.userAccessCode },
        });
        if (!fresh) return 'duplicate' as const;
        // No dedupe key: a refresh already running may have read the older result.
        await enqueueJob(tx, other ? otherSessions!.refreshJob : KYC_REFRESH_JOB, {
          userAccessCode: event.userAccessCode,
        });
        return 'accepted' as const;
      });
    },

    /**
     * The operators' list: people pending a review at the provider, or whose check failed; the
     * platform's people, or a demo operator's own visit's.
     */
    async reviews(query: AdminIdentityQuery, world: World): Promise<AdminIdentityList> {
      const { rows, total } = await listIdentityReviews(db, {
        world,
        provider: provider.name,
        reviewWords: [...REVIEW_WORDS],
        state: query.state,
        sort: query.sort ?? 'updated_at',
        order: query.order ?? 'desc',
        limit: query.limit ?? 50,
        offset: query.offset ?? 0,
      });
      return {
        reviews: rows.map((row) => {
          const status = normalizeKycStatus(row.kycStatus);
          const state = status === 'failed' ? ('failed' as const) : ('pending_review' as const);
          return {
            user_id: row.userId,
            name: row.name,
            email: row.email,
            state,
            kyc_status: status,
            provider_status: row.rawStatus,
            reason: row.reason,
            updated_at: row.updatedAt.toISOString(),
            can_settle: settleSandbox !== null && state === 'pending_review',
          };
        }),
        total,
        sandbox: settleSandbox !== null,
      };
    },

    /**
     * Sandbox only: an operator settles a pending review as the provider's compliance officer
     * would. The outcome goes through the sandbox's own page mechanism (its webhook, then the
     * refresh job), so it reaches the person exactly as a provider's result does.
     */
    async settleReview(
      operatorId: string,
      userId: string,
      decision: { outcome: 'passed' | 'failed'; reason?: KycFailureReason | undefined },
    ): Promise<void> {
      if (!settleSandbox) throw new AppError('NOT_FOUND', 'Not found');
      await db.transaction(async (tx) => {
        const session = await findSessionOfUser(tx, userId, provider.name);
        const pending = session?.status === 'in_progress' && REVIEW_WORDS.has((session.rawStatus ?? '').toLowerCase());
        if (!session || !pending) {
          throw new AppError('CONFLICT', 'This person has no identity check waiting for a review.');
        }
        const outcome: SandboxOutcome =
          decision.outcome === 'passed' ? 'passed' : SANDBOX_OUTCOME_OF[decision.reason ?? 'mismatched_details'];
        await settleSandbox(tx, session.userAccessCode, outcome);
        await recordAudit(tx, {
          actorId: operatorId,
          action: 'identity.settle',
          targetType: 'user',
          targetId: userId,
          before: { status: session.status, provider_status: session.rawStatus },
          after: {
            outcome: decision.outcome,
            reason: decision.outcome === 'failed' ? (decision.reason ?? null) : null,
          },
        });
      });
    },

    /** Settles verifications stuck in progress (a lost webhook, a provider outage). */
    async pollStale(olderThanMs = 10 * 60_000): Promise<number> {
      const stale = await listStaleSessions(db, provider.name, new Date(Date.now() - olderThanMs), 100);
      for (const { userAccessCode } of stale) {
        await enqueueJob(db, KYC_REFRESH_JOB, { userAccessCode }, { dedupeKey: userAccessCode });
      }
      return stale.length;
    },
  };
}
export type KycService = ReturnType<typeof createKycService>;

/** The name and birth date of a verification's details, as the person gave them (null without a name). */
export function verifiedIdentity(
  details: Record<string, string> | null,
): { name: string; dateOfBirth: string | null } | null {
  const name = [details?.firstName, details?.middleName, details?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (!name) return null;
  const dateOfBirth = details?.dateOfBirth?.trim() ?? '';
  return { name, dateOfBirth: /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) ? dateOfBirth : null };
}
