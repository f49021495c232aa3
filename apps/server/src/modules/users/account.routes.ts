import {
  ACCOUNT_LINK_PAGES,
  authResponseSchema,
  changePasswordRequestSchema,
  closeAccountRequestSchema,
  emailChangeConfirmRequestSchema,
  emailChangeConfirmResultSchema,
  emailChangeRequestSchema,
  emailChangeStateSchema,
  emailPreferencesSchema,
  emailPreferenceUpdateSchema,
  errorEnvelopeSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perSession } from '../../lib/rate-limits.js';
import { toUserDto } from './users.mapper.js';
import type { AccountService } from './account.service.js';
import type { DataExport } from './data-export.js';

export interface AccountRoutesOptions {
  account: AccountService;
  dataExport: DataExport;
}

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
const FIFTEEN_MINUTES = 15 * 60_000;
/**
 * Password checks: 10 tries per account per 15 minutes, counted per signed-in user (not per
 * address), so a stolen session cannot use the settings to guess the password from many addresses.
 */
const passwordChecked = perSession(10, FIFTEEN_MINUTES);

/**
 * Account settings (docs/architecture.md, "Account settings"): password, e-mail address,
 * e-mail preferences, the data export and closing the account; the e-mail change and one-click
 * unsubscribe links work without sign-in.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { account, dataExport }) => {
  const tags = ['account'];
  const secured = { tags };

  app.put(
    '/users/me/password',
    {
      preHandler: [app.requireUser, app.requireStepUp],
      config: passwordChecked,
      schema: {
        ...secured,
        summary: 'Change the password (needs the current one); other sign-ins end, this client gets a new token',
        body: changePasswordRequestSchema,
        response: { 200: authResponseSchema, ...errors, 403: errorEnvelopeSchema },
      },
    },
    async (request) => account.changePassword(request.user!, request.sessionId!, request.body),
  );

  app.get(
    '/users/me/email-change',
    {
      preHandler: app.requireUser,
      schema: {
        ...secured,
        summary: 'The open change of e-mail address, if any',
        response: { 200: emailChangeStateSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => account.emailChange(request.user!.id),
  );

  app.post(
    '/users/me/email-change',
    {
      preHandler: [app.requireUser, app.requireStepUp],
      config: passwordChecked,
      schema: {
        ...secured,
        summary: 'Ask to change the e-mail address: a link goes to the new and to the current address',
        body: emailChangeRequestSchema,
        response: { 202: emailChangeStateSchema, ...errors, 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await account.requestEmailChange(request.user!, request.body)),
  );

  app.delete(
    '/users/me/email-change',
    {
      preHandler: app.requireUser,
      schema: {
        ...secured,
        summary: 'Cancel the open change of e-mail address',
        response: { 200: emailChangeStateSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => account.cancelEmailChange(request.user!.id),
  );

  app.post(
    '/account/email-change/confirm',
    {
      config: { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } },
      schema: {
        tags,
        summary: 'Follow one of the two e-mail change links (no sign-in: the link is the proof)',
        body: emailChangeConfirmRequestSchema,
        response: { 200: emailChangeConfirmResultSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => account.confirmEmailChange(request.body.token),
  );

  app.get(
    '/users/me/email-preferences',
    {
      preHandler: app.requireUser,
      schema: {
        ...secured,
        summary: 'Which kinds of e-mail the user receives',
        response: { 200: emailPreferencesSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => account.emailPreferences(request.user!.id),
  );

  app.put(
    '/users/me/email-preferences',
    {
      preHandler: app.requireUser,
      schema: {
        ...secured,
        summary: 'Switch one optional kind of e-mail on or off (security and money e-mails stay on)',
        body: emailPreferenceUpdateSchema,
        response: { 200: emailPreferencesSchema, ...errors },
      },
    },
    async (request) => account.setEmailPreference(request.user!.id, request.body.kind, request.body.enabled),
  );

  app.get(
    '/users/me/export',
    {
      preHandler: app.requireUser,
      config: perSession(5, FIFTEEN_MINUTES),
      schema: {
        ...secured,
        summary: 'Download my data: a ZIP of JSON and CSV files',
        produces: ['application/zip'],
        response: { 200: z.any().describe('A ZIP archive'), 401: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="grove-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(dataExport.archive(toUserDto(request.user!)));
    },
  );

  app.post(
    '/users/me/close',
    {
      preHandler: app.requireUser,
      config: passwordChecked,
      schema: {
        ...secured,
        summary: 'Close the account: refused while money is in the wallet or on its way',
        body: closeAccountRequestSchema,
        response: { 204: z.null().describe('Closed; every sign-in has ended'), ...errors },
      },
    },
    async (request, reply) => {
      await account.closeAccount(request.user!, request.body.current_password);
      return reply.code(204).send(null);
    },
  );

  // RFC 8058: mail programs POST `List-Unsubscribe=One-Click` to the header's URL as a form
  // (urlencoded or multipart). The signed token in the URL is what counts, so the body is not read.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4_096 },
      (_request, _body, done) => done(null, {}),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/email/unsubscribe',
      {
        config: { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } },
        schema: {
          tags,
          summary: 'One-click unsubscribe (RFC 8058) from the kind of e-mail the signed link names; no sign-in',
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribeResultSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
        },
      },
      async (request) => account.unsubscribe(request.query.token),
    );
  });

  // A person (or a link scanner) opening the header's URL sees the page that asks first: a GET changes nothing.
  app.get(
    '/email/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Opens the web page that confirms an unsubscribe',
        querystring: unsubscribeQuerySchema,
        response: { 303: z.null().describe('To the confirming page'), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.redirect(`${ACCOUNT_LINK_PAGES.unsubscribe}?token=${encodeURIComponent(request.query.token)}`, 303),
  );
};
