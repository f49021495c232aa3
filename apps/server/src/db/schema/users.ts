import { sql } from 'drizzle-orm';
import {
  INVESTOR_TYPES,
  KYC_STATUSES,
  LANGUAGES,
  ONBOARDING_STATUSES,
  USER_ROLES,
  type InvestorType,
  type KycStatus,
  type Language,
  type OnboardingStatus,
  type UserRole,
} from '@grove/contracts';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { demoVisits } from './demo.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased: e-mail is unique regardless of case. */
    email: text('email').notNull(),
    /** argon2id; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    name: text('name'),
    phone: text('phone'),
    location: text('location'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** The name and birth date identity verification confirmed (set when it passes); a bank account's holder must match it. */
    verifiedName: text('verified_name'),
    verifiedDateOfBirth: date('verified_date_of_birth', { mode: 'string' }),
    language: text('language').$type<Language>().notNull().default('en'),
    onboardingStatus: text('onboarding_status').$type<OnboardingStatus>().notNull().default('not_passed'),
    investorType: text('investor_type').$type<InvestorType>(),
    /** Normalised KYC status (contracts KYC_STATUSES). */
    kycStatus: text('kyc_status').$type<KycStatus>().notNull().default('not_started'),
    role: text('role').$type<UserRole>().notNull().default('investor'),
    /** Raised on logout and password reset: every token with an older version stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    googleSub: text('google_sub'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** When the investor last declared their type; a sophisticated declaration is asked again after two years. */
    investorDeclaredAt: timestamp('investor_declared_at', { withTimezone: true }),
    /**
     * Declared loss-bearing capacity (net annual income + liquid assets − annual
     * commitments) in minor units of USD; drives the extra risk acknowledgment.
     */
    netWorthMinor: bigint('net_worth_minor', { mode: 'number' }),
    /** A demo account's visit (/demo); null for everyone else. */
    demoVisitId: uuid('demo_visit_id').references(() => demoVisits.id, { onDelete: 'restrict' }),
    /** The visit's expiry, on the row so signing in can refuse an expired demo account without a join. */
    demoExpiresAt: timestamp('demo_expires_at', { withTimezone: true }),
    /**
     * When the owner closed the account: its personal data was erased and the e-mail replaced by
     * a tombstone that cannot sign in; the financial records stay (docs/architecture.md, "Account settings").
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    uniqueIndex('users_google_sub_idx')
      .on(table.googleSub)
      .where(sql`${table.googleSub} IS NOT NULL`),
    index('users_demo_visit_idx')
      .on(table.demoVisitId)
      .where(sql`${table.demoVisitId} IS NOT NULL`),
    check('users_language_check', oneOf(table.language, LANGUAGES)),
    check('users_onboarding_status_check', oneOf(table.onboardingStatus, ONBOARDING_STATUSES)),
    check('users_investor_type_check', oneOf(table.investorType, INVESTOR_TYPES)),
    check('users_kyc_status_check', oneOf(table.kycStatus, KYC_STATUSES)),
    check('users_role_check', oneOf(table.role, USER_ROLES)),
  ],
);

/** One-time password recovery codes, stored only as a keyed hash. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_codes_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Fixed-window counters for per-account limits (sign-in failures, recovery
 * requests). Kept in the database so every server instance sees the same count.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
