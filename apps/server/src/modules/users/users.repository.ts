import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(executor: Executor, id: string): Promise<UserRow | null> {
  const [row] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
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
  return row ?? null;
}

/** Ends every token issued so far (logout, password reset). */
export async function bumpTokenVersion(executor: Executor, id: string, changes: Partial<NewUser> = {}): Promise<void> {
  await executor
    .update(users)
    .set({ ...changes, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id));
}
