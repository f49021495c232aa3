import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { PublicConfig } from '@grove/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createContainer, KYC_RETURN_PATH, type Container, type ContainerOptions } from './container.js';
import type { Database } from './db/client.js';
import { trackInFlight } from './lib/in-flight.js';
import { serializeError } from './lib/log-errors.js';
import { RequestLog } from './lib/request-log.js';
import { COMPRESS_THRESHOLD_BYTES } from './lib/response-cache.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { founderRoutes } from './modules/founders/founder.routes.js';
import { publicRevenueRoutes } from './modules/revenue/revenue.routes.js';
import { personVerificationRoutes } from './modules/founders/person-verification.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { authenticate } from './modules/auth/authenticate.js';
import { demoBoundary } from './modules/demo/demo-boundary.js';
import { demoRoutes } from './modules/demo/demo.routes.js';
import { clockRoutes } from './modules/dev/clock.routes.js';
import { mailboxRoutes } from './modules/dev/mailbox.routes.js';
import { sandboxDashboardRoutes } from './modules/dev/sandbox-dashboard.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { kycRoutes } from './modules/kyc/kyc.routes.js';
import { sandboxKycRoutes } from './modules/kyc/sandbox.routes.js';
import { launchRoutes } from './modules/launch/launch.routes.js';
import { listOutbox } from './modules/mail/mail.service.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.js';
import { paymentsRoutes, paymentWebhookRoutes } from './modules/payments/payments.routes.js';
import { AdmissionGate } from './lib/admission.js';
import { publicPayoutsRoutes } from './modules/payouts/payouts.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { sandboxPaymentRoutes } from './modules/payments/sandbox.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { kiisRoutes } from './modules/documents/kiis.routes.js';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes.js';
import { projectsRoutes } from './modules/projects/projects.routes.js';
import { secondFactorRoutes } from './modules/second-factor/second-factor.routes.js';
import { sessionsRoutes } from './modules/sessions/sessions.routes.js';
import { passkeysRoutes } from './modules/passkeys/passkeys.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { accountRoutes } from './modules/users/account.routes.js';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.js';
import { cspSourcesOf } from './plugins/csp.js';
import { registerErrorHandling } from './plugins/errors.js';
import { idempotency } from './plugins/idempotency.js';
import { registerOpenApi } from './plugins/openapi.js';
import { DEFAULT_WEB_DIST, registerSpa } from './plugins/spa.js';
import { registerSecurity } from './plugins/security.js';

