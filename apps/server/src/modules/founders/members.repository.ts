import type { BusinessMemberRole } from '@grove/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { businessMembers, projects } from '../../db/schema/index.js';

/** The caller's role in a business's team, or null when they are not in it. */
export async function memberRole(db: Db, projectId: string, userId: string): Promise<BusinessMemberRole | null> {
  const [row] = await db
    .select({ role: businessMembers.role })
    .from(businessMembers)
    .where(and(eq(businessMembers.projectId, projectId), eq(businessMembers.userId, userId)));
  return row?.role ?? null;
}

/** The businesses a user is a member of, with their role, oldest membership first. */
export async function businessesOfMember(db: Db, userId: string) {
  return db
    .select({
      role: businessMembers.role,
      id: projects.id,
      name: projects.name,
      status: projects.status,
      publishedAt: projects.publishedAt,
      currency: projects.currency,
      targetMinor: projects.targetMinor,
      raisedMinor: projects.raisedMinor,
      investorCount: projects.investorCount,
      fundingEnd: projects.fundingEnd,
    })
    .from(businessMembers)
    .innerJoin(projects, eq(projects.id, businessMembers.projectId))
    .where(eq(businessMembers.userId, userId))
    .orderBy(asc(businessMembers.createdAt), asc(projects.id));
}

/** Adds a member (idempotent: an existing member keeps their role). */
export async function addMember(
  db: Executor,
  member: { projectId: string; userId: string; role: BusinessMemberRole; addedBy: string | null },
): Promise<void> {
  await db.insert(businessMembers).values(member).onConflictDoNothing();
}
