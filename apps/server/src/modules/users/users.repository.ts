import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

type UserWriteListener = (userId: string) => void;
const writeListeners = new Set<UserWriteListener>();

/** Tells caches in this process that a user row was written (user-cache.ts). */
export function onUserWritten(listener: UserWriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}
const written = (userId: string) => {
  for (const listener of writeListeners) listener(userId);
};

const userById = preparedQuery((executor) =>
  executor
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

export async function findUserById(executor: Executor, id: string): Promise<UserRow | null> {
  const [row] = await userById(executor, { id });
  return row ?? null;
}

/**
 * The user's row, locked until the transaction ends (SELECT … FOR UPDATE): one person's
 * concurrent requests that must happen once (a verification start, the quiz) queue here.
 */
export async function lockUserById(executor: Executor, id: string): Promise<UserRow | null> {
  const [row] = await executor.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return row ?? null;
}

/** `email` must already be lower-cased (contracts emailSchema does it). */
export async function findUserByEmail(executor: Executor, email: string): Promise<UserRow | null> {
  const [row] = await executor.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserByGoogleSub(executor: Executor, sub: string): Promise<UserRow | null> {
  const [row] = await executor.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row ?? null;
}

/** Inserts a user; null if the e-mail is already taken (also under a concurrent sign-up). */
export async function insertUser(executor: Executor, user: NewUser): Promise<UserRow | null> {
  const [row] = await executor.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return row ?? null;
}

export async function updateUser(
  executor: Executor,
  id: string,
  changes: Partial<Omit<NewUser, 'id' | 'createdAt'>>,
): Promise<UserRow | null> {
  const [row] = await executor
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  written(id);
  return row ?? null;
}

/** Ends every token issued so far (logout, password reset). */
export async function bumpTokenVersion(executor: Executor, id: string, changes: Partial<NewUser> = {}): Promise<void> {
  await executor
    .update(users)
    .set({ ...changes, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id));
  written(id);
}

/** Sends sophisticated investors whose declaration is older than `cutoff` back to the quiz. */
export async function expireSophisticatedDeclarations(executor: Executor, cutoff: Date, now: Date): Promise<UserRow[]> {
  const rows = await executor
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
  for (const row of rows) written(row.id);
  return rows;
}
