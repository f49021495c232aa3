import {
  changeRequestSchema,
  errorEnvelopeSchema,
  founderAnswerSchema,
  founderCampaignInputSchema,
  founderCampaignSavedSchema,
  founderCampaignViewSchema,
  founderOverviewSchema,
  founderShareLinksSchema,
  founderQuestionListSchema,
  founderReviewInputSchema,
  founderTeamSchema,
  founderUpdateInputSchema,
  founderUpdatePostedSchema,
  founderUpdatesSchema,
  invitationAcceptedSchema,
  invitationViewSchema,
  normalizeLanguage,
  shareLinkInputSchema,
  teamInvitationSchema,
  teamInviteSchema,
  teamRoleSchema,
  text,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { QuestionsService } from '../projects/questions.service.js';
import type { ChangesService } from './changes.service.js';
import type { FoundersService } from './founders.service.js';
import type { ShareLinksService } from './share-links.js';
import { checkTeam, OWNERS_ONLY } from './team-check.js';
import type { TeamService } from './team.service.js';

const businessParams = z.object({ id: text().min(1).max(120) });
const memberParams = businessParams.extend({ userId: z.uuid() });
const invitationParams = businessParams.extend({ invitationId: z.uuid() });
const questionParams = businessParams.extend({ questionId: z.uuid() });
const tokenParams = z.object({ token: text().min(20).max(200) });

export interface PortalRoutesOptions {
  founders: FoundersService;
  changes: ChangesService;
  team: TeamService;
  questions: Pick<QuestionsService, 'listOfProject' | 'answer'>;
  shareLinks: ShareLinksService;
}

/**
 * A business's portal: /founder/businesses/{id}/… Every route asks `founders.access` first (a
 * preValidation hook: 404 outside the team or without the route's `roles`, any member by default), then
 * acts; each change is audited by its service.
 */
export const portalRoutes: FastifyPluginAsyncZod<PortalRoutesOptions> = async (
  app,
  { founders, changes, team, questions, shareLinks },
) => {
  // The team check first (team-check.ts); the team and publishing are the owners'
  // (docs/architecture.md "The founder's portal").
  const roleOf = checkTeam(app, founders);
  const owners = OWNERS_ONLY;
  const common = { tags: ['founder'] };
  const errors = { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
  const writeErrors = { ...errors, 400: errorEnvelopeSchema, 409: errorEnvelopeSchema };

  app.get(
    '/businesses/:id/overview',
    {
      schema: {
        ...common,
        summary: 'The raise live: raised, target, investors, reserved, waitlist and the latest investments',
        params: businessParams,
        response: { 200: founderOverviewSchema, ...errors },
      },
    },
    async (request) => {
      return changes.overview(request.params.id, normalizeLanguage(request.user!.language));
    },
  );

  app.get(
    '/businesses/:id/share-links',
    {
      schema: {
        ...common,
        summary: 'Where investors come from: the share links, each with its investors and amount invested, and Direct',
        params: businessParams,
        response: { 200: founderShareLinksSchema, ...errors },
      },
    },
    async (request) => shareLinks.list(request.params.id),
  );

  app.post(
    '/businesses/:id/share-links',
    {
      schema: {
        ...common,
        summary: 'Create a named share link (the business page with `?ref=<code>`)',
        params: businessParams,
        body: shareLinkInputSchema,
        response: { 201: founderShareLinksSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return shareLinks.create(request.user!.id, request.params.id, request.body);
    },
  );

  app.get(
    '/businesses/:id/campaign',
    {
      schema: {
        ...common,
        summary: 'The campaign as stored, with the business’s latest requests to operators',
        params: businessParams,
        response: { 200: founderCampaignViewSchema, ...errors },
      },
    },
    async (request) => {
      return changes.view(request.params.id, normalizeLanguage(request.user!.language));
    },
  );

  app.put(
    '/businesses/:id/campaign',
    {
      schema: {
        ...common,
        summary: 'Save the campaign: applied to a draft; once published, sent to an operator for approval',
        params: businessParams,
        body: founderCampaignInputSchema,
        response: { 200: founderCampaignSavedSchema, ...writeErrors },
      },
    },
    async (request) => {
      return changes.save(request.user!.id, request.params.id, request.body, normalizeLanguage(request.user!.language));
    },
  );

  app.post(
    '/businesses/:id/review',
    {
      config: owners,
      schema: {
        ...common,
        summary: 'Submit a draft for an operator’s review (owners); approving it publishes the business',
        params: businessParams,
        body: founderReviewInputSchema,
        response: { 201: changeRequestSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await changes.submitForReview(
        request.user!.id,
        request.params.id,
        request.body.note,
        normalizeLanguage(request.user!.language),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/businesses/:id/team',
    {
      schema: {
        ...common,
        summary: 'The team: members with their roles, and (for owners) open invitations',
        params: businessParams,
        response: { 200: founderTeamSchema, ...errors },
      },
    },
    async (request) => {
      return team.team(request.params.id, roleOf(request));
    },
  );

  app.post(
    '/businesses/:id/team/invitations',
    {
      config: owners,
      schema: {
        ...common,
        summary: 'Invite someone to the team by e-mail (owners); the link works once, for a week',
        params: businessParams,
        body: teamInviteSchema,
        response: { 201: teamInvitationSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const overview = await changes.view(request.params.id, 'en');
      const created = await team.invite(request.user!, request.params.id, request.body, overview.campaign.name);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/businesses/:id/team/invitations/:invitationId',
    {
      config: owners,
      schema: {
        ...common,
        summary: 'Withdraw an open invitation (owners)',
        params: invitationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await team.revoke(request.user!.id, request.params.id, request.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/businesses/:id/team/members/:userId',
    {
      config: owners,
      schema: {
        ...common,
        summary: 'Change a member’s role (owners); the last owner stays an owner',
        params: memberParams,
        body: teamRoleSchema,
        response: { 200: founderTeamSchema, ...writeErrors },
      },
    },
    async (request) => {
      await team.setRole(request.user!.id, request.params.id, request.params.userId, request.body.role);
      return team.team(request.params.id, request.params.userId === request.user!.id ? request.body.role : 'owner');
    },
  );

  app.delete(
    '/businesses/:id/team/members/:userId',
    {
      config: owners,
      schema: {
        ...common,
        summary: 'Remove a member (owners); the last owner cannot be removed',
        params: memberParams,
        response: { 204: z.null(), ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await team.remove(request.user!.id, request.params.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/businesses/:id/questions',
    {
      schema: {
        ...common,
        summary: 'Investors’ questions to the business (the askers are not named)',
        params: businessParams,
        response: { 200: founderQuestionListSchema, ...errors },
      },
    },
    async (request) => {
      return questions.listOfProject(request.params.id);
    },
  );

  app.put(
    '/businesses/:id/questions/:questionId/answer',
    {
      schema: {
        ...common,
        summary: 'Answer a question: the answer appears on the business page and the asker is told',
        params: questionParams,
        body: founderAnswerSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await questions.answer(
        request.user!.id,
        request.params.questionId,
        request.body.answer,
        normalizeLanguage(request.user!.language),
        { projectId: request.params.id },
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/businesses/:id/updates',
    {
      schema: {
        ...common,
        summary: 'The business’s updates, and those waiting for (or refused by) an operator',
        params: businessParams,
        response: { 200: founderUpdatesSchema, ...errors },
      },
    },
    async (request) => {
      return changes.updates(request.params.id, normalizeLanguage(request.user!.language));
    },
  );

  app.post(
    '/businesses/:id/updates',
    {
      schema: {
        ...common,
        summary:
          'Post an update: published at once, or after an operator’s approval when the business’s updates need it',
        params: businessParams,
        body: founderUpdateInputSchema,
        response: { 201: founderUpdatePostedSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const posted = await changes.postUpdate(
        request.user!.id,
        request.params.id,
        request.body,
        normalizeLanguage(request.user!.language),
      );
      return reply.code(201).send(posted);
    },
  );

  app.get(
    '/invitations/:token',
    {
      schema: {
        ...common,
        summary: 'What a team invitation offers, and whether your address is the invited one',
        params: tokenParams,
        response: { 200: invitationViewSchema, ...errors },
      },
    },
    (request) => team.view(request.user!, request.params.token),
  );

  app.post(
    '/invitations/:token/accept',
    {
      schema: {
        ...common,
        summary: 'Accept a team invitation: once, before it expires, with the invited address',
        params: tokenParams,
        response: { 200: invitationAcceptedSchema, ...errors, 403: errorEnvelopeSchema },
      },
    },
    (request) => team.accept(request.user!, request.params.token),
  );
};
