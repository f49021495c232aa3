import {
  allowedStatusMoves,
  formatMinor,
  fromMinorUnits,
  minimumToSucceedMinor,
  MOVES_NEEDING_DEADLINE,
  normalizeLanguage,
  OPEN_RAISE_STATUSES,
  type BusinessStatus,
  type FinalityBlock,
  type Language,
  type NotificationType,
  type ProjectLifecycle,
  type ProjectStatusMove,
  type ProjectUpdatePost,
  type ProjectUpdatePosted,
} from '@grove/contracts';
import type { Db, Tx } from '../../db/client.js';
import { enqueueJob, JOB_PRIORITY } from '../../jobs/queue.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { fileUrl } from '../files/files.service.js';
import { notify, type NotificationParams } from '../notifications/notifications.service.js';
import type { FundingService, Raise } from '../funding/funding.service.js';
import { PAYMENT_ROUND_REFUND_JOB, type PaymentsService } from '../payments/payments.service.js';
import {
  findFileType,
  findLifecycle,
  insertUpdate,
  listDueRaises,
  listProjectImages,
  type LifecycleRow,
} from './lifecycle.repository.js';

/** Recurring: closes raises whose deadline has passed (funded, or refunded: all or nothing). */
export const FUNDING_DEADLINE_JOB = 'admin.funding-deadlines';

/** Why the deadline job moved a raise; the notification texts translate these codes. */
export const DEADLINE_REASONS = {
  reached: 'deadline_target_reached',
  missed: 'deadline_target_missed',
} as const;

export interface LifecycleServiceDeps {
  db: Db;
  payments: Pick<PaymentsService, 'releaseReservations' | 'heldOf'>;
  funding: Pick<FundingService, 'lock' | 'lockIfFree' | 'listAudience' | 'setStatus' | 'finality' | 'find'>;
  clock: Clock;
  /** The public catalogue's cache: called after each commit that changes a status or an update. */
  catalogueChanged: () => void;
}

interface MoveCause {
  /** The operator; null for the deadline job. */
  actorId: string | null;
  reason: string;
  fundingEnd?: Date | undefined;
}

const notFound = () => new AppError('PROJECT_NOT_FOUND', 'Project not found');

const FINALITY_DETAIL: Record<FinalityBlock, (until: Date | null) => string> = {
  not_funded: () => 'Only a raise closed as funded, at or above its minimum, becomes active.',
  reservations: () =>
    'Investors still hold reservations in this raise; it becomes active once they have paid or expired.',
  refund_in_progress: () =>
    'A refund of an investment in this business is under way; it becomes active once it has finished.',
  cancellation_window: (until) =>
    `Investors can still cancel until ${until?.toISOString() ?? 'later'}; the business becomes active after that.`,
};
const refuse = (detail: string) => new AppError('STATUS_MOVE_NOT_ALLOWED', detail);

/**
 * A business's life cycle as operators and the deadline job drive it (spec §4, issue 13). Every
 * move locks the business's row, changes the status, writes the audit row, tells investors and
 * followers and, for a refund, queues the round's refund, in one transaction.
 */
