import {
  fromMinorUnits,
  normalizeLanguage,
  projectIdParamsSchema,
  type BusinessMemberRole,
  type FounderBusinessList,
} from '@grove/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { UserRow } from '../users/users.repository.js';
import { businessesOfMember, memberRole } from './members.repository.js';

export interface FoundersServiceDeps {
  db: Db;
}

/**
 * What a founder may reach (issue 26, docs/architecture.md "Founders"): only the businesses
 * whose team they are in. A business they are not in answers 404, as one that does not exist,
 * so a founder learns nothing of other businesses (not even that an id is taken).
 */
export function createFoundersService({ db }: FoundersServiceDeps) {
  /**
   * The caller's role in the business; 404 unless they are in its team with one of `roles`
   * (any role when omitted). Every founder route that names a business calls this first.
   */
  async function access(
    userId: string,
    projectId: string,
    roles: readonly BusinessMemberRole[] = ['owner', 'editor'],
  ): Promise<BusinessMemberRole> {
    // Checked before validation (team-check.ts): an id no business can have (a NUL byte, too
    // long) is not found either, and never reaches the database.
    if (!projectIdParamsSchema.shape.id.safeParse(projectId).success) throw notFound('Business not found');
    const role = await memberRole(db, projectId, userId);
    if (!role || !roles.includes(role)) throw notFound('Business not found');
    return role;
  }

  async function listMine(user: Pick<UserRow, 'id' | 'language'>): Promise<FounderBusinessList> {
    const language = normalizeLanguage(user.language);
    const rows = await businessesOfMember(db, user.id);
    return {
      businesses: rows.map((row) => ({
        id: row.id,
        name: row.name[language] || row.name.en,
        status: row.publishedAt ? row.status : 'draft',
        role: row.role,
        currency: row.currency,
        target: fromMinorUnits(row.targetMinor, row.currency),
        raised: fromMinorUnits(row.raisedMinor, row.currency),
        investor_count: row.investorCount,
        published_at: row.publishedAt?.toISOString() ?? null,
        funding_end: row.fundingEnd?.toISOString() ?? null,
      })),
    };
  }

  return { access, listMine };
}

export type FoundersService = ReturnType<typeof createFoundersService>;
