import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  PASSKEY_CHALLENGE_TTL_SECONDS,
  PASSKEYS_PER_USER_MAX,
  type AuthResponse,
  type Passkey,
  type PasskeyCeremony,
  type PasskeyCredential,
} from '@grove/contracts';
import type { Db, Executor } from '../../db/client.js';
import type { PasskeyCeremonyKind } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { queueMail } from '../mail/mail.service.js';
import type { ClientContext } from '../sessions/client-context.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { toUserDto } from '../users/users.mapper.js';
import { findUserById, type UserRow } from '../users/users.repository.js';
import {
  countPasskeysOf,
  deletePasskey,
  findPasskeyByCredential,
  insertPasskey,
  insertPasskeyChallenge,
  listPasskeysOf,
  recordPasskeyUse,
  renamePasskey,
  takePasskeyChallenge,
  type PasskeyRow,
} from './passkeys.repository.js';

/** The relying party: this site, as the browser names it. */
export interface RelyingParty {
  /** The site's host name (no scheme, no port): a passkey works on it and its subdomains. */
  id: string;
  name: string;
  /** The origins a ceremony may come from (the public URL's, and the allowed CORS origins). */
  origins: string[];
}

/**
 * This site as a relying party: the public URL's host, and its origin with the other allowed
 * origins (a passkey made on one works on all of them).
 */
export function relyingParty(config: { publicUrl: string; corsOrigins: readonly string[] }): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, name: 'Grove', origins: [...new Set([url.origin, ...config.corsOrigins])] };
}

export interface PasskeysServiceDeps {
  db: Db;
  rp: RelyingParty;
  sessions: Pick<SessionsService, 'start'>;
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;

const invalid = () => new AppError('PASSKEY_INVALID', 'This passkey could not be verified. Please try again.');
const notFound = () => new AppError('PASSKEY_NOT_FOUND', 'This passkey has already been removed.');

/** A user id as WebAuthn's user handle: its 16 bytes, never the e-mail address. */
const userHandle = (userId: string) => Buffer.from(userId.replaceAll('-', ''), 'hex');

const toDto = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  synced: row.backedUp,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** A stored passkey as the library checks an answer against it. */
const credentialOf = (row: PasskeyRow) => ({
  id: row.credentialId,
  publicKey: Buffer.from(row.publicKey, 'base64url'),
  counter: row.counter,
  transports: row.transports as AuthenticatorTransport[],
});

/** What a device is called until its owner names it: the browser and system it was made on. */
const defaultName = (context: ClientContext) => context.device ?? 'Passkey';

/**
 * Passkeys (docs/architecture.md, "Passkeys"): registering one from a signed-in session, signing
 * in with one instead of a password. Every ceremony's challenge is stored and works once, so a
 * captured response cannot be replayed, on this instance or another; the library checks the
 * signature, the origin and the site, and that the user unlocked the authenticator.
 */
export function createPasskeysService(deps: PasskeysServiceDeps) {
  const { db, rp } = deps;

  async function ceremony(kind: PasskeyCeremonyKind, userId: string | null, challenge: string) {
    return insertPasskeyChallenge(db, {
      ceremony: kind,
      userId,
      challenge,
      expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_TTL_SECONDS * 1000),
    });
  }

  async function take(kind: PasskeyCeremonyKind, challengeId: string, userId: string | null): Promise<string> {
    const challenge = await takePasskeyChallenge(db, challengeId, { ceremony: kind, userId, now: new Date() });
    if (!challenge) throw invalid();
    return challenge;
  }