export function createLifecycleService(deps: LifecycleServiceDeps) {
  const { db, payments, funding } = deps;
  const now = () => deps.clock.now();

  async function notifyAudience(
    tx: Tx,
    project: Raise,
    type: Extract<NotificationType, 'project_status_changed' | 'project_update_posted'>,
    params: (language: Language) => NotificationParams,
  ): Promise<number> {
    const people = await funding.listAudience(tx, project.id);
    for (const person of people) {
      const language = normalizeLanguage(person.language);
      await notify(tx, {
        user: person,
        type,
        params: { project_id: project.id, project_name: project.name[language], ...params(language) },
        link: `/business/${project.id}`,
      });
    }
    return people.length;
  }

  /** The checks every operator move passes; a refused move is a 409 that names the rule. */
  async function checkMove(tx: Tx, project: Raise, to: BusinessStatus, fundingEnd: Date | undefined): Promise<void> {
    if (!project.publishedAt) {
      throw refuse('This business is a draft: publish it before changing its status.');
    }
    const allowed = allowedStatusMoves(project.status);
    if (!allowed.includes(to)) {
      throw refuse(
        to === 'refund_completed'
          ? 'refund_completed is set by the platform once every refund has gone through.'
          : `A business in ${project.status} cannot move to ${to}` +
              (allowed.length ? ` (allowed: ${allowed.join(', ')}).` : ' (no move is allowed from here).'),
      );
    }
    if (MOVES_NEEDING_DEADLINE.includes(to) && !fundingEnd) {
      throw new AppError('INVALID_FUNDING_END', 'Extending a raise needs a new deadline (funding_end).');
    }
    const takesDeadline = MOVES_NEEDING_DEADLINE.includes(to) || (project.status === 'paused' && to === 'fundraising');
    if (fundingEnd && !takesDeadline) {
      throw new AppError('INVALID_FUNDING_END', `A new deadline applies only to extending or resuming a raise.`);
    }
    if (fundingEnd && fundingEnd <= now()) {
      throw new AppError('INVALID_FUNDING_END', 'The new deadline must be in the future.');
    }
    if (project.status === 'paused' && to === 'fundraising' && !fundingEnd) {
      if (project.fundingEnd && project.fundingEnd <= now()) {
        throw new AppError(
          'INVALID_FUNDING_END',
          'The deadline passed while the raise was paused: give a new deadline (funding_end) to resume it.',
        );
      }
    }
    if (to === 'funded' && project.raisedMinor <= 0) {
      throw refuse('Nothing has been raised yet: a raise closes early only with money raised. Pause or refund it.');
    }
    // All or nothing (PRODUCT.md 19): a raise closes as funded only at or above its minimum.
    const minimum = minimumToSucceedMinor(project);
    if (to === 'funded' && project.raisedMinor < minimum) {
      throw refuse(
        `This raise has ${formatMinor(project.raisedMinor, project.currency)} of the ${formatMinor(minimum, project.currency)} it needs to succeed: it closes early only at or above that minimum.`,
      );
    }
    // The business gets to work with money that is final (PRODUCT.md 20).
    if (to === 'active') {
      const { block, cancellableUntil } = await funding.finality(tx, project);
      if (block) throw refuse(FINALITY_DETAIL[block](cancellableUntil));
    }
  }

  /** Applies a move to a locked row: status, audit row, notifications, and the refund job. */
  async function applyMove(tx: Tx, project: Raise, to: BusinessStatus, cause: MoveCause): Promise<void> {
    await funding.setStatus(tx, project, to, cause.fundingEnd);
    const fundingEnd = cause.fundingEnd ?? project.fundingEnd;
    await recordAudit(tx, {
      actorId: cause.actorId,
      action: 'project.status',
      targetType: 'project',
      targetId: project.id,
      before: { status: project.status, funding_end: project.fundingEnd?.toISOString() ?? null },
      after: {
        status: to,
        funding_end: fundingEnd?.toISOString() ?? null,
        reason: cause.reason,
        ...(cause.actorId === null ? { cause: FUNDING_DEADLINE_JOB } : {}),
      },
    });
    if (to === 'refund_initiated') {
      // Queued with the move: it exists exactly when the move committed, at most one per business.
      await enqueueJob(
        tx,
        PAYMENT_ROUND_REFUND_JOB,
        { projectId: project.id },
        { dedupeKey: project.id, priority: JOB_PRIORITY.bulk },
      );
    }
    await notifyAudience(tx, project, 'project_status_changed', () => ({
      status: to,
      reason: cause.reason,
      funding_end: fundingEnd?.toISOString() ?? null,
    }));
  }

  /** After the commit: the public cache, and open reservations of a round that stopped taking money. */
  async function afterMove(projectId: string, to: BusinessStatus): Promise<void> {
    deps.catalogueChanged();
    // A refund's round job releases them itself, in order with the refunds.
    if (to === 'funded' || to === 'paused') {
      await payments.releaseReservations(projectId, to === 'funded' ? 'round_closed' : 'round_paused');
    }
  }

  function present(
    row: LifecycleRow,
    images: { fileId: string; alt: { en: string } }[],
    finality: { block: ProjectLifecycle['finality_block']; cancellableUntil: Date | null },
    held: { payments: number; investors: number; totalMinor: number },
  ): ProjectLifecycle {
    const major = (minor: number) => fromMinorUnits(minor, row.currency);
    return {
      id: row.id,
      name: row.name.en,
      status: row.status,
      published: row.publishedAt !== null,
      funding_end: row.fundingEnd?.toISOString() ?? null,
      currency: row.currency,
      target: major(row.targetMinor),
      min_raise: major(minimumToSucceedMinor(row)),
      raised: major(row.raisedMinor),
      reserved: major(row.reservedMinor),
      held: { payments: held.payments, investors: held.investors, total: major(held.totalMinor) },
      finality_block: finality.block,
      cancellable_until: finality.cancellableUntil?.toISOString() ?? null,
      allowed_moves: row.publishedAt ? [...allowedStatusMoves(row.status)] : [],
      images: images.map((image) => ({ file_id: image.fileId, url: fileUrl(image.fileId), alt: image.alt.en })),
    };
  }

  async function get(id: string): Promise<ProjectLifecycle> {
    const [row, raise] = await Promise.all([findLifecycle(db, id), funding.find(db, id)]);
    if (!row || !raise) throw notFound();
    const [images, finality, held] = await Promise.all([
      listProjectImages(db, id),
      funding.finality(db, raise),
      payments.heldOf(id),
    ]);
    return present(row, images, finality, held);
  }

  return {
    /** Where the business stands and which moves an operator may make from there. */
    get,

    /** An operator's move; any move outside OPERATOR_STATUS_MOVES is a 409. */
    async move(actorId: string, id: string, input: ProjectStatusMove): Promise<ProjectLifecycle> {
      const fundingEnd = input.funding_end ? new Date(input.funding_end) : undefined;
      await db.transaction(async (tx) => {
        const project = await funding.lock(tx, id);
        if (!project) throw notFound();
        await checkMove(tx, project, input.status, fundingEnd);
        await applyMove(tx, project, input.status, { actorId, reason: input.reason, fundingEnd });
      });
      await afterMove(id, input.status);
      return get(id);
    },

    /**
     * Job: closes every open raise whose deadline has passed: funded when raised reached its
     * minimum, else refund_initiated (all or nothing). A raise with live reservations waits for
     * them to be paid or to expire (they were made before the deadline). Each raise is one
     * transaction on its row locked with SKIP LOCKED and its conditions checked again, so two
     * workers, or a second run, never move a raise twice.
     */
    async closeDueRaises(limit = 100): Promise<{ funded: string[]; refunding: string[] }> {
      const closed = { funded: [] as string[], refunding: [] as string[] };
      for (const { id } of await listDueRaises(db, now(), limit)) {
        const to = await db.transaction(async (tx) => {
          const project = await funding.lockIfFree(tx, id);
          const due =
            project !== null &&
            project.publishedAt !== null &&
            OPEN_RAISE_STATUSES.includes(project.status) &&
            project.fundingEnd !== null &&
            project.fundingEnd <= now() &&
            project.reservedMinor === 0;
          if (!project || !due) return null;
          const reached = project.raisedMinor >= minimumToSucceedMinor(project);
          const next: BusinessStatus = reached ? 'funded' : 'refund_initiated';
          await applyMove(tx, project, next, {
            actorId: null,
            reason: reached ? DEADLINE_REASONS.reached : DEADLINE_REASONS.missed,
          });
          return next;
        });
        if (!to) continue;
        (to === 'funded' ? closed.funded : closed.refunding).push(id);
        await afterMove(id, to);
      }
      return closed;
    },

    /** Posts an update in every language; it shows on the business page and reaches investors and followers. */
    async postUpdate(
      actorId: string,
      id: string,
      input: ProjectUpdatePost,
      /** Runs first in the same transaction (a founder's moderated update is claimed there). */
      within?: (tx: Tx) => Promise<void>,
    ): Promise<ProjectUpdatePosted> {
      const imageFileId = input.image_file_id ?? null;
      const result = await db.transaction(async (tx) => {
        await within?.(tx);
        const project = await funding.lock(tx, id);
        if (!project) throw notFound();
        if (!project.publishedAt) {
          throw new AppError('CONFLICT', 'This business is a draft: publish it before posting updates.');
        }
        if (imageFileId) {
          const type = await findFileType(tx, imageFileId);
          if (!type?.startsWith('image/')) {
            throw new AppError('BAD_REQUEST', 'The update’s image must be an uploaded image file.');
          }
        }
        const row = await insertUpdate(tx, { projectId: id, title: input.title, body: input.body, imageFileId });
        await recordAudit(tx, {
          actorId,
          action: 'project.update',
          targetType: 'project',
          targetId: id,
          before: null,
          after: { update_id: row.id, title: input.title.en, image_file_id: imageFileId },
        });
        const notified = await notifyAudience(tx, project, 'project_update_posted', (language) => ({
          title: input.title[language],
        }));
        return { row, notified };
      });
      deps.catalogueChanged();
      const { row, notified } = result;
      return {
        id: row.id,
        project_id: id,
        title: row.title,
        body: row.body,
        image: row.imageFileId ? fileUrl(row.imageFileId) : null,
        published_at: row.publishedAt.toISOString(),
        notified,
      };
    },
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
