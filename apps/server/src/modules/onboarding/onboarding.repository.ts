import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { quizSubmissions } from '../../db/schema/index.js';

export async function insertQuizSubmission(
  executor: Executor,
  submission: typeof quizSubmissions.$inferInsert,
): Promise<void> {
  await executor.insert(quizSubmissions).values(submission);
}

/** The investor's latest quiz submission (the finances they declared last), or null. */
export async function findLatestQuizSubmission(executor: Executor, userId: string) {
  const [row] = await executor
    .select()
    .from(quizSubmissions)
    .where(eq(quizSubmissions.userId, userId))
    .orderBy(desc(quizSubmissions.createdAt))
    .limit(1);
  return row ?? null;
}
