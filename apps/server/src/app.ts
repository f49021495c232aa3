import { randomUUID } from 'node:crypto';
import type { PublicConfig } from '@grove/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { RequestLog } from './lib/request-log.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { authenticate } from './modules/auth/authenticate.js';
import { resolveJwtSecret } from './modules/auth/jwt-secret.js';
import { createTokenService } from './modules/auth/tokens.js';
import { mailboxRoutes } from './modules/dev/mailbox.routes.js';
import { listOutbox } from './modules/mail/mail.service.js';
import { createFilesService } from './modules/files/files.service.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes.js';
import { createPortfolioService } from './modules/portfolio/portfolio.service.js';
import { projectsRoutes } from './modules/projects/projects.routes.js';
import { createProjectsService } from './modules/projects/projects.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { createGoogleIdentityProvider, type GoogleIdentityProvider } from './providers/identity/google.js';
import { createFsStorage, type FileStorage } from './providers/storage/storage.js';
import { ResponseCache } from './lib/response-cache.js';
import { cspSourcesOf } from './plugins/csp.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { DEFAULT_WEB_DIST, registerSpa } from './plugins/spa.js';
import { registerSecurity } from './plugins/security.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Where file bytes live; defaults to the storage folder of the configuration. */
  storage?: FileStorage;
  /** Replaces the Google provider built from configuration (tests use a local fake issuer). */
  google?: GoogleIdentityProvider | null;
  /** Defaults to structured JSON logs at the configured level; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Builds the whole HTTP application without listening, so tests can `inject`
 * requests. server.ts owns the process: configuration, database, listener,
 * background jobs and shutdown.
 */
export async function buildApp({ config, database, logger, google, storage }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
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

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurity(app, config);
  await registerOpenApi(app);

  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  await app.register(healthRoutes, { database, isDraining: () => draining });

  const { db } = database;
  const jwtSecret = resolveJwtSecret(config);
  const tokens = createTokenService(jwtSecret, config.auth.tokenTtlSeconds);
  const auth = createAuthService({
    db,
    tokens,
    google: google !== undefined ? google : config.google ? createGoogleIdentityProvider(config.google) : null,
    codeSecret: jwtSecret,
    loginMaxFailures: config.auth.loginMaxFailures,
  });
  const projects = createProjectsService({ db });
  const catalogueCache = new ResponseCache(10_000);
  await app.register(authenticate, { db, tokens });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { auth, rateLimitPerMinute: config.auth.rateLimitPerMinute });
      await api.register(usersRoutes, { users: createUsersService({ db }) });
      await api.register(filesRoutes, { files: createFilesService({ db, storage: storage ?? createFsStorage(config.storageDir) }) });
      await api.register(projectsRoutes, { projects, cache: catalogueCache });
      await api.register(portfolioRoutes, { portfolio: createPortfolioService({ projects }) });
      if (!config.isProduction) {
        await api.register(mailboxRoutes, { listOutbox: (email) => listOutbox(db, email) });
      }
    },
    { prefix: '/api/v1' },
  );

  const publicConfig: PublicConfig = {
    googleClientId: config.google?.clientId ?? null,
    ipLookupUrl: config.ipLookupUrl,
    demoMode: config.demoMode,
    devMailbox: !config.isProduction,
  };
  await registerSpa(app, {
    distDir: config.webDistDir ?? DEFAULT_WEB_DIST,
    publicConfig,
    cspSources: cspSourcesOf(config),
  });

  return app;
}
