import { founderChangesRoutes } from './founder-changes.routes.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container } from '../../container.js';
import { adminProjectsRoutes } from './admin-projects.routes.js';
import { identityRoutes } from './identity.routes.js';
import { financeRoutes } from '../finance/finance.routes.js';
import { investorsRoutes } from './investors.routes.js';
import { lifecycleRoutes } from './lifecycle.routes.js';
import { payoutsRoutes } from './payouts.routes.js';
import { adminRevenueRoutes } from '../revenue/revenue.routes.js';
import { disbursementRoutes } from './disbursement.routes.js';
import { integrityRoutes } from './integrity.routes.js';
import { adminKiisRoutes } from './kiis.routes.js';
import { questionsRoutes } from './questions.routes.js';
import { adminWaitlistRoutes } from '../waitlist/waitlist.routes.js';
import { applicationsAdminRoutes } from './applications.routes.js';

/**
 * The operator console's API, mounted at /api/v1/admin. The guard runs on every request
 * in this scope before its body is read or validated, so a guest gets 401 and an investor
 * 403 on every route registered here, including ones added later; a demo operator then
 * reaches only their own visit's businesses, questions and people.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  // Attached to each route's own onRequest (not as a scope hook), so the OpenAPI document declares it.
  app.addHook('onRoute', (route) => {
    route.onRequest = [app.requireAdmin, ...[route.onRequest ?? []].flat()];
  });
  // Operators must have a second factor once their grace after the first sign-in has passed
  // (docs/architecture.md, "Second factor"); the console then shows its enrolment screen.
  app.addHook('preHandler', async (request) => container.secondFactor.requireOperatorFactor(request.user!));
  // A demo operator (/demo) runs the console of their own visit only (docs/architecture.md, "Demo visits").
  app.addHook('preHandler', async (request) =>
    container.demo.checkConsole(request.user!, {
      method: request.method,
      url: request.routeOptions.url,
      params: request.params,
    }),
  );

  // One registration per console area; each area's routes file lives in this folder.
  await app.register(adminProjectsRoutes, { adminProjects: container.adminProjects });
  await app.register(adminKiisRoutes, { kiis: container.kiis });
  await app.register(lifecycleRoutes, { lifecycle: container.lifecycle, overview: container.overview });
  await app.register(questionsRoutes, { questions: container.questions });
  await app.register(investorsRoutes, { payments: container.payments });
  await app.register(adminWaitlistRoutes, { waitlist: container.waitlist });
  await app.register(identityRoutes, { kyc: container.kyc });
  await app.register(payoutsRoutes, { payouts: container.payouts });
  await app.register(adminRevenueRoutes, { revenue: container.revenue });
  await app.register(disbursementRoutes, { disbursements: container.disbursements });
  await app.register(integrityRoutes, { integrity: container.integrity });
  await app.register(financeRoutes, { finance: container.finance });
  await app.register(founderChangesRoutes, { changes: container.founderChanges });
  await app.register(applicationsAdminRoutes, { vetting: container.applicationVetting, files: container.files });
};
