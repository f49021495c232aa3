import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_LINK_PAGES,
  EMAIL_CHANGE_TTL_HOURS,
  EMAIL_KINDS,
  isOptionalEmailKind,
  normalizeLanguage,
  type AuthResponse,
  type ChangePasswordRequest,
  type EmailChangeConfirmResult,
  type EmailChangeRequest,
  type EmailChangeState,
  type EmailKind,
  type EmailPreferences,
} from '@grove/contracts';
import type { Db, Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { TokenService } from '../auth/tokens.js';
import { forgetEmailPreferences, optedOutKinds, queueMail, setEmailKindEnabled } from '../mail/mail.service.js';
import type { UnsubscribeTokens } from '../mail/unsubscribe.js';
import { eraseNotificationsOf } from '../notifications/notifications.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import {
  confirmEmailChangeSide,
  deleteAccountTraces,
  endEmailChange,
  endOpenEmailChanges,
  findOpenEmailChange,
  insertEmailChange,
  lockEmailChangeByToken,
} from './account.repository.js';
import type { SecondFactorService } from '../second-factor/second-factor.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { endOtherSignIns } from './end-other-sign-ins.js';
import { toUserDto } from './users.mapper.js';
import {
  bumpTokenVersion,
  findUserByEmail,
  findUserById,
  lockUserById,
  updateUser,
  type UserRow,
} from './users.repository.js';

export interface AccountServiceDeps {
  db: Db;
  clock: Clock;
  tokens: Pick<TokenService, 'sign'>;
  sessions: Pick<SessionsService, 'endAllOf'>;
  /** Closing the account erases its authenticator app, recovery codes and remembered devices. */
  secondFactor: Pick<SecondFactorService, 'eraseOf'>;
  passwords: Pick<PasswordHasher, 'hash' | 'verify' | 'verifyAgainstNothing'>;
  wallet: Pick<WalletService, 'unsettledMoney'>;
  payments: Pick<PaymentsService, 'unsettledCountOf'>;
  unsubscribeTokens: Pick<UnsubscribeTokens, 'verify'>;
  publicUrl: string;
}

const linkToken = () => randomBytes(32).toString('base64url');
/** Link tokens are 256 random bits: a plain SHA-256 is enough to keep them useless at rest. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The address a closed account keeps: unique, and no mail can reach it (RFC 6761 `.invalid`). */
export const tombstoneEmail = (userId: string) => `closed-${userId}@closed.invalid`;

/**
 * Account settings (docs/architecture.md, "Account settings"): the password, the e-mail address
 * confirmed from both sides, e-mail preferences and closing the account.
 */
