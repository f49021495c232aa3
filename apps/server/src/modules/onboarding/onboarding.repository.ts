import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { quizSubmissions, users } from '../../db/schema/index.js';
import type { UserRow } from '../users/users.repository.js';

export async function insertQuizSubmission(
  executor: Executor,
  submission: typeof quizSubmissions.$inferInsert,
): Promise<void> {
  await executor.insert(quizSubmissions).values(submission);
}

/** Sends sophisticated investors whose declaration is older than `cutoff` back to the quiz. */
export function expireSophisticatedDeclarations(executor: Executor, cutoff: Date, now: Date): Promise<UserRow[]> {
  return executor
    .update(users)
    .set({ onboardingStatus: 'not_passed', updatedAt: now })
    .where(
      and(
        eq(users.investorType, 'sophisticated_investor'),
        eq(users.onboardingStatus, 'passed'),
        lt(users.investorDeclaredAt, cutoff),
      ),
    )
    .returning();
}
