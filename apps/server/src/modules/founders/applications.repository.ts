import type { ApplicationStatus } from '@grove/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  applicationDocuments,
  applicationEvents,
  applicationPeople,
  applications,
  files,
  users,
} from '../../db/schema/index.js';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationPersonRow = typeof applicationPeople.$inferSelect;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;

export async function insertApplication(executor: Executor, userId: string): Promise<ApplicationRow> {
  const [row] = await executor.insert(applications).values({ userId }).returning();
  return row!;
}

/** One application; `lock` holds its row until the transaction ends (every change to it queues there). */
export async function findApplication(
  executor: Executor,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ApplicationRow | null> {
  const query = executor.select().from(applications).where(eq(applications.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export function listApplicationsOfUser(executor: Executor, userId: string): Promise<ApplicationRow[]> {
  return executor
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.updatedAt), desc(applications.createdAt));
}

/** Applications of the user not decided yet (draft, submitted, changes requested). */
export async function countOpenApplications(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(applications)
    .where(
      and(eq(applications.userId, userId), inArray(applications.status, ['draft', 'submitted', 'changes_requested'])),
    );
  return row?.n ?? 0;
}

export async function updateApplication(
  executor: Executor,
  id: string,
  set: Partial<typeof applications.$inferInsert>,
): Promise<void> {
  await executor
    .update(applications)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(applications.id, id));
}

/**
 * The status machine's one write: moves the application to `set.status` only while it is in one
 * of `from`. The row is the arbiter: of two moves at once, the second re-reads the row the first
 * committed and matches nothing (null), so it is told rather than applied twice.
 */
export async function moveApplication(
  executor: Executor,
  id: string,
  from: readonly ApplicationStatus[],
  set: Partial<typeof applications.$inferInsert> & { status: ApplicationStatus },
): Promise<ApplicationRow | null> {
  const [row] = await executor
    .update(applications)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(applications.id, id), inArray(applications.status, [...from])))
    .returning();
  return row ?? null;
}

// ── People ──────────────────────────────────────────────────────────────────

export function listPeople(executor: Executor, applicationId: string): Promise<ApplicationPersonRow[]> {
  return executor
    .select()
    .from(applicationPeople)
    .where(eq(applicationPeople.applicationId, applicationId))
    .orderBy(asc(applicationPeople.createdAt), asc(applicationPeople.id));
}

export async function insertPerson(
  executor: Executor,
  person: typeof applicationPeople.$inferInsert,
): Promise<ApplicationPersonRow> {
  const [row] = await executor.insert(applicationPeople).values(person).returning();
  return row!;
}

export async function updatePerson(
  executor: Executor,
  applicationId: string,
  personId: string,
  set: Partial<typeof applicationPeople.$inferInsert>,
): Promise<ApplicationPersonRow | null> {
  const [row] = await executor
    .update(applicationPeople)
    .set(set)
    .where(and(eq(applicationPeople.applicationId, applicationId), eq(applicationPeople.id, personId)))
    .returning();
  return row ?? null;
}

export async function deletePerson(executor: Executor, applicationId: string, personId: string): Promise<boolean> {
  const rows = await executor
    .delete(applicationPeople)
    .where(and(eq(applicationPeople.applicationId, applicationId), eq(applicationPeople.id, personId)))
    .returning({ id: applicationPeople.id });
  return rows.length > 0;
}

/** The person an e-mailed link was made for (by the SHA-256 of its secret), with their application. */
export async function findPersonByTokenHash(executor: Executor, hash: string) {
  const [row] = await executor
    .select({ person: applicationPeople, application: applications })
    .from(applicationPeople)
    .innerJoin(applications, eq(applications.id, applicationPeople.applicationId))
    .where(eq(applicationPeople.inviteTokenHash, hash))
    .limit(1);
  return row ?? null;
}

