import { errorEnvelopeSchema, updateProfileRequestSchema, userSchema } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toUserDto } from './users.mapper.js';
import type { UsersService } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const common = { tags: ['users'] };

  app.get(
    '/users/me',
    {
      preHandler: app.requireUser,
      schema: { ...common, summary: 'The signed-in user', response: { 200: userSchema, 401: errorEnvelopeSchema } },
    },
    // requireUser has just loaded (or briefly cached) the row: no second query.
    async (request) => toUserDto(request.user!),
  );

  app.put(
    '/users/me',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Update profile fields (name, phone, location, date of birth, language)',
        body: updateProfileRequestSchema,
        response: { 200: userSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => users.updateMe(request.user!.id, request.body),
  );
};
