import type { FastifyRequest } from 'fastify';

/**
 * Who may call a route, as its guard decides:
 * - `user`: a signed-in user (requireUser);
 * - `operator`: a signed-in operator (requireAdmin);
 * - `optional`: anyone, better served when signed in (optionalUser);
 * - `devTool`: the machine the server runs on, or an operator (devToolAccess), else a 404;
 * - `public`: anyone (no guard).
 */
export type RouteAccess = 'public' | 'user' | 'operator' | 'optional' | 'devTool';

export type Guard = (request: FastifyRequest) => Promise<void>;

/** The hooks of a route's own options, where a guard is attached. */
export interface GuardedRoute {
  onRequest?: unknown;
  preValidation?: unknown;
  preHandler?: unknown;
}

const accessOfGuard = new WeakMap<object, Exclude<RouteAccess, 'public'>>();

/** Marks a pre-handler as a guard, so the OpenAPI document declares the security it enforces. */
export function guard<T extends Guard>(access: Exclude<RouteAccess, 'public'>, check: T): T {
  accessOfGuard.set(check, access);
  return check;
}

/**
 * The access a route's guards enforce, read from the hooks in its own options (a route, or a
 * scope's onRoute hook, attaches them there; never as a scope's addHook, which this can't see).
 * With several guards, the strictest wins.
 */
export function accessOf(route: GuardedRoute): RouteAccess {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
  const found = new Set(hooks.flatMap((hook) => (typeof hook === 'function' ? [accessOfGuard.get(hook)] : [])));
  for (const access of ['operator', 'devTool', 'user', 'optional'] as const) if (found.has(access)) return access;
  return 'public';
}

/** The OpenAPI security requirement of each access (components.securitySchemes.bearerAuth). */
export const SECURITY_OF_ACCESS: Record<RouteAccess, Array<Record<string, string[]>>> = {
  public: [],
  user: [{ bearerAuth: [] }],
  // OpenAPI 3.1 lets a non-OAuth requirement name the roles it needs.
  operator: [{ bearerAuth: ['admin'] }],
  optional: [{}, { bearerAuth: [] }],
  devTool: [{ bearerAuth: ['admin'] }],
};
