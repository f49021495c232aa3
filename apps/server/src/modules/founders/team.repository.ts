import type { BusinessMemberRole } from '@grove/contracts';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { businessInvitations, businessMembers, projects, users } from '../../db/schema/index.js';

export async function membersOf(executor: Executor, projectId: string) {
  return executor
    .select({
      userId: businessMembers.userId,
      role: businessMembers.role,
      createdAt: businessMembers.createdAt,
      email: users.email,
      name: users.name,
    })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(eq(businessMembers.projectId, projectId))
    .orderBy(asc(businessMembers.createdAt), asc(users.email));
}

/** The team's rows locked for a change of roles, so two owners cannot each demote the other. */
export async function lockMembers(executor: Executor, projectId: string) {
  return executor
    .select({ userId: businessMembers.userId, role: businessMembers.role })
    .from(businessMembers)
    .where(eq(businessMembers.projectId, projectId))
    .for('update');
}

export async function setMemberRole(executor: Executor, projectId: string, userId: string, role: BusinessMemberRole) {
  await executor
    .update(businessMembers)
    .set({ role })
    .where(and(eq(businessMembers.projectId, projectId), eq(businessMembers.userId, userId)));
}

export async function deleteMember(executor: Executor, projectId: string, userId: string) {
  await executor
    .delete(businessMembers)
    .where(and(eq(businessMembers.projectId, projectId), eq(businessMembers.userId, userId)));
}

export async function openInvitations(executor: Executor, projectId: string, now: Date) {
  return executor
    .select()
    .from(businessInvitations)
    .where(
      and(
        eq(businessInvitations.projectId, projectId),
        isNull(businessInvitations.acceptedAt),
        isNull(businessInvitations.revokedAt),
        gt(businessInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(businessInvitations.createdAt));
}

export async function insertInvitation(executor: Executor, values: typeof businessInvitations.$inferInsert) {
  const [row] = await executor.insert(businessInvitations).values(values).returning();
  return row!;
}

export async function revokeInvitation(executor: Executor, projectId: string, id: string) {
  const [row] = await executor
    .update(businessInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(businessInvitations.id, id),
        eq(businessInvitations.projectId, projectId),
        isNull(businessInvitations.acceptedAt),
        isNull(businessInvitations.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** An invitation by its token's hash, with its business's name; locked when accepting. */
export async function findInvitation(executor: Executor, tokenHash: string, lock = false) {
  const query = executor
    .select({ invitation: businessInvitations, projectName: projects.name })
    .from(businessInvitations)
    .innerJoin(projects, eq(projects.id, businessInvitations.projectId))
    .where(eq(businessInvitations.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update', { of: businessInvitations }) : await query;
  return row ?? null;
}

/** Marks an invitation used if it still is open (compare-and-set): false when it was used meanwhile. */
export async function markAccepted(executor: Executor, id: string, userId: string, at: Date): Promise<boolean> {
  const rows = await executor
    .update(businessInvitations)
    .set({ acceptedAt: at, acceptedBy: userId })
    .where(
      and(
        eq(businessInvitations.id, id),
        isNull(businessInvitations.acceptedAt),
        isNull(businessInvitations.revokedAt),
      ),
    )
    .returning({ id: businessInvitations.id });
  return rows.length === 1;
}
