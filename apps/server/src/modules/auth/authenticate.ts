import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../../lib/errors.js';
import { guard } from '../../lib/route-access.js';
import { createClientContextReader, type ClientContext } from '../sessions/client-context.js';
import type { SecondFactorService } from '../second-factor/second-factor.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { UserCache } from '../users/user-cache.js';
import type { UserRow } from '../users/users.repository.js';
import type { TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the requireUser / optionalUser pre-handlers. */
    user: UserRow | null;
    /** The session the request's token belongs to, set with `user`. */
    sessionId: string | null;
    /** `user` was read from the database for this request (not kept from an earlier one). */
    userIsFresh: boolean;
  }
  interface FastifyInstance {
    /** Pre-handler: 401 unless a valid, current bearer token is sent. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** Pre-handler: sets request.user when a valid token is sent, never fails. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
    /** Pre-handler: 403 unless the user is an operator (role admin). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /**
     * Pre-handler, after requireUser or requireAdmin: 403 STEP_UP_REQUIRED unless this session
     * stepped up in the last 5 minutes (docs/architecture.md, "Second factor").
     */
    requireStepUp: (request: FastifyRequest) => Promise<void>;
    /** What a sign-in records of the request: device, country, network (sessions/client-context.ts). */
    clientContextOf: (request: FastifyRequest) => ClientContext;
  }
}

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** RFC 6750: the scheme (any case), one space, one token of the b64token alphabet, nothing else. */
const BEARER = /^bearer ([A-Za-z0-9\-._~+/]+=*)$/i;

/**
 * The token of the Authorization header: null when there is no header, and a 401
 * for any other shape, so no variant of one token ("Bearer <t> x", extra spaces)
 * passes for a different credential.
 */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const token = BEARER.exec(header)?.[1];
  if (!token) throw unauthorized(SESSION_EXPIRED);
  return token;
}

export interface AuthenticateOptions {
  users: Pick<UserCache, 'read'>;
  tokens: TokenService;
  sessions: Pick<SessionsService, 'isLive'>;
  secondFactor: Pick<SecondFactorService, 'requireRecentStepUp'>;
  /** The trusted proxy's country header (COUNTRY_HEADER); null: countries are unknown. */
  countryHeader: string | null;
}

/**
 * Bearer-token authentication. A token is valid while it verifies, has not
 * expired, its session is live (docs/architecture.md, "Sessions"), and it carries
 * the user's current token version.
 */
export const authenticate = fp(
  async (app: FastifyInstance, { users, tokens, sessions, secondFactor, countryHeader }: AuthenticateOptions) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('userIsFresh', false);
    app.decorate('clientContextOf', createClientContextReader(countryHeader));

    async function resolve(
      request: FastifyRequest,
    ): Promise<{ user: UserRow; sessionId: string; fresh: boolean } | null> {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = await tokens.verify(token);
      if (!claims) throw unauthorized(SESSION_EXPIRED);
      if (!(await sessions.isLive(claims.sessionId, claims.userId))) throw unauthorized(SESSION_EXPIRED);
      const { row: user, fresh } = await users.read(claims.userId);
      if (!user || user.tokenVersion !== claims.tokenVersion) throw unauthorized(SESSION_EXPIRED);
      // A demo account (/demo) ends with its visit, before the purge job removes it.
      if (user.demoExpiresAt && user.demoExpiresAt.getTime() <= Date.now()) throw unauthorized(SESSION_EXPIRED);
      return { user, sessionId: claims.sessionId, fresh };
    }

    // Each is a guard (lib/route-access.ts): attached to a route, it declares the route's security.
    app.decorate(
      'requireUser',
      guard('user', async function requireUser(request: FastifyRequest) {
        // Signed in already by an earlier hook of this request (the demo boundary's, say).
        if (request.user && request.sessionId) return;
        const signedIn = await resolve(request);
        if (!signedIn) throw unauthorized('Please sign in to continue.');
        request.user = signedIn.user;
        request.sessionId = signedIn.sessionId;
        request.userIsFresh = signedIn.fresh;
      }),
    );

    app.decorate(
      'optionalUser',
      guard('optional', async function optionalUser(request: FastifyRequest) {
        try {
          const signedIn = await resolve(request);
          request.user = signedIn?.user ?? null;
          request.sessionId = signedIn?.sessionId ?? null;
          request.userIsFresh = signedIn?.fresh ?? false;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          request.user = null;
          request.sessionId = null;
        }
      }),
    );

    app.decorate(
      'requireAdmin',
      guard('operator', async function requireAdmin(request: FastifyRequest) {
        await app.requireUser(request);
        if (request.user?.role !== 'admin') throw forbidden('Operators only');
      }),
    );

    app.decorate(
      'requireStepUp',
      guard('user', async function requireStepUp(request: FastifyRequest) {
        if (!request.user || !request.sessionId) await app.requireUser(request);
        await secondFactor.requireRecentStepUp(request.user!, request.sessionId!);
      }),
    );
  },
  { name: 'authenticate' },
);
