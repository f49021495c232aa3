import {
  authResponseSchema,
  errorEnvelopeSchema,
  forgotPasswordRequestSchema,
  googleCodeRequestSchema,
  googleIdTokenRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  RECOVERY_SENT_MESSAGE,
  registerRequestSchema,
  resetPasswordRequestSchema,
  SIGN_IN_LINK_SENT_MESSAGE,
  signInLinkConsumeSchema,
  signInLinkRequestSchema,
  signInResponseSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from './auth.service.js';

export interface AuthRoutesOptions {
  auth: AuthService;
  /** Per-IP limit of the sign-in, sign-up and recovery routes. */
  rateLimitPerMinute: number;
}

/** What a sign-in answers when the account has a second factor. */
const secondStep =
  'An account with two-step verification answers `{second_factor_required, challenge, methods}` and no session, unless `device_token` is one of its remembered devices: the session comes from POST /auth/second-factor.';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, rateLimitPerMinute }) => {
  const limited = { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } };
  const tags = ['auth'];

  app.post(
    '/auth/register',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Create an account with e-mail and password',
        body: registerRequestSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await auth.register(request.body, app.clientContextOf(request))),
  );

  app.post(
    '/auth/login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in',
        description: secondStep,
        body: loginRequestSchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request) =>
      auth.login(request.body.email, request.body.password, app.clientContextOf(request), request.body.device_token),
  );

  app.post(
    '/auth/google',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in with a Google id token',
        description: secondStep,
        body: googleIdTokenRequestSchema,
        response: { 200: signInResponseSchema, ...errors, 404: errorEnvelopeSchema },
      },
    },
    async (request) =>
      auth.loginWithGoogleIdToken(request.body.id_token, app.clientContextOf(request), request.body.device_token),
  );

  app.post(
    '/auth/google/code',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in with a Google authorization code',
        description: secondStep,
        body: googleCodeRequestSchema,
        response: { 200: signInResponseSchema, ...errors, 404: errorEnvelopeSchema },
      },
    },
    async (request) =>
      auth.loginWithGoogleCode(
        request.body.code,
        request.body.redirect_uri,
        app.clientContextOf(request),
        request.body.device_token,
      ),
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'End this session (the other devices stay signed in)',
        response: { 204: z.null(), 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(request.sessionId!);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/link/request',
    {
      config: limited,
      schema: {
        tags,
        summary: 'E-mail a one-time sign-in link (same answer whether or not the account exists)',
        body: signInLinkRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.requestSignInLink(request.body.email);
      return { detail: SIGN_IN_LINK_SENT_MESSAGE };
    },
  );

  app.post(
    '/auth/link/consume',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in with an e-mailed link (works once, for 15 minutes)',
        description: secondStep,
        body: signInLinkConsumeSchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request) =>
      auth.consumeSignInLink(request.body.token, app.clientContextOf(request), request.body.device_token),
  );

  app.post(
    '/auth/password/forgot',
    {
      config: limited,
      schema: {
        tags,
        summary: 'E-mail a one-time recovery code (same answer whether or not the account exists)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.requestRecovery(request.body.email);
      return { detail: RECOVERY_SENT_MESSAGE };
    },
  );

  app.post(
    '/auth/password/reset',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set a new password with a recovery code; ends every session',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.email, request.body.code, request.body.password);
      return { detail: 'Your password has been reset. Please sign in with your new password.' };
    },
  );
};
