import type { Executor } from '../../db/client.js';
import { quizSubmissions } from '../../db/schema/index.js';

export async function insertQuizSubmission(
  executor: Executor,
  submission: typeof quizSubmissions.$inferInsert,
): Promise<void> {
  await executor.insert(quizSubmissions).values(submission);
}