export function createAccountService(deps: AccountServiceDeps) {
  const { db, clock, passwords } = deps;

  /** The current password typed to confirm a change; the same work whether or not the account has one. */
  async function checkPassword(user: UserRow, password: string): Promise<void> {
    if (!user.passwordHash) {
      await passwords.verifyAgainstNothing(password);
      throw new AppError(
        'PASSWORD_NOT_SET',
        'Your account signs in with Google and has no password. Set one first with "Forgot password".',
      );
    }
    if (!(await passwords.verify(user.passwordHash, password))) {
      throw new AppError('CURRENT_PASSWORD_INCORRECT', 'Your current password is not correct.');
    }
  }

  const linkUrl = (token: string) => {
    const url = new URL(ACCOUNT_LINK_PAGES.emailChange, deps.publicUrl);
    url.searchParams.set('token', token);
    return url.toString();
  };

  async function presentEmailChange(executor: Executor, userId: string): Promise<EmailChangeState> {
    const open = await findOpenEmailChange(executor, userId, clock.now());
    return {
      pending: open
        ? {
            new_email: open.newEmail,
            expires_at: open.expiresAt.toISOString(),
            new_confirmed: open.newConfirmedAt !== null,
            old_confirmed: open.oldConfirmedAt !== null,
          }
        : null,
    };
  }

  async function emailPreferences(userId: string): Promise<EmailPreferences> {
    const off = new Set(await optedOutKinds(db, userId));
    return {
      preferences: EMAIL_KINDS.map((kind) => ({
        kind,
        enabled: !off.has(kind),
        required: !isOptionalEmailKind(kind),
      })),
    };
  }

  return {
    /** A new password, with the current one: every other sign-in ends, this client gets a fresh token. */
    async changePassword(user: UserRow, sessionId: string, input: ChangePasswordRequest): Promise<AuthResponse> {
      await checkPassword(user, input.current_password);
      const passwordHash = await passwords.hash(input.password);
      return db.transaction(async (tx) => {
        const { token, user: changed } = await endOtherSignIns(
          tx,
          deps,
          { id: user.id, sessionId },
          'password_changed',
          { passwordHash },
        );
        await queueMail(tx, {
          to: changed.email,
          language: normalizeLanguage(changed.language),
          template: 'passwordChangedInSettings',
          params: {},
          userId: changed.id,
        });
        return { token, user: toUserDto(changed) };
      });
    },

    emailChange(userId: string): Promise<EmailChangeState> {
      return presentEmailChange(db, userId);
    },

    /**
     * Starts a change of address: a link to the new address and one to the current one. The
     * answer is the same when the new address belongs to another account (that account's owner
     * is told instead, and this change can never complete), so it tells no one who has an account.
     */
    async requestEmailChange(user: UserRow, input: EmailChangeRequest): Promise<EmailChangeState> {
      await checkPassword(user, input.current_password);
      const newEmail = input.new_email;
      if (newEmail === user.email) throw new AppError('EMAIL_UNCHANGED', 'This is already your email address.');
      const now = clock.now();
      const owner = await findUserByEmail(db, newEmail);
      const oldToken = linkToken();
      const newToken = owner ? null : linkToken();
      return db.transaction(async (tx) => {
        await endOpenEmailChanges(tx, user.id, now);
        await insertEmailChange(tx, {
          userId: user.id,
          newEmail,
          oldTokenHash: hashToken(oldToken),
          newTokenHash: newToken ? hashToken(newToken) : null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
        });
        const language = normalizeLanguage(user.language);
        await queueMail(tx, {
          to: user.email,
          language,
          template: 'emailChangeConfirmOld',
          params: { url: linkUrl(oldToken), hours: EMAIL_CHANGE_TTL_HOURS, newEmail },
          userId: user.id,
        });
        if (newToken) {
          await queueMail(tx, {
            to: newEmail,
            language,
            template: 'emailChangeConfirmNew',
            params: { url: linkUrl(newToken), hours: EMAIL_CHANGE_TTL_HOURS },
          });
        } else if (owner) {
          await queueMail(tx, {
            to: newEmail,
            language: normalizeLanguage(owner.language),
            template: 'emailChangeAddressInUse',
            params: {},
            userId: owner.id,
          });
        }
        return presentEmailChange(tx, user.id);
      });
    },

    async cancelEmailChange(userId: string): Promise<EmailChangeState> {
      await endOpenEmailChanges(db, userId, clock.now());
      return { pending: null };
    },

    /**
     * One of the two links, followed (no sign-in needed: the link is the proof). Each works once;
     * the second one changes the address, and the old address is told.
     */
    async confirmEmailChange(token: string): Promise<EmailChangeConfirmResult> {
      const invalid = () =>
        new AppError(
          'LINK_INVALID',
          'This link is not valid any more: it was used already, has expired or is incomplete.',
        );
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const found = await lockEmailChangeByToken(tx, hashToken(token));
        if (!found || found.row.endedAt || found.row.expiresAt.getTime() <= now.getTime()) return null;
        const confirmed = await confirmEmailChangeSide(tx, found.row.id, found.side, now);
        if (!confirmed) return null;
        if (!confirmed.oldConfirmedAt || !confirmed.newConfirmedAt) return 'waiting' as const;
        const user = await lockUserById(tx, confirmed.userId);
        if (!user || user.closedAt) return null;
        await endEmailChange(tx, confirmed.id, now);
        // The address may have been taken since the request; under a race, the unique index decides.
        const holder = await findUserByEmail(tx, confirmed.newEmail);
        const changed = holder
          ? null
          : await tx
              .transaction((inner) => updateUser(inner, user.id, { email: confirmed.newEmail, emailVerified: true }))
              .catch((error: unknown) => {
                if (isUniqueViolation(error)) return null;
                throw error;
              });
        if (!changed) return 'taken' as const;
        await queueMail(tx, {
          to: user.email,
          language: normalizeLanguage(user.language),
          template: 'emailChanged',
          params: { newEmail: confirmed.newEmail },
          userId: user.id,
        });
        await recordAudit(tx, {
          actorId: user.id,
          action: 'user.email_change',
          targetType: 'user',
          targetId: user.id,
        });
        return 'completed' as const;
      });
      if (outcome === null || outcome === 'taken') throw invalid();
      return { status: outcome };
    },

    emailPreferences,

    async setEmailPreference(userId: string, kind: EmailKind, enabled: boolean): Promise<EmailPreferences> {
      if (!isOptionalEmailKind(kind)) {
        throw new AppError('EMAIL_KIND_REQUIRED', 'Security and money emails can’t be turned off.');
      }
      await setEmailKindEnabled(db, userId, kind, enabled);
      return emailPreferences(userId);
    },

    /** RFC 8058 one-click unsubscribe: the signed link switches its kind off, without sign-in. */
    async unsubscribe(token: string): Promise<{ kind: EmailKind }> {
      const claims = deps.unsubscribeTokens.verify(token);
      const user = claims ? await findUserById(db, claims.userId) : null;
      if (!claims || !user || user.closedAt) {
        throw new AppError(
          'LINK_INVALID',
          'This link is not valid any more: it was used already, has expired or is incomplete.',
        );
      }
      await setEmailKindEnabled(db, user.id, claims.kind, false);
      return { kind: claims.kind };
    },

    /**
     * Closes the account: refused while money is in the wallet or on its way; otherwise a last
     * e-mail to the address, then personal data erased (the row becomes a tombstone that cannot
     * sign in), financial records kept for their retention period, every sign-in ended at once.
     */
    async closeAccount(user: UserRow, password: string): Promise<void> {
      await checkPassword(user, password);
      const [wallet, unsettledPayments] = await Promise.all([
        deps.wallet.unsettledMoney(user.id),
        deps.payments.unsettledCountOf(user.id),
      ]);
      if (wallet.holdsBalance) {
        throw new AppError(
          'ACCOUNT_HAS_BALANCE',
          'Your wallet still holds money. Withdraw it to your bank first, then close the account.',
        );
      }
      if (wallet.movesInFlight > 0 || unsettledPayments > 0) {
        throw new AppError(
          'ACCOUNT_HAS_MONEY_IN_FLIGHT',
          'Money is still on its way (a payment, an investment in an open round, a withdrawal or a refund). You can close the account once it has settled.',
        );
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        const locked = await lockUserById(tx, user.id);
        if (!locked || locked.closedAt) return;
        await queueMail(tx, {
          to: locked.email,
          language: normalizeLanguage(locked.language),
          template: 'accountClosed',
          params: {},
          userId: locked.id,
        });
        await deps.sessions.endAllOf(tx, locked.id, 'account_closed');
        await deps.secondFactor.eraseOf(tx, locked.id);
        await bumpTokenVersion(tx, locked.id, {
          email: tombstoneEmail(locked.id),
          passwordHash: null,
          googleSub: null,
          emailVerified: false,
          name: null,
          phone: null,
          location: null,
          dateOfBirth: null,
          closedAt: now,
        });
        await deleteAccountTraces(tx, locked.id);
        await forgetEmailPreferences(tx, locked.id);
        await eraseNotificationsOf(tx, locked.id);
        // No personal data in the audit row: the id is the link to the records that stay.
        await recordAudit(tx, {
          actorId: locked.id,
          action: 'user.close',
          targetType: 'user',
          targetId: locked.id,
          after: { closed_at: now.toISOString() },
        });
      });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
