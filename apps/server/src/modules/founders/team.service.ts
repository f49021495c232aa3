import {
  INVITATION_TTL_DAYS,
  normalizeLanguage,
  type BusinessMemberRole,
  type FounderTeam,
  type InvitationView,
  type Language,
  type TeamInvitation,
  type TeamInvite,
} from '@grove/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { queueMail } from '../mail/mail.service.js';
import type { UserRow } from '../users/users.repository.js';
import { addMember } from './members.repository.js';
import {
  deleteMember,
  findInvitation,
  insertInvitation,
  lockMembers,
  markAccepted,
  membersOf,
  openInvitations,
  revokeInvitation,
  setMemberRole,
} from './team.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidInvitation = () =>
  new AppError('INVITATION_INVALID', 'This invitation is no longer valid: it was used, withdrawn or has expired');
const lastOwner = () =>
  new AppError('LAST_OWNER', 'A business keeps at least one owner: make someone else an owner first');

const presentInvitation = (row: {
  id: string;
  email: string;
  role: BusinessMemberRole;
  expiresAt: Date;
  createdAt: Date;
}): TeamInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expires_at: row.expiresAt.toISOString(),
  created_at: row.createdAt.toISOString(),
});

/**
 * A business's team (docs/architecture.md "The founder's portal"): owners invite by e-mail (a
 * single-use token, kept hashed, valid for a week, for that address only), change roles and
 * remove members; the last owner stays. The caller's access is checked by the routes.
 */
export function createTeamService({ db, clock, publicUrl }: { db: Db; clock: Clock; publicUrl: string }) {
  async function team(projectId: string, yourRole: BusinessMemberRole): Promise<FounderTeam> {
    const [members, invitations] = await Promise.all([
      membersOf(db, projectId),
      yourRole === 'owner' ? openInvitations(db, projectId, clock.now()) : Promise.resolve([]),
    ]);
    return {
      your_role: yourRole,
      members: members.map((m) => ({
        user_id: m.userId,
        name: m.name,
        email: m.email,
        role: m.role,
        added_at: m.createdAt.toISOString(),
      })),
      invitations: invitations.map(presentInvitation),
    };
  }

  /** Changes a member's role or removes them, keeping at least one owner. */
  async function changeMember(actorId: string, projectId: string, memberId: string, role: BusinessMemberRole | null) {
    await db.transaction(async (tx) => {
      const members = await lockMembers(tx, projectId);
      const member = members.find((m) => m.userId === memberId);
      if (!member) throw notFound('Member not found');
      const owners = members.filter((m) => m.role === 'owner').length;
      if (member.role === 'owner' && role !== 'owner' && owners <= 1) throw lastOwner();
      if (role) await setMemberRole(tx, projectId, memberId, role);
      else await deleteMember(tx, projectId, memberId);
      await recordAudit(tx, {
        actorId,
        action: role ? 'founder.member.role' : 'founder.member.remove',
        targetType: 'project',
        targetId: projectId,
        before: { user_id: memberId, role: member.role },
        after: role ? { user_id: memberId, role } : null,
      });
    });
  }

  return {
    team,

    async invite(
      actor: Pick<UserRow, 'id'>,
      projectId: string,
      input: TeamInvite,
      businessName: Record<Language, string>,
    ): Promise<TeamInvitation> {
      const members = await membersOf(db, projectId);
      if (members.some((m) => m.email.toLowerCase() === input.email)) {
        throw new AppError('CONFLICT', 'This person is already in the team');
      }
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await insertInvitation(tx, {
          projectId,
          email: input.email,
          role: input.role,
          tokenHash: hashOf(token),
          invitedBy: actor.id,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
          createdAt: now,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'founder.invitation.create',
          targetType: 'project',
          targetId: projectId,
          after: { invitation_id: row.id, email: input.email, role: input.role },
        });
        // The invitee's language is unknown: the inviter's business name in English, the mail in English.
        await queueMail(tx, {
          to: input.email,
          language: 'en',
          template: 'founderInvitation',
          params: {
            business: businessName.en,
            role: input.role,
            url: `${publicUrl}/founder/invitations/${encodeURIComponent(token)}`,
            days: INVITATION_TTL_DAYS,
          },
        });
        return presentInvitation(row);
      });
    },

    async revoke(actorId: string, projectId: string, invitationId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await revokeInvitation(tx, projectId, invitationId);
        if (!row) throw notFound('Invitation not found');
        await recordAudit(tx, {
          actorId,
          action: 'founder.invitation.revoke',
          targetType: 'project',
          targetId: projectId,
          before: { invitation_id: row.id, email: row.email, role: row.role },
        });
      });
    },

    setRole: (actorId: string, projectId: string, memberId: string, role: BusinessMemberRole) =>
      changeMember(actorId, projectId, memberId, role),
    remove: (actorId: string, projectId: string, memberId: string) => changeMember(actorId, projectId, memberId, null),

    /** What an invitation offers, for its page; the caller sees whether their address is the invited one. */
    async view(user: Pick<UserRow, 'email' | 'language'>, token: string): Promise<InvitationView> {
      const row = await findInvitation(db, hashOf(token));
      const now = clock.now();
      if (!row || row.invitation.acceptedAt || row.invitation.revokedAt || row.invitation.expiresAt <= now) {
        throw invalidInvitation();
      }
      const language = normalizeLanguage(user.language);
      return {
        project_id: row.invitation.projectId,
        business_name: row.projectName[language] || row.projectName.en,
        email: row.invitation.email,
        role: row.invitation.role,
        expires_at: row.invitation.expiresAt.toISOString(),
        address_matches: user.email.toLowerCase() === row.invitation.email,
      };
    },

    /** Joins the team: once, before expiry, and only with the invited address. */
    async accept(user: Pick<UserRow, 'id' | 'email'>, token: string): Promise<{ project_id: string }> {
      return db.transaction(async (tx) => {
        const row = await findInvitation(tx, hashOf(token), true);
        const now = clock.now();
        if (!row || row.invitation.acceptedAt || row.invitation.revokedAt || row.invitation.expiresAt <= now) {
          throw invalidInvitation();
        }
        if (user.email.toLowerCase() !== row.invitation.email) {
          throw new AppError(
            'INVITATION_ADDRESS_MISMATCH',
            'This invitation was sent to another e-mail address: sign in with that address to accept it',
          );
        }
        if (!(await markAccepted(tx, row.invitation.id, user.id, now))) throw invalidInvitation();
        await addMember(tx, {
          projectId: row.invitation.projectId,
          userId: user.id,
          role: row.invitation.role,
          addedBy: row.invitation.invitedBy,
        });
        await recordAudit(tx, {
          actorId: user.id,
          action: 'founder.invitation.accept',
          targetType: 'project',
          targetId: row.invitation.projectId,
          after: { invitation_id: row.invitation.id, user_id: user.id, role: row.invitation.role },
        });
        return { project_id: row.invitation.projectId };
      });
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
