import type { AdminQuestionFilter, AdminQuestionSort, Language, SortOrder } from '@grove/contracts';
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inWorld, type World } from '../../lib/demo-world.js';
import { projectQuestions, projects, users } from '../../db/schema/index.js';

export type QuestionRow = typeof projectQuestions.$inferSelect;

function filterOf(filter: AdminQuestionFilter): SQL | undefined {
  switch (filter) {
    case 'unanswered':
      return and(isNull(projectQuestions.answer), isNull(projectQuestions.hiddenAt));
    case 'answered':
      return and(isNotNull(projectQuestions.answer), isNull(projectQuestions.hiddenAt));
    case 'hidden':
      return isNotNull(projectQuestions.hiddenAt);
  }
}

/** Questions across businesses for the console, with the business's name and the asker's address. */
export async function listQuestionsForModeration(
  executor: Executor,
  options: {
    filter: AdminQuestionFilter;
    sort: AdminQuestionSort;
    order: SortOrder;
    language: Language;
    limit: number;
    offset: number;
    /** The platform's businesses (null), or one /demo visit's. */
    world: World;
  },
) {
  const where = and(filterOf(options.filter), inWorld(projects.demoVisitId, options.world));
  const direction = options.order === 'asc' ? asc : desc;
  const order =
    options.sort === 'business'
      ? [direction(sql`${projects.name}->>${options.language}`), desc(projectQuestions.createdAt)]
      : [direction(projectQuestions.createdAt)];
  const [rows, [count]] = await Promise.all([
    executor
      .select({
        question: projectQuestions,
        projectName: projects.name,
        authorEmail: users.email,
      })
      .from(projectQuestions)
      .innerJoin(projects, eq(projects.id, projectQuestions.projectId))
      .leftJoin(users, eq(users.id, projectQuestions.userId))
      .where(where)
      .orderBy(...order, asc(projectQuestions.id))
      .limit(options.limit)
      .offset(options.offset),
    executor
      .select({ n: sql<number>`count(*)::int` })
      .from(projectQuestions)
      .innerJoin(projects, eq(projects.id, projectQuestions.projectId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One business's questions for its team, newest first, hidden ones left out. */
export async function listQuestionsOfProject(executor: Executor, projectId: string, limit: number) {
  return executor
    .select()
    .from(projectQuestions)
    .where(and(eq(projectQuestions.projectId, projectId), isNull(projectQuestions.hiddenAt)))
    .orderBy(desc(projectQuestions.createdAt), asc(projectQuestions.id))
    .limit(limit);
}

/** Questions waiting for an answer (neither answered nor hidden) in one world, for the dashboard. */
export async function countUnansweredQuestions(executor: Executor, world: World): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(projectQuestions)
    .innerJoin(projects, eq(projects.id, projectQuestions.projectId))
    .where(and(filterOf('unanswered'), inWorld(projects.demoVisitId, world)));
  return row?.n ?? 0;
}

/** A question locked for the transaction that answers or hides it. */
export async function lockQuestion(executor: Executor, id: string) {
  const [row] = await executor
    .select()
    .from(projectQuestions)
    .where(eq(projectQuestions.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateQuestion(
  executor: Executor,
  id: string,
  values: Partial<Pick<QuestionRow, 'answer' | 'answeredAt' | 'moderatorId' | 'hiddenAt'>>,
): Promise<QuestionRow> {
  const [row] = await executor.update(projectQuestions).set(values).where(eq(projectQuestions.id, id)).returning();
  return row!;
}

/** The business's name (every language) and the asker, to tell them about the answer. */
export async function findQuestionContext(executor: Executor, question: Pick<QuestionRow, 'projectId' | 'userId'>) {
  const [project] = await executor
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, question.projectId))
    .limit(1);
  const [asker] = question.userId
    ? await executor
        .select({ id: users.id, email: users.email, language: users.language, name: users.name })
        .from(users)
        .where(eq(users.id, question.userId))
        .limit(1)
    : [];
  return { projectName: project?.name ?? null, asker: asker ?? null };
}
