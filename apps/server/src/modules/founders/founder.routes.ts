import { errorEnvelopeSchema, founderBusinessListSchema } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RevenueCardPayments } from '../revenue/revenue-card.js';
import type { RevenueService } from '../revenue/revenue.service.js';
import { founderRevenueRoutes } from '../revenue/revenue.routes.js';
import type { FilesService } from '../files/files.service.js';
import { applicationsRoutes } from './applications.routes.js';
import type { ApplicationsService } from './applications.service.js';
import type { FoundersService } from './founders.service.js';
import { galleryRoutes } from './gallery.routes.js';
import type { GalleryService } from './gallery.service.js';
import { portalRoutes, type PortalRoutesOptions } from './portal.routes.js';

/**
 * The founder's portal API, mounted at /api/v1/founder (issue 26). Every route here needs a
 * signed-in user (attached to each route, so the OpenAPI document declares it); a route that
 * names a business then asks `founders.access` for the caller's role in its team, which answers
 * 404 to anyone outside it. Each area of the portal registers its routes file in this scope.
 */
export const founderRoutes: FastifyPluginAsyncZod<{
  founders: FoundersService;
  portal: Omit<PortalRoutesOptions, 'founders'>;
  revenue: RevenueService;
  revenueCard: RevenueCardPayments;
  applications: ApplicationsService;
  files: FilesService;
  gallery: GalleryService;
}> = async (app, { founders, portal, revenue, revenueCard, applications, files, gallery }) => {
  app.addHook('onRoute', (route) => {
    route.onRequest = [app.requireUser, ...[route.onRequest ?? []].flat()];
  });
  const common = { tags: ['founder'] };

  app.get(
    '/businesses',
    {
      schema: {
        ...common,
        summary: 'The businesses whose team you are in, with your role (owner or editor)',
        response: { 200: founderBusinessListSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => founders.listMine(request.user!),
  );

  await app.register(portalRoutes, { founders, ...portal });
  await app.register(galleryRoutes, { founders, gallery });
  await app.register(founderRevenueRoutes, { founders, revenue, revenueCard });
  // Applications to raise (docs/architecture.md, "Applications to raise").
  await app.register(applicationsRoutes, { applications, files });
};
