import { type DemoRole, type DemoSession, type DemoVisit, type Language } from '@grove/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { checkSameWorld, worldOf } from '../../lib/demo-world.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { SingleFlightCache } from '../../lib/single-flight-cache.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { ClientContext } from '../sessions/client-context.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { toUserDto } from '../users/users.mapper.js';
import type { UserRow } from '../users/users.repository.js';
import { buildVisit, visitBusinessIds, visitKeyOf, type VisitBuilderDeps } from './build-visit.js';
import { DEMO_SOURCES } from './demo-content.js';
import {
  endVisitSessions,
  expireVisit,
  findCancellablePayment,
  findCatalogueBusinesses,
  findOpenQuestion,
  findProjectWorld,
  findQuestionWorld,
  findUserWorld,
  findVisit,
  findVisitAccount,
  insertVisit,
  listExpiredVisits,
  purgeVisit,
  isVisitCheckout,
} from './demo.repository.js';

/** Recurring: removes expired demo visits with everything they did. */
export const DEMO_PURGE_JOB = 'demo.purge-expired';

export interface DemoServiceDeps extends Omit<VisitBuilderDeps, 'now'> {
  ttlHours: number;
  sessions: Pick<SessionsService, 'start'>;
  storage: Pick<FileStorage, 'delete'>;
  /** Tells the public catalogue's cache that a visit's business changed (their pages are cached too). */
  catalogueChanged: () => void;
  now?: () => Date;
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

const notDemo = () => notFound('Not a demo account');

/**
 * Console routes a demo operator may use without naming a business, question or person: the
 * lists, each answering only the operator's own visit (their handlers pass the operator's world),
 * and creating a draft, which belongs to the visit. Every other route without such a parameter
 * is refused to them, including routes added later.
 */
const CONSOLE_LISTS = new Set([
  'GET /projects',
  'POST /projects',
  'GET /questions',
  'GET /dashboard',
  'GET /audit',
  'GET /identity',
]);

/**
 * /demo (issue 16; docs/architecture.md, "Demo visits"): a visitor signs in as an account made
 * for the visit, in a world of its own, removed with everything in it once the visit expires.
 */
/**
 * How long the investment boundary keeps a business's world: a business never changes world (a
 * visit's copies are made in it and removed with it), so this only bounds what is kept of
 * businesses removed meanwhile. Kept, the boundary costs a launch no statement per investment.
 */
const WORLD_KEPT_MS = 60_000;
const NO_BUSINESS = Symbol('no such business');

export function createDemoService(deps: DemoServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const investmentWorlds = new SingleFlightCache<{ demoVisitId: string | null }>(WORLD_KEPT_MS, 10_000);

  async function present(account: UserRow): Promise<DemoVisit> {
    const visit = account.demoVisitId ? await findVisit(db, account.demoVisitId) : null;
    if (!visit) throw notDemo();
    const signedIn: DemoRole =
      account.role === 'admin'
        ? 'operator'
        : (await findVisitAccount(db, visit.id, 'founder'))?.id === account.id
          ? 'founder'
          : 'investor';
    const investor = signedIn === 'investor' ? account : await findVisitAccount(db, visit.id, 'investor');
    return {
      role: visit.role,
      account: signedIn,
      expires_at: visit.expiresAt.toISOString(),
      businesses: visitBusinessIds(visitKeyOf(visit.id)),
      cancellable_payment_id: investor ? await findCancellablePayment(db, investor.id, now()) : null,
      open_question_id: investor ? await findOpenQuestion(db, investor.id) : null,
    };
  }

  async function signIn(account: UserRow, context: ClientContext): Promise<DemoSession> {
    const { token } = await deps.sessions.start(account, context, 'demo');
    return { token, user: toUserDto(account), visit: await present(account) };
  }

  /** Removes one expired visit; false when it is not there (or not expired) any more. */
  async function purge(visitId: string, log: Log): Promise<boolean> {
    // Its sessions end first, in a transaction of their own, so nothing it still does meets the purge.
    await endVisitSessions(db, visitId);
    const removed = await db.transaction(async (tx) => {
      const visit = await findVisit(tx, visitId);
      if (!visit || visit.expiresAt > now()) return null;
      return purgeVisit(tx, visitId);
    });
    if (!removed) return false;
    deps.catalogueChanged();
    for (const key of removed.storageKeys) {
      await deps.storage.delete(key).catch((error: unknown) => {
        log.warn({ err: error, key }, 'demo purge: a file could not be deleted from storage');
      });
    }
    return true;
  }

  return {
    /**
     * Makes a visit and signs in its investor, its operator or (a founder's visit) its founder. When making it fails half-way,
     * what was made is removed at once.
     */
    async start(role: DemoRole, language: Language, log: Log, context: ClientContext): Promise<DemoSession> {
      const sources = Object.values(DEMO_SOURCES);
      const found = await findCatalogueBusinesses(db, sources);
      if (sources.some((id) => !found.has(id))) {
        throw new AppError(
          'DEMO_UNAVAILABLE',
          'The demo needs the demo catalogue, which is not loaded on this server.',
        );
      }
      const expiresAt = new Date(now().getTime() + deps.ttlHours * 3_600_000);
      const visit = await insertVisit(db, { role, expiresAt });
      let accounts: Awaited<ReturnType<typeof buildVisit>>;
      try {
        accounts = await buildVisit({ ...deps, now }, visit, language);
      } catch (error) {
        log.error({ err: error, visit: visit.id }, 'demo visit could not be made: removing what was');
        await expireVisit(db, visit.id);
        await purge(visit.id, log).catch((purgeError: unknown) => {
          log.error({ err: purgeError, visit: visit.id }, 'demo visit could not be removed');
        });
        throw error;
      }
      deps.catalogueChanged();
      const account = { investor: accounts.investor, operator: accounts.operator, founder: accounts.founder }[role];
      return signIn(account ?? accounts.investor, context);
    },

    /** Whether the sandbox checkout types the test card in for this payment (a demo visitor's). */
    prefillsCheckout(paymentId: string): Promise<boolean> {
      return isVisitCheckout(db, paymentId);
    },

    /** The signed-in demo account's visit: what the tour points at. */
    visit(account: UserRow): Promise<DemoVisit> {
      return present(account);
    },

    /** Signs in the visit's other account (the operator tour ends in the investor's portfolio). */
    async switchTo(account: UserRow, to: DemoRole, context: ClientContext): Promise<DemoSession> {
      if (!account.demoVisitId) throw notDemo();
      const other = await findVisitAccount(db, account.demoVisitId, to);
      if (!other) throw notDemo();
      return signIn(other, context);
    },

    /** Job: removes the visits that expired, each in a transaction of its own. */
    async purgeExpired(log: Log, limit = 20): Promise<number> {
      let removed = 0;
      for (const { id } of await listExpiredVisits(db, now(), limit)) {
        try {
          if (await purge(id, log)) removed += 1;
        } catch (error) {
          log.error({ err: error, visit: id }, 'demo visit could not be removed');
        }
      }
      return removed;
    },

    /**
     * The console's boundary for a demo operator: only their own visit's businesses, questions
     * and people, and the lists (which answer only their visit). Operators of the platform pass.
     */
    async checkConsole(
      operator: UserRow,
      request: { method: string; url: string | undefined; params: unknown },
    ): Promise<void> {
      const world = worldOf(operator);
      if (world === null) return;
      const route = (request.url ?? '').replace(/^\/api\/v1\/admin/, '');
      const params = (request.params ?? {}) as Record<string, unknown>;
      const param = (name: string) => (typeof params[name] === 'string' ? params[name] : '');
      const target = route.startsWith('/projects/:id')
        ? await findProjectWorld(db, param('id'))
        : route.startsWith('/questions/:id')
          ? await findQuestionWorld(db, param('id'))
          : route.startsWith('/identity/:userId')
            ? /^[0-9a-f-]{36}$/i.test(param('userId'))
              ? await findUserWorld(db, param('userId'))
              : null
            : undefined;
      if (target === undefined) {
        if (CONSOLE_LISTS.has(`${request.method} ${route}`)) return;
        throw forbidden('This part of the console is not in the demo.');
      }
      if (target === null) throw notFound('Not found');
      checkSameWorld(world, worldOf(target), () => notFound('Not found'));
    },

    /** Payments' boundary: a demo account invests only in its visit's businesses, and nobody else does. */
    async checkInvestment(investor: UserRow, projectId: string): Promise<void> {
      // Only a business found is kept: one made under an id asked for before is seen at once.
      const project = await investmentWorlds
        .get(projectId, async () => (await findProjectWorld(db, projectId)) ?? Promise.reject(NO_BUSINESS))
        .catch((error: unknown) => (error === NO_BUSINESS ? null : Promise.reject(error)));
      if (!project) return;
      checkSameWorld(worldOf(investor), worldOf(project), () => new AppError('PROJECT_NOT_FOUND', 'Project not found'));
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
