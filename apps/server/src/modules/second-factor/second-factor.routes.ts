import {
  errorEnvelopeSchema,
  passkeyCeremonySchema,
  recoveryCodesSchema,
  secondFactorPasskeyRequestSchema,
  secondFactorSignInRequestSchema,
  secondFactorSignInResponseSchema,
  secondFactorStatusSchema,
  stepUpRequestSchema,
  stepUpResponseSchema,
  totpConfirmRequestSchema,
  totpEnrolmentSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perSession } from '../../lib/rate-limits.js';
import type { SecondFactorService } from './second-factor.service.js';

export interface SecondFactorRoutesOptions {
  secondFactor: SecondFactorService;
  /** Per-IP limit of the sign-in routes. */
  rateLimitPerMinute: number;
}

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** Two-step verification (docs/architecture.md, "Second factor"): the sign-in's second step, enrolment, step-up. */
export const secondFactorRoutes: FastifyPluginAsyncZod<SecondFactorRoutesOptions> = async (
  app,
  { secondFactor, rateLimitPerMinute },
) => {
  const tags = ['auth'];

  app.post(
    '/auth/second-factor',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Sign in, second step: the code for a sign-in that answered second_factor_required',
        description:
          'Starts the session as the first step would have (the same answer). `challenge` works once and for 5 minutes; five wrong codes end it (400 SECOND_FACTOR_CHALLENGE_INVALID: sign in again). With `remember_device`, the answer carries `device_token`: sent with later sign-ins from this device, it skips this step for 30 days.',
        body: secondFactorSignInRequestSchema,
        response: { 200: secondFactorSignInResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { challenge, remember_device: remember, ...proof } = request.body;
      return secondFactor.finishSignIn(challenge, proof, remember ?? false, app.clientContextOf(request));
    },
  );

  app.post(
    '/auth/second-factor/passkey',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Sign in, second step with a passkey: the options for the browser, for the sign-in's challenge",
        body: secondFactorPasskeyRequestSchema,
        response: { 200: passkeyCeremonySchema, ...errors },
      },
    },
    async (request) => secondFactor.passkeyOptionsForSignIn(request.body.challenge),
  );

  app.post(
    '/auth/step-up/passkey',
    {
      preHandler: app.requireUser,
      config: perSession(10),
      schema: {
        tags,
        summary: 'Step up with a passkey: the options for the browser',
        response: { 200: passkeyCeremonySchema, ...errors },
      },
    },
    async (request) => secondFactor.passkeyOptionsForStepUp(request.user!),
  );

  app.get(
    '/auth/second-factor',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'My two-step verification: the methods set up, recovery codes left, and an operator’s deadline',
        response: { 200: secondFactorStatusSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => secondFactor.status(request.user!),
  );

  app.post(
    '/auth/second-factor/totp',
    {
      preHandler: app.requireUser,
      config: perSession(10),
      schema: {
        tags,
        summary: 'Start setting up an authenticator app: a new secret and its QR code',
        description:
          'The secret is pending until POST /auth/second-factor/totp/confirm takes a code from it; starting again replaces a pending one. 409 SECOND_FACTOR_STATE when an app is already set up.',
        response: { 200: totpEnrolmentSchema, ...errors },
      },
    },
    async (request) => secondFactor.startTotp(request.user!),
  );

  app.post(
    '/auth/second-factor/totp/confirm',
    {
      preHandler: app.requireUser,
      config: perSession(10),
      schema: {
        tags,
        summary: 'Turn two-step verification on with the first code from the app; answers the recovery codes, once',
        body: totpConfirmRequestSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) => secondFactor.confirmTotp(request.user!, request.sessionId!, request.body.code),
  );

  app.post(
    '/auth/second-factor/recovery-codes',
    {
      preHandler: [app.requireUser, app.requireStepUp],
      config: perSession(10),
      schema: {
        tags,
        summary: 'New recovery codes (the old ones stop working); needs a step-up',
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) => secondFactor.regenerateRecoveryCodes(request.user!),
  );

  app.delete(
    '/auth/second-factor',
    {
      preHandler: [app.requireUser, app.requireStepUp],
      config: perSession(10),
      schema: {
        tags,
        summary: 'Turn two-step verification off; needs a step-up',
        description:
          'The app, the recovery codes and the remembered devices stop working, and every other session ends.',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await secondFactor.turnOff(request.user!, request.sessionId!);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/step-up',
    {
      preHandler: app.requireUser,
      config: perSession(20),
      schema: {
        tags,
        summary: 'Confirm it is you before a sensitive action: a second factor, or the password without one',
        description:
          'Sensitive actions answer 403 STEP_UP_REQUIRED with the `methods` this accepts; a step-up counts for this session for 5 minutes.',
        body: stepUpRequestSchema,
        response: { 200: stepUpResponseSchema, ...errors },
      },
    },
    async (request) => secondFactor.stepUp(request.user!, request.sessionId!, request.body),
  );
};
