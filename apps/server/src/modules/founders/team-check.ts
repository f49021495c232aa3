import { BUSINESS_MEMBER_ROLES, type BusinessMemberRole } from '@grove/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FoundersService } from './founders.service.js';

/** A founder route's `config.roles`: who in the team may call it (any member when absent). */
export interface TeamRouteConfig {
  roles?: readonly BusinessMemberRole[];
}

export const OWNERS_ONLY: TeamRouteConfig = { roles: ['owner'] };

/**
 * The team check of a scope's routes on a business (`/businesses/:id/…`, docs/architecture.md
 * "Founders"): a preValidation hook asks `founders.access` before anything else of the route,
 * validation included, with the route's `config.roles`, so nobody outside the team (or without
 * the role) learns even what a route expects: 404, as for a business that does not exist.
 * Returns the caller's role as the check found it, for the handlers.
 */
export function checkTeam(
  app: FastifyInstance,
  founders: Pick<FoundersService, 'access'>,
): (request: FastifyRequest) => BusinessMemberRole {
  const roles = new WeakMap<FastifyRequest, BusinessMemberRole>();
  app.addHook('preValidation', async (request) => {
    const { id } = (request.params ?? {}) as { id?: string };
    if (id === undefined) return;
    const config = request.routeOptions.config as TeamRouteConfig;
    roles.set(request, await founders.access(request.user!.id, id, config.roles ?? BUSINESS_MEMBER_ROLES));
  });
  return (request) => roles.get(request)!;
}
