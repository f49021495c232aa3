import { devClockAdvanceSchema, devClockSchema, errorEnvelopeSchema, type DevClock } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClockControl } from '../../lib/clock.js';
import type { AuditEntry } from '../audit/audit.service.js';
import { devToolAccess } from './dev-access.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The test clock (docs/architecture.md, "The clock"), as Stripe has test clocks: outside
 * production an operator (or the machine the server runs on) moves the platform's clock forward,
 * so deadlines, cancellation windows, reservation expiry and payout schedules can be tried end to
 * end in minutes. Every instance reads the same offset; it only moves forward.
 */
export const clockRoutes: FastifyPluginAsyncZod<{
  clock: ClockControl;
  audit: (entry: AuditEntry) => Promise<void>;
}> = async (app, { clock, audit }) => {
  const present = (): DevClock => ({ now: clock.now().toISOString(), offset_ms: clock.offsetMs });
  const common = {
    tags: ['development'],
    response: { 200: devClockSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
  };

  app.get(
    '/dev/clock',
    {
      preHandler: devToolAccess(app, 'GET /api/v1/dev/clock'),
      schema: { ...common, summary: "The platform's clock and how far it runs ahead (not in production)" },
    },
    async () => {
      await clock.sync();
      return present();
    },
  );

  app.post(
    '/dev/clock',
    {
      preHandler: devToolAccess(app, 'POST /api/v1/dev/clock'),
      schema: {
        ...common,
        summary: 'Move the platform clock forward by days or minutes, for every instance (not in production)',
        body: devClockAdvanceSchema,
      },
    },
    async (request) => {
      const { advance_days: days, advance_minutes: minutes } = request.body;
      const ms = days !== undefined ? days * DAY_MS : minutes! * MINUTE_MS;
      await clock.sync();
      const before = clock.now();
      const after = await clock.advance(ms);
      await audit({
        actorId: request.user?.id ?? null,
        action: 'clock.advance',
        targetType: 'clock',
        targetId: 'platform',
        before: { now: before.toISOString() },
        after: { now: after.toISOString(), advanced_ms: ms },
      });
      request.log.warn({ advancedMs: ms, now: after.toISOString() }, 'platform clock moved forward');
      return present();
    },
  );
};
