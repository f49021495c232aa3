import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;

export async function findFile(executor: Executor, id: string): Promise<FileRow | null> {
  const [row] = await executor.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

export async function insertFile(executor: Executor, file: Omit<typeof files.$inferInsert, 'id'> & { id?: string }) {
  const [row] = await executor.insert(files).values(file).returning();
  return row!;
}