export interface AppOptions extends Omit<ContainerOptions, 'config' | 'database'> {
  config: Config;
  database: Database;
  /** The services, when the caller already built them (server.ts shares them with the jobs). */
  container?: Container;
  /**
   * Defaults to structured JSON logs at the configured level; tests pass `false`, or
   * options (a stream) to read the logs. Errors are always serialized without values.
   */
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Builds the whole HTTP application without listening, so tests can `inject`
 * requests. server.ts owns the process: configuration, database, listener,
 * background jobs and shutdown.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, logger } = options;
  const container = options.container ?? createContainer(options);

  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            ...(typeof logger === 'object' ? logger : {}),
            // Never the parameters of a failed query, nor a database error's detail (lib/log-errors.ts).
            serializers: { ...(typeof logger === 'object' ? logger.serializers : {}), err: serializeError },
          },
    // Honour a caller's request id (from a proxy or load balancer) when it is sane; otherwise make one.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    logController: new RequestLog(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    connectionTimeout: 60_000,
    keepAliveTimeout: 72_000,
    requestTimeout: 30_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // Clients (the spec's included) send `Content-Type: application/json` on POSTs without a
  // body: read an empty JSON body as no body instead of refusing it.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  trackInFlight(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await registerSecurity(app, config, database);
  // JSON answers over 1 KB go out compressed when the client accepts it. Brotli at quality 4
  // compresses about as well as gzip 6 at a fraction of brotli's default (11) cost. The web
  // app's files are compressed at build time and sent as they are (see plugins/spa.ts).
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerOpenApi(app);

  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  await app.register(healthRoutes, { database, storage: container.storage, isDraining: () => draining });

  const { db } = database;
  // One gate for this instance's money routes: investing and the provider's events share it.
  const moneyGate = new AdmissionGate(config.admission);
  await app.register(authenticate, {
    users: container.userCache,
    tokens: container.tokens,
    sessions: container.sessions,
    secondFactor: container.secondFactor,
    countryHeader: config.auth.countryHeader,
  });
  // Ended sessions are announced to every instance (docs/architecture.md, "Sessions").
  app.addHook('onReady', async () => container.sessionCache.listen(database));
  app.addHook('onClose', async () => container.sessionCache.close());
  app.addHook('onClose', async () => container.pdfRenderer.close());
  // `config: { idempotency: true }` routes honour an Idempotency-Key (plugins/idempotency.ts).
  await app.register(idempotency, { db });
  await app.register(demoBoundary, { demo: container.demo });
  // Demo accounts choose every outcome: the tour exists only while both providers are sandboxes
  // (configuration refuses DEMO_MODE otherwise; this also covers providers passed in by tests).
  const demoMode =
    config.demo.enabled && container.paymentProvider.name === 'sandbox' && container.kycProvider.name === 'sandbox';
  await app.register(
    async (api) => {
      await api.register(authRoutes, { auth: container.auth, rateLimitPerMinute: config.auth.rateLimitPerMinute });
      await api.register(sessionsRoutes, {
        sessions: container.sessions,
        rateLimitPerMinute: config.auth.rateLimitPerMinute,
      });
      await api.register(passkeysRoutes, {
        passkeys: container.passkeys,
        rateLimitPerMinute: config.auth.rateLimitPerMinute,
      });
      await api.register(secondFactorRoutes, {
        secondFactor: container.secondFactor,
        rateLimitPerMinute: config.auth.rateLimitPerMinute,
      });
      await api.register(usersRoutes, { users: container.users });
      await api.register(accountRoutes, { account: container.account, dataExport: container.dataExport });
      await api.register(filesRoutes, { files: container.files });
      await api.register(projectsRoutes, {
        projects: container.projects,
        catalogue: container.publicCatalogue,
        cache: container.catalogueCache,
      });
      await api.register(launchRoutes, { launch: container.launch });
      await api.register(portfolioRoutes, { portfolio: container.portfolio });
      await api.register(documentsRoutes, { documents: container.documents });
      await api.register(kiisRoutes, { kiis: container.kiis });
      await api.register(notificationsRoutes, { notifications: container.notifications });
      await api.register(onboardingRoutes, { onboarding: container.onboarding });
      await api.register(kycRoutes, { kyc: container.kyc });
      await api.register(paymentsRoutes, { payments: container.payments, admission: moneyGate });
      await api.register(waitlistRoutes, { waitlist: container.waitlist });
      await api.register(walletRoutes, { wallet: container.wallet });
      await api.register(publicPayoutsRoutes, { payouts: container.payouts });
      await api.register(publicRevenueRoutes, { revenue: container.revenue });
      await api.register(paymentWebhookRoutes, {
        payments: container.payments,
        provider: container.paymentProvider,
        rateLimitPerMinute: config.rateLimitPerMinute,
        admission: moneyGate,
      });
      await api.register(adminRoutes, { prefix: '/admin', container });
      await api.register(founderRoutes, {
        prefix: '/founder',
        founders: container.founders,
        portal: {
          changes: container.founderChanges,
          team: container.founderTeam,
          questions: container.questions,
          shareLinks: container.shareLinks,
        },
        revenue: container.revenue,
        revenueCard: container.revenueCard,
        applications: container.applications,
        files: container.files,
        gallery: container.founderGallery,
      });
      await api.register(personVerificationRoutes, { applications: container.applications });
      if (demoMode) {
        await api.register(demoRoutes, { demo: container.demo, sessionsPerHour: config.demo.sessionsPerHour });
      }
      if (!config.isProduction) {
        await api.register(mailboxRoutes, { listOutbox: (email) => listOutbox(db, email) });
        if (container.clockControl) {
          await api.register(clockRoutes, { clock: container.clockControl, audit: container.audit });
        }
        if (container.paymentProvider.name === 'sandbox') {
          await api.register(sandboxDashboardRoutes, { dashboard: container.paymentSandboxDashboard });
        }
      }
    },
    { prefix: '/api/v1' },
  );
  if (container.paymentProvider.name === 'sandbox') {
    await app.register(sandboxPaymentRoutes, {
      sandbox: container.paymentSandboxCheckout,
      clock: container.clock,
      prefillCard: (paymentId) => container.demo.prefillsCheckout(paymentId),
    });
  }
  if (container.kycProvider.name === 'sandbox') {
    await app.register(sandboxKycRoutes, { sandbox: container.sandboxConsole, returnUrl: KYC_RETURN_PATH });
  }

  const publicConfig: PublicConfig = {
    googleClientId: config.google?.clientId ?? null,
    ipLookupUrl: config.ipLookupUrl,
    devMailbox: !config.isProduction,
    demo: demoMode,
    testClock: container.clockControl !== null,
  };
  await registerSpa(app, {
    distDir: config.webDistDir ?? DEFAULT_WEB_DIST,
    publicConfig,
    cspSources: cspSourcesOf(config),
    catalogue: container.publicCatalogue,
    renderTimeoutMs: config.pageRenderTimeoutMs,
    busy: () => moneyGate.underLoad(),
  });

  return app;
}
