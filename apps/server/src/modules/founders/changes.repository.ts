import { INVESTED_STATUSES, type ChangeRequestKind, type ChangeRequestStatus } from '@grove/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  businessChangeRequests,
  businessSettings,
  payments,
  projects,
  projectUpdates,
  users,
  waitlistEntries,
} from '../../db/schema/index.js';
import { inWorld, type World } from '../../lib/demo-world.js';
import { AppError } from '../../lib/errors.js';

const requestColumns = {
  request: businessChangeRequests,
  projectName: projects.name,
  requesterEmail: users.email,
  projectWorld: projects.demoVisitId,
};
export type RequestRow = Awaited<ReturnType<typeof findRequest>> & {};

export async function findRequest(executor: Executor, id: string) {
  const [row] = await executor
    .select(requestColumns)
    .from(businessChangeRequests)
    .innerJoin(projects, eq(projects.id, businessChangeRequests.projectId))
    .leftJoin(users, eq(users.id, businessChangeRequests.requestedBy))
    .where(eq(businessChangeRequests.id, id));
  return row ?? null;
}

export async function listRequests(
  executor: Executor,
  options: {
    projectId?: string;
    status?: ChangeRequestStatus;
    kind?: ChangeRequestKind;
    limit: number;
    oldestFirst?: boolean;
    /** Only the businesses of this world (the console's: the platform's, or a demo visit's). */
    world?: World;
  },
) {
  const rows = await executor
    .select(requestColumns)
    .from(businessChangeRequests)
    .innerJoin(projects, eq(projects.id, businessChangeRequests.projectId))
    .leftJoin(users, eq(users.id, businessChangeRequests.requestedBy))
    .where(
      and(
        options.projectId ? eq(businessChangeRequests.projectId, options.projectId) : undefined,
        options.status ? eq(businessChangeRequests.status, options.status) : undefined,
        options.kind ? eq(businessChangeRequests.kind, options.kind) : undefined,
        options.world !== undefined ? inWorld(projects.demoVisitId, options.world) : undefined,
      ),
    )
    .orderBy(
      options.oldestFirst ? asc(businessChangeRequests.createdAt) : desc(businessChangeRequests.createdAt),
      asc(businessChangeRequests.id),
    )
    .limit(options.limit);
  return rows as NonNullable<RequestRow>[];
}

export async function insertRequest(
  executor: Executor,
  values: Pick<
    typeof businessChangeRequests.$inferInsert,
    'projectId' | 'kind' | 'before' | 'after' | 'requestedBy'
  > & {
    note?: string | null;
  },
) {
  try {
    const [row] = await executor.insert(businessChangeRequests).values(values).returning();
    return row!;
  } catch (error) {
    // The one-pending-review index: another review was sent meanwhile.
    if ((error as { code?: string }).code === '23505') {
      throw new AppError('CONFLICT', 'This business is already waiting for a review');
    }
    throw error;
  }
}

/** A pending request's `after`, replaced (a media request the team edits further): false once it was decided. */
export async function amendRequest(executor: Executor, id: string, after: Record<string, unknown>): Promise<boolean> {
  const rows = await executor
    .update(businessChangeRequests)
    .set({ after })
    .where(and(eq(businessChangeRequests.id, id), eq(businessChangeRequests.status, 'pending')))
    .returning({ id: businessChangeRequests.id });
  return rows.length > 0;
}

/**
 * Decides a request if it is still pending (compare-and-set): null when it was decided already,
 * else the request with its business's name and the requester to tell.
 */
export async function claimRequest(
  executor: Executor,
  id: string,
  decision: { status: 'approved' | 'rejected'; decidedBy: string; decidedAt: Date; message: string | null },
) {
  const [request] = await executor
    .update(businessChangeRequests)
    .set(decision)
    .where(and(eq(businessChangeRequests.id, id), eq(businessChangeRequests.status, 'pending')))
    .returning();
  if (!request) return null;
  const [project] = await executor
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, request.projectId));
  const [requester] = request.requestedBy
    ? await executor
        .select({ id: users.id, email: users.email, language: users.language, name: users.name })
        .from(users)
        .where(eq(users.id, request.requestedBy))
    : [];
  return { request, projectName: project!.name, requester: requester ?? null };
}

export async function readSettings(executor: Executor, projectId: string) {
  const [row] = await executor.select().from(businessSettings).where(eq(businessSettings.projectId, projectId));
  return { updatesNeedApproval: row?.updatesNeedApproval ?? false, campaignChangedAt: row?.campaignChangedAt ?? null };
}

export async function writeSettings(executor: Executor, projectId: string, values: { updatesNeedApproval: boolean }) {
  await executor
    .insert(businessSettings)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: businessSettings.projectId, set: { ...values, updatedAt: sql`now()` } });
}

/** The public campaign changed (an approved edit, publishing): the business page says when. */
export async function touchCampaign(executor: Executor, projectId: string, at: Date) {
  await executor
    .insert(businessSettings)
    .values({ projectId, campaignChangedAt: at })
    .onConflictDoUpdate({ target: businessSettings.projectId, set: { campaignChangedAt: at, updatedAt: sql`now()` } });
}

export async function campaignChangedAt(executor: Executor, projectId: string): Promise<Date | null> {
  return (await readSettings(executor, projectId)).campaignChangedAt;
}

export async function updatesOfProject(executor: Executor, projectId: string) {
  return executor
    .select()
    .from(projectUpdates)
    .where(eq(projectUpdates.projectId, projectId))
    .orderBy(desc(projectUpdates.publishedAt))
    .limit(50);
}

/** The raise's figures for its team: totals, the waitlist's length, and the latest investments (amount and time only). */
export async function raiseFigures(executor: Executor, projectId: string) {
  const [row] = await executor.select().from(projects).where(eq(projects.id, projectId));
  if (!row) throw new AppError('NOT_FOUND', 'Business not found');
  const [[waitlist], recent, settings] = await Promise.all([
    executor
      .select({ n: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.projectId, projectId), inArray(waitlistEntries.state, ['waiting', 'offered']))),
    executor
      .select({ amountMinor: payments.amountMinor, at: sql<Date>`coalesce(${payments.paidAt}, ${payments.createdAt})` })
      .from(payments)
      .where(and(eq(payments.projectId, projectId), inArray(payments.status, [...INVESTED_STATUSES])))
      .orderBy(desc(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`))
      .limit(10),
    readSettings(executor, projectId),
  ]);
  return {
    row,
    waitlist: waitlist?.n ?? 0,
    recent: recent.map((r) => ({ amountMinor: r.amountMinor, at: new Date(r.at) })),
    campaignChangedAt: settings.campaignChangedAt,
  };
}
