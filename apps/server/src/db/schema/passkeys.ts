import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { users } from './users.js';

/**
 * A user's passkeys (docs/architecture.md, "Passkeys"): the public half of a key pair the user's
 * authenticator keeps. Nothing here lets anyone sign in; it only checks a signature.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id as the browser gives it (base64url). */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 when it keeps none); a lower one means a clone. */
    counter: integer('counter').notNull().default(0),
    /** How the browser may reach the authenticator ("internal", "hybrid", "usb"...), as it told us. */
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Synced between devices (multi-device credential). */
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('passkeys_credential_idx').on(table.credentialId),
    index('passkeys_user_idx').on(table.userId),
  ],
);

export const PASSKEY_CEREMONIES = ['register', 'sign_in', 'verify'] as const;
export type PasskeyCeremonyKind = (typeof PASSKEY_CEREMONIES)[number];

/**
 * A WebAuthn ceremony's challenge, kept in the database so any instance can finish what another
 * started; taken (deleted) by the first attempt to finish it, so it works once.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ceremony: text('ceremony').$type<PasskeyCeremonyKind>().notNull(),
    /** Whose ceremony it is; null for a sign-in, where the passkey names its owner. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('passkey_challenges_expiry_idx').on(table.expiresAt),
    check('passkey_challenges_ceremony_check', oneOf(table.ceremony, PASSKEY_CEREMONIES)),
  ],
);
