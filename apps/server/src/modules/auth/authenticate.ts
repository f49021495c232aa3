import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../../lib/errors.js';
import { guard } from '../../lib/route-access.js';
import type { UserCache } from '../users/user-cache.js';
import type { UserRow } from '../users/users.repository.js';
import type { TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the requireUser / optionalUser pre-handlers. */
    user: UserRow | null;
  }
  interface FastifyInstance {
    /** Pre-handler: 401 unless a valid, current bearer token is sent. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** Pre-handler: sets request.user when a valid token is sent, never fails. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
    /** Pre-handler: 403 unless the user is an operator (role admin). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
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

/**
 * Bearer-token authentication. A token is valid while it verifies, has not
 * expired, and carries the user's current token version (logout and password
 * reset raise the version, which ends every older token).
 */
export const authenticate = fp(
  async (app: FastifyInstance, { users, tokens }: { users: Pick<UserCache, 'get'>; tokens: TokenService }) => {
    app.decorateRequest('user', null);

    async function resolveUser(request: FastifyRequest): Promise<UserRow | null> {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = await tokens.verify(token);
      if (!claims) throw unauthorized(SESSION_EXPIRED);
      const user = await users.get(claims.userId);
      if (!user || user.tokenVersion !== claims.tokenVersion) throw unauthorized(SESSION_EXPIRED);
      // A demo account (/demo) ends with its visit, before the purge job removes it.
      if (user.demoExpiresAt && user.demoExpiresAt.getTime() <= Date.now()) throw unauthorized(SESSION_EXPIRED);
      return user;
    }

    // Each is a guard (lib/route-access.ts): attached to a route, it declares the route's security.
    app.decorate(
      'requireUser',
      guard('user', async function requireUser(request: FastifyRequest) {
        const user = await resolveUser(request);
        if (!user) throw unauthorized('Please sign in to continue.');
        request.user = user;
      }),
    );

    app.decorate(
      'optionalUser',
      guard('optional', async function optionalUser(request: FastifyRequest) {
        try {
          request.user = await resolveUser(request);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          request.user = null;
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
  },
  { name: 'authenticate' },
);
