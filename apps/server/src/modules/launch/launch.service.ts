import { hasOpened, normalizeLanguage, PROJECT_NOT_FOUND, type OpeningNotice } from '@grove/contracts';
import type { Db, Executor } from '../../db/client.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { Clock } from '../../lib/clock.js';
import { checkSameWorld, worldOf } from '../../lib/demo-world.js';
import { AppError } from '../../lib/errors.js';
import { notify } from '../notifications/notifications.service.js';
import type { UserRow } from '../users/users.repository.js';
import {
  claimWaiting,
  deleteNotice,
  findNotice,
  findPublishedOpening,
  insertNotice,
  listOpenedWithWaiting,
  markNotified,
  type Opening,
} from './launch.repository.js';

/** Tells those who asked that one raise opened, queued for its opening time. */
export const OPENING_NOTICES_JOB = 'launch.notify-opened';
/** Every minute: anyone still waiting to hear of a raise that takes money. */
export const OPENING_NOTICES_SWEEP_JOB = 'launch.notify-opened-sweep';
/** People told per transaction: thousands of requests make many short transactions, not one long one. */
export const OPENING_NOTICES_BATCH = 200;

const notFound = () => new AppError('PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);

/**
 * Launch time (issue 24; docs/architecture.md, "Launch time"): "Notify me when it opens" and the
 * job that tells everyone who asked, once each, when the raise opens. The platform clock decides
 * when that is.
 */
export function createLaunchService({ db, clock }: { db: Db; clock: Clock }) {
  const now = () => clock.now();

  /** The business as the signed-in person may see it: published, and in their world. */
  async function openingFor(user: Pick<UserRow, 'demoVisitId'>, projectId: string): Promise<Opening> {
    const opening = await findPublishedOpening(db, projectId);
    if (!opening) throw notFound();
    checkSameWorld(worldOf(user), worldOf(opening), notFound);
    return opening;
  }

  const noticeOf = (row: { notifiedAt: Date | null } | null): OpeningNotice => ({
    requested: row !== null,
    notified: Boolean(row?.notifiedAt),
  });

  return {
    /** The platform clock's now, for the web app's countdown. */
    now,

    /** Whether the person asked to hear when this business opens, and whether they have. */
    async notice(user: Pick<UserRow, 'id' | 'demoVisitId'>, projectId: string): Promise<OpeningNotice> {
      await openingFor(user, projectId);
      return noticeOf(await findNotice(db, user.id, projectId));
    },

    /** "Notify me when it opens": once per person and business, only before the opening time. */
    async request(user: Pick<UserRow, 'id' | 'demoVisitId'>, projectId: string): Promise<OpeningNotice> {
      const opening = await openingFor(user, projectId);
      const at = now();
      if (hasOpened(opening, at)) throw new AppError('PROJECT_ALREADY_OPEN', 'This raise has already opened.');
      await insertNotice(db, user.id, projectId, at);
      return noticeOf(await findNotice(db, user.id, projectId));
    },

    /** Takes the request back ("undo"). */
    async cancel(user: Pick<UserRow, 'id' | 'demoVisitId'>, projectId: string): Promise<OpeningNotice> {
      await openingFor(user, projectId);
      await deleteNotice(db, user.id, projectId);
      return noticeOf(null);
    },

    /**
     * Queues the notices' job for the opening time (or at once, without one), in the caller's
     * transaction. Jobs are rows: one queued for a time the server was down runs when it is back.
     * A job for an opening time since moved finds nobody to tell yet, and the new one runs later.
     */
    async scheduleOpening(executor: Executor, projectId: string, opensAt: Date | null): Promise<void> {
      const runAt = opensAt ?? now();
      await enqueueJob(
        executor,
        OPENING_NOTICES_JOB,
        { projectId },
        { runAt, dedupeKey: `${projectId}@${runAt.toISOString()}` },
      );
    },

    /**
     * Tells everyone still waiting to hear that a business (or every business) opened: those of
     * a raise that takes money now, in batches of `batchSize`, each batch one transaction that
     * records the notifications, queues their e-mails (in each person's language, behind other
     * work) and marks the requests told. A retry, a second worker or a late run tells nobody twice.
     * Answers how many were told.
     */
    async notifyOpened(projectId?: string, batchSize = OPENING_NOTICES_BATCH): Promise<number> {
      const at = now();
      const ids = projectId ? [projectId] : await listOpenedWithWaiting(db, at);
      let told = 0;
      for (const id of ids) {
        for (;;) {
          const batch = await db.transaction(async (tx) => {
            const people = await claimWaiting(tx, id, at, batchSize);
            for (const person of people) {
              await notify(
                tx,
                {
                  user: { id: person.userId, email: person.email, language: person.language, name: person.name },
                  type: 'project_opened',
                  params: {
                    project_id: id,
                    project_name:
                      person.projectName[normalizeLanguage(person.language)]?.trim() || person.projectName.en,
                  },
                  link: `/business/${id}`,
                },
                { bulk: true },
              );
            }
            await markNotified(
              tx,
              id,
              people.map((person) => person.userId),
              at,
            );
            return people.length;
          });
          told += batch;
          if (batch < batchSize) break;
        }
      }
      return told;
    },
  };
}
export type LaunchService = ReturnType<typeof createLaunchService>;
