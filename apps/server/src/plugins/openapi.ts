import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { accessOf, SECURITY_OF_ACCESS, type GuardedRoute } from '../lib/route-access.js';
import { OPERATION_IDS } from './operation-ids.js';

/** The document's tags, each described once; every operation names one of these (openapi-contract.test.ts). */
export const OPENAPI_TAGS = [
  { name: 'health', description: 'Liveness and readiness probes' },
  { name: 'auth', description: 'Sign-up, sign-in, sign-out and password recovery' },
  { name: 'users', description: 'The signed-in user’s profile' },
  {
    name: 'account',
    description: 'Account settings: password, e-mail address and preferences, data export, closing the account',
  },
  { name: 'files', description: 'Stored images, videos and documents' },
  { name: 'businesses', description: 'The catalogue of businesses (projects), their pages, questions and openings' },
  { name: 'public', description: 'Public records of a business (payouts)' },
  { name: 'portfolio', description: 'The investor’s investments, saved businesses and feed' },
  { name: 'notifications', description: 'In-app notifications' },
  {
    name: 'founder',
    description: 'The founder’s portal: a business’s own team raises, reports and talks to investors',
  },
  { name: 'onboarding', description: 'The risk quiz an investor takes before investing' },
  { name: 'verification', description: 'Identity verification (KYC) and its provider’s webhook' },
  { name: 'payments', description: 'Investments, their checkout and the payment provider’s webhook' },
  { name: 'waitlist', description: 'Waitlists of fully reserved rounds' },
  { name: 'wallet', description: 'The investor’s wallet: top-ups, withdrawals and bank accounts' },
  { name: 'admin', description: 'The operator console' },
  { name: 'demo', description: 'Demo visits (only when demo mode is on)' },
  { name: 'development', description: 'Development tools (never in production)' },
];

/** Marks an operation whose body may be left out, until the document is assembled (swagger says "required" for every body). */
const OPTIONAL_BODY = 'x-grove-optional-body';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: GuardedRoute & { method: unknown } };

/**
 * Each operation's security is derived from the guard attached to its route (lib/route-access.ts),
 * so the document can't disagree with the code; its operationId comes from OPERATION_IDS.
 */
function transform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return result;
  const method = [input.route.method].flat()[0];
  const operationId = OPERATION_IDS[`${String(method)} ${input.url}`];
  const body = input.schema?.body as ZodType | undefined;
  return {
    ...result,
    schema: {
      ...schema,
      security: SECURITY_OF_ACCESS[accessOf(input.route)],
      ...(operationId ? { operationId } : {}),
      ...(body?.safeParse(undefined).success ? { [OPTIONAL_BODY]: true } : {}),
    },
  };
}

interface Operation {
  requestBody?: { required?: boolean };
  [OPTIONAL_BODY]?: boolean;
}

/** The `$ref`s anywhere in a value. */
function refsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.add(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

/** Only the component schemas an operation reaches (the zod registry also yields unused input/output twins). */
function usedSchemas(paths: unknown, schemas: Record<string, unknown>): Record<string, unknown> {
  const prefix = '#/components/schemas/';
  const used = new Set<string>();
  const queue = [...refsIn(paths, new Set())];
  while (queue.length > 0) {
    const ref = queue.pop()!;
    const name = ref.startsWith(prefix) ? ref.slice(prefix.length) : null;
    if (name === null || used.has(name) || !(name in schemas)) continue;
    used.add(name);
    queue.push(...refsIn(schemas[name], new Set()));
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

function transformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = jsonSchemaTransformObject(input) as Record<string, unknown> & {
    paths?: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, unknown> };
  };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      if (operation[OPTIONAL_BODY] && operation.requestBody) operation.requestBody.required = false;
      delete operation[OPTIONAL_BODY];
    }
  }
  if (document.components?.schemas) {
    document.components.schemas = usedSchemas(document.paths, document.components.schemas);
  }
  return document;
}

/** OpenAPI generated from the routes' zod schemas (which come from @grove/contracts), served at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Grove API',
        description:
          'The HTTP API of the Grove crowd-investing platform. Amounts are in major units of their currency. ' +
          'Errors answer `{detail, code, requestId}`. Signed-in routes take `Authorization: Bearer <token>`; ' +
          'operator routes need the token of an operator (role `admin`).',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: OPENAPI_TAGS,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token that sign-in answers; operator routes require an operator’s (role `admin`).',
          },
        },
      },
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
