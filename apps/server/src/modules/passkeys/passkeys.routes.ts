import {
  authResponseSchema,
  errorEnvelopeSchema,
  passkeyCeremonySchema,
  passkeyRegisterRequestSchema,
  passkeyRenameRequestSchema,
  passkeySchema,
  passkeySignInRequestSchema,
  passkeysResponseSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PasskeysService } from './passkeys.service.js';

export interface PasskeysRoutesOptions {
  passkeys: PasskeysService;
  /** Per-IP limit of the unauthenticated sign-in routes, as the password's have. */
  rateLimitPerMinute: number;
}

/** Passkeys: the signed-in user's list, adding and removing one, and signing in with one. */
export const passkeysRoutes: FastifyPluginAsyncZod<PasskeysRoutesOptions> = async (
  app,
  { passkeys, rateLimitPerMinute },
) => {
  const tags = ['auth'];
  const limited = { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } };
  const id = z.object({ id: z.uuid() });

  app.get(
    '/auth/passkeys',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'My passkeys',
        response: { 200: passkeysResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ passkeys: await passkeys.list(request.user!.id) }),
  );

  app.post(
    '/auth/passkeys/registration',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Start adding a passkey: the options for the browser',
        response: { 200: passkeyCeremonySchema, 401: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => passkeys.registrationOptions(request.user!),
  );

  app.post(
    '/auth/passkeys',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Add a passkey: the browser's answer to the registration's options",
        body: passkeyRegisterRequestSchema,
        response: { 201: passkeySchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await passkeys.register(
            request.user!,
            { challengeId: request.body.challenge_id, credential: request.body.credential, name: request.body.name },
            app.clientContextOf(request),
          ),
        ),
  );

  app.patch(
    '/auth/passkeys/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Rename one of my passkeys',
        params: id,
        body: passkeyRenameRequestSchema,
        response: { 200: passkeySchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => passkeys.rename(request.user!.id, request.params.id, request.body.name),
  );

  app.delete(
    '/auth/passkeys/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Remove one of my passkeys',
        params: id,
        response: { 204: z.null(), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await passkeys.remove(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/passkeys/sign-in/options',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Start signing in with a passkey: the options for the browser',
        response: { 200: passkeyCeremonySchema, 429: errorEnvelopeSchema },
      },
    },
    async () => passkeys.signInOptions(),
  );

  app.post(
    '/auth/passkeys/sign-in',
    {
      config: limited,
      schema: {
        tags,
        summary: "Sign in with a passkey: the browser's answer to the sign-in's options",
        body: passkeySignInRequestSchema,
        response: { 200: authResponseSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) =>
      passkeys.signIn(
        { challengeId: request.body.challenge_id, credential: request.body.credential },
        app.clientContextOf(request),
      ),
  );
};