/** The person whose provider session has this access code, locked for the transaction that settles it. */
export async function lockPersonByAccessCode(executor: Executor, accessCode: string) {
  const [row] = await executor
    .select()
    .from(applicationPeople)
    .where(eq(applicationPeople.accessCode, accessCode))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** A listed person's row, locked for the transaction (a verification start queues here). */
export async function lockPerson(executor: Executor, personId: string) {
  const [row] = await executor
    .select()
    .from(applicationPeople)
    .where(eq(applicationPeople.id, personId))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function personHasAccessCode(executor: Executor, accessCode: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: applicationPeople.id })
    .from(applicationPeople)
    .where(eq(applicationPeople.accessCode, accessCode))
    .limit(1);
  return row !== undefined;
}

// ── Documents ───────────────────────────────────────────────────────────────

const documentColumns = {
  id: applicationDocuments.id,
  kind: applicationDocuments.kind,
  createdAt: applicationDocuments.createdAt,
  fileId: files.id,
  originalName: files.originalName,
  contentType: files.contentType,
  sizeBytes: files.sizeBytes,
  storageKey: files.storageKey,
};

export function listDocuments(executor: Executor, applicationId: string) {
  return executor
    .select(documentColumns)
    .from(applicationDocuments)
    .innerJoin(files, eq(files.id, applicationDocuments.fileId))
    .where(eq(applicationDocuments.applicationId, applicationId))
    .orderBy(asc(applicationDocuments.createdAt), asc(applicationDocuments.id));
}
export type ApplicationDocumentRow = Awaited<ReturnType<typeof listDocuments>>[number];

export async function findDocument(executor: Executor, applicationId: string, documentId: string) {
  const [row] = await executor
    .select(documentColumns)
    .from(applicationDocuments)
    .innerJoin(files, eq(files.id, applicationDocuments.fileId))
    .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.id, documentId)))
    .limit(1);
  return row ?? null;
}

export async function insertDocument(
  executor: Executor,
  document: typeof applicationDocuments.$inferInsert,
): Promise<void> {
  await executor.insert(applicationDocuments).values(document);
}

/** Removes a document and its file's row; answers the storage key to delete after the commit. */
export async function deleteDocument(
  executor: Executor,
  applicationId: string,
  documentId: string,
): Promise<string | null> {
  const [removed] = await executor
    .delete(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.id, documentId)))
    .returning({ fileId: applicationDocuments.fileId });
  if (!removed) return null;
  const [file] = await executor
    .delete(files)
    .where(eq(files.id, removed.fileId))
    .returning({ storageKey: files.storageKey });
  return file?.storageKey ?? null;
}

// ── The journal ─────────────────────────────────────────────────────────────

export async function insertEvent(executor: Executor, event: typeof applicationEvents.$inferInsert): Promise<void> {
  await executor.insert(applicationEvents).values(event);
}

export function listEvents(executor: Executor, applicationId: string) {
  return executor
    .select({ event: applicationEvents, actorName: users.name, actorEmail: users.email })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id));
}

// ── The operators' queue ────────────────────────────────────────────────────

/**
 * The console's queue: submitted applications first, the longest waiting at the top; then the
 * rest, the latest change first. `waiting` counts the submitted ones whatever the filter.
 */
export async function listForOperators(
  executor: Executor,
  options: { status?: ApplicationStatus | undefined; limit: number; offset: number },
) {
  const where = options.status ? eq(applications.status, options.status) : undefined;
  const people = sql<number>`(select count(*)::int from application_people p where p.application_id = ${applications.id})`;
  const verified = sql<number>`(select count(*)::int from application_people p where p.application_id = ${applications.id} and (p.check_status = 'passed' or (lower(p.email) = lower(${users.email}) and ${users.kycStatus} = 'passed')))`;
  const rows = await executor
    .select({
      application: applications,
      applicantName: users.name,
      applicantEmail: users.email,
      people,
      verified,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(where)
    .orderBy(
      sql`case when ${applications.status} = 'submitted' then 0 else 1 end`,
      sql`case when ${applications.status} = 'submitted' then ${applications.submittedAt} end asc`,
      desc(applications.updatedAt),
      asc(applications.id),
    )
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await executor.select({ n: count() }).from(applications).where(where);
  const [waiting] = await executor
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.status, 'submitted'));
  return { rows, total: total?.n ?? 0, waiting: waiting?.n ?? 0 };
}