  /** The library refuses a bad response by throwing: to the caller that is one clear answer. */
  async function verified<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('PASSKEY_INVALID', 'This passkey could not be verified. Please try again.', { cause: error });
    }
  }

  return {
    /** Whether the user has any passkey (one of the second factor's methods when they have the app). */
    async hasPasskey(executor: Executor, userId: string): Promise<boolean> {
      return (await countPasskeysOf(executor, userId)) > 0;
    },

    /**
     * Starts proving the second factor with a passkey (a sign-in's second step or a step-up): only
     * this user's passkeys may answer. The password (or a session) already says who it is, so the
     * device is asked for presence, and for its lock where it has one.
     */
    async verificationOptions(userId: string): Promise<PasskeyCeremony> {
      const mine = await listPasskeysOf(db, userId);
      if (mine.length === 0) throw invalid();
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
        userVerification: 'preferred',
        allowCredentials: mine.map((row) => ({
          id: row.credentialId,
          transports: row.transports as AuthenticatorTransport[],
        })),
      });
      return { challenge_id: await ceremony('verify', userId, options.challenge), options: { ...options } };
    },

    /**
     * Whether a passkey's answer proves the second factor for this user: their challenge, once,
     * one of their passkeys, its signature and a counter that moved forward. False, never an
     * error, for a wrong answer: the caller counts it as a wrong code. In the caller's transaction.
     */
    async verifyAssertion(
      executor: Executor,
      userId: string,
      proof: { challengeId: string; credential: PasskeyCredential },
    ): Promise<boolean> {
      const expectedChallenge = await takePasskeyChallenge(executor, proof.challengeId, {
        ceremony: 'verify',
        userId,
        now: new Date(),
      });
      const passkey = await findPasskeyByCredential(executor, proof.credential.id);
      if (!expectedChallenge || passkey?.userId !== userId) return false;
      let result;
      try {
        result = await verifyAuthenticationResponse({
          response: proof.credential as unknown as AuthenticationResponseJSON,
          expectedChallenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          credential: credentialOf(passkey),
          requireUserVerification: false,
        });
      } catch {
        // The library refuses a bad answer by throwing (a wrong signature, origin, counter...).
        return false;
      }
      if (!result.verified) return false;
      return recordPasskeyUse(executor, passkey.id, {
        counter: result.authenticationInfo.newCounter,
        backedUp: result.authenticationInfo.credentialBackedUp,
        at: new Date(),
      });
    },

    async list(userId: string): Promise<Passkey[]> {
      return (await listPasskeysOf(db, userId)).map(toDto);
    },

    /** Starts registering a passkey for the signed-in user; the ones they have are excluded. */
    async registrationOptions(user: Pick<UserRow, 'id' | 'email' | 'name'>): Promise<PasskeyCeremony> {
      const existing = await listPasskeysOf(db, user.id);
      if (existing.length >= PASSKEYS_PER_USER_MAX) throw limitReached();
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userID: userHandle(user.id),
        userDisplayName: user.name ?? user.email,
        timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({
          id: row.credentialId,
          transports: row.transports as AuthenticatorTransport[],
        })),
        // A passkey signs in on its own, so it must be found without a user name and must be unlocked.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      return { challenge_id: await ceremony('register', user.id, options.challenge), options: { ...options } };
    },

    /** Finishes a registration: the response must answer this user's challenge, once. */
    async register(
      user: Pick<UserRow, 'id' | 'email' | 'language'>,
      input: { challengeId: string; credential: PasskeyCredential; name?: string | undefined },
      context: ClientContext,
    ): Promise<Passkey> {
      const expectedChallenge = await take('register', input.challengeId, user.id);
      const result = await verified(() =>
        verifyRegistrationResponse({
          response: input.credential as unknown as RegistrationResponseJSON,
          expectedChallenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          requireUserVerification: true,
        }),
      );
      if (!result.verified) throw invalid();
      const { credential, credentialBackedUp } = result.registrationInfo;
      const row = await db.transaction(async (tx) => {
        if ((await countPasskeysOf(tx, user.id)) >= PASSKEYS_PER_USER_MAX) throw limitReached();
        const inserted = await insertPasskey(tx, {
          userId: user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          backedUp: credentialBackedUp,
          name: input.name ?? defaultName(context),
        });
        if (!inserted) {
          throw new AppError('PASSKEY_INVALID', 'This passkey is already registered.');
        }
        await queueMail(tx, {
          to: user.email,
          language: user.language,
          template: 'passkeyAdded',
          params: { name: inserted.name, device: context.device, country: context.country },
          userId: user.id,
        });
        return inserted;
      });
      return toDto(row);
    },

    async rename(userId: string, id: string, name: string): Promise<Passkey> {
      const row = await renamePasskey(db, userId, id, name);
      if (!row) throw notFound();
      return toDto(row);
    },

    async remove(user: Pick<UserRow, 'id' | 'email' | 'language'>, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await deletePasskey(tx, user.id, id);
        if (!row) throw notFound();
        await queueMail(tx, {
          to: user.email,
          language: user.language,
          template: 'passkeyRemoved',
          params: { name: row.name },
          userId: user.id,
        });
      });
    },

    /** Starts a sign-in: any passkey of this site may answer (the browser lets the user pick). */
    async signInOptions(): Promise<PasskeyCeremony> {
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
        userVerification: 'required',
      });
      return { challenge_id: await ceremony('sign_in', null, options.challenge), options: { ...options } };
    },

    /**
     * Signs in with a passkey: the response must answer a sign-in challenge, once, with a passkey
     * we know, signed by its key, unlocked by its owner, and with a signature counter that moved
     * forward (a counter that goes back means a copied authenticator). The password's failure
     * counters do not apply: a stranger cannot use them to keep the owner out.
     */
    async signIn(
      input: { challengeId: string; credential: PasskeyCredential },
      context: ClientContext,
    ): Promise<AuthResponse> {
      const expectedChallenge = await take('sign_in', input.challengeId, null);
      const passkey = await findPasskeyByCredential(db, input.credential.id);
      if (!passkey) throw invalid();
      const result = await verified(() =>
        verifyAuthenticationResponse({
          response: input.credential as unknown as AuthenticationResponseJSON,
          expectedChallenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          credential: credentialOf(passkey),
          requireUserVerification: true,
        }),
      );
      if (!result.verified) throw invalid();
      const { newCounter, credentialBackedUp } = result.authenticationInfo;
      const used = await recordPasskeyUse(db, passkey.id, {
        counter: newCounter,
        backedUp: credentialBackedUp,
        at: new Date(),
      });
      if (!used) throw invalid();
      const user = await findUserById(db, passkey.userId);
      if (!user || user.closedAt || (user.demoExpiresAt && user.demoExpiresAt.getTime() <= Date.now())) {
        throw invalid();
      }
      // The device checked its owner (user verification): the sign-in is two factors, a step-up too.
      const { token } = await deps.sessions.start(user, context, 'passkey', new Date());
      return { token, user: toUserDto(user) };
    },
  };
}

function limitReached() {
  return new AppError(
    'PASSKEY_LIMIT_REACHED',
    `You already have ${PASSKEYS_PER_USER_MAX} passkeys. Remove one to add another.`,
  );
}
