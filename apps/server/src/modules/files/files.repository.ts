import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(executor: Executor, file: Omit<typeof files.$inferInsert, 'id'> & { id?: string }) {
  const [row] = await executor.insert(files).values(file).returning();
  return row!;
}

/**
 * A file's record, with whether it is private and whether this user may read it
 * (docs/architecture.md, "Files"). Private: an application's paper, a revenue report's evidence,
 * or a business's team-only document, unless the business also shows it. Its readers: the
 * applicant, and the team of the business the paper or the evidence belongs to (operators are the
 * caller's to let in). One statement: every image of every page comes this way.
 */
export async function findFileFor(
  executor: Executor,
  id: string,
  userId: string | null,
): Promise<{ file: FileRow; isPrivate: boolean; isReader: boolean } | null> {
  // Qualified by hand: inside the sub-selects a bare "id" (as drizzle writes a column) is ambiguous.
  const fileId = sql`"files"."id"`;
  const member = (project: SQL) =>
    sql`exists (select 1 from business_members m where m.project_id = ${project} and m.user_id = ${userId}::uuid)`;
  const [row] = await executor
    .select({
      ...getTableColumns(files),
      isPrivate: sql<boolean>`(exists (select 1 from application_documents where file_id = ${fileId})
        or exists (select 1 from revenue_report_evidence where file_id = ${fileId})
        or exists (select 1 from project_documents where file_id = ${fileId} and not public))
        and not exists (select 1 from project_documents where file_id = ${fileId} and public)`,
      isReader: sql<boolean>`${userId}::uuid is not null and (
        exists (select 1 from application_documents ad join applications a on a.id = ad.application_id
                where ad.file_id = ${fileId} and (a.user_id = ${userId}::uuid or ${member(sql`a.project_id`)}))
        or exists (select 1 from revenue_report_evidence e join revenue_reports r on r.id = e.report_id
                   where e.file_id = ${fileId} and ${member(sql`r.project_id`)})
        or exists (select 1 from project_documents d where d.file_id = ${fileId} and ${member(sql`d.project_id`)}))`,
    })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  if (!row) return null;
  const { isPrivate, isReader, ...file } = row;
  return { file, isPrivate, isReader };
}
