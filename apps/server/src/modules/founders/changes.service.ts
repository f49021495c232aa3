import {
  adminProjectInputSchema,
  FOUNDER_CAMPAIGN_FIELDS,
  fromMinorUnits,
  normalizeLanguage,
  percentToBasisPoints,
  toMinorUnits,
  type AdminProject,
  type AdminProjectInput,
  type ChangeRequest,
  type ChangeRequestList,
  type ChangeRequestStatus,
  type FounderCampaign,
  type FounderCampaignSaved,
  type FounderCampaignView,
  type FounderOverview,
  type FounderSettings,
  type FounderUpdateInput,
  type FounderUpdatePosted,
  type FounderUpdates,
  type Language,
} from '@grove/contracts';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { checkSameWorld, type World } from '../../lib/demo-world.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { notify } from '../notifications/notifications.service.js';
import type { AdminProjectsService } from '../admin/admin-projects.service.js';
import type { LifecycleService } from '../admin/lifecycle.service.js';
import type { GalleryService } from './gallery.service.js';
import {
  claimRequest,
  findRequest,
  insertRequest,
  listRequests,
  raiseFigures,
  readSettings,
  touchCampaign,
  updatesOfProject,
  writeSettings,
  type RequestRow,
} from './changes.repository.js';

const decided = () => new AppError('CHANGE_ALREADY_DECIDED', 'This request has already been decided');
const requestNotFound = () => new AppError('NOT_FOUND', 'Request not found');

/** The campaign part of a business as the console's answer has it. */
export function campaignOf(project: AdminProject): FounderCampaign {
  return {
    name: project.name,
    description: project.description,
    about: project.about,
    location: project.location,
    video_url: project.video_url,
    team: project.team,
    faq: project.faq,
    forecast: project.forecast,
  };
}

/** The console's whole form for a business, as it stands: the base a founder's campaign is laid on. */
function inputOf(project: AdminProject): AdminProjectInput {
  return {
    name: project.name,
    description: project.description,
    about: project.about,
    location: project.location,
    legal: project.legal,
    payout_format: project.payout_format,
    investment_structure: project.investment_structure,
    category: project.category as AdminProjectInput['category'],
    featured: project.featured,
    currency: project.currency as AdminProjectInput['currency'],
    target: project.target,
    min_raise: project.min_raise,
    ticket_min: project.ticket_min,
    ticket_max: project.ticket_max,
    ticket_step: project.ticket_step,
    funding_start: project.funding_start,
    funding_end: project.funding_end,
    expected_return: project.expected_return,
    annual_yield: project.annual_yield,
    investment_term_months: project.investment_term_months,
    video_url: project.video_url,
    team: project.team,
    faq: project.faq,
    forecast: project.forecast,
  };
}

/** The business's form with the campaign's fields replaced, checked as the console checks its own. */
function mergedInput(project: AdminProject, campaign: Partial<Record<string, unknown>>) {
  const parsed = adminProjectInputSchema.safeParse({ ...inputOf(project), ...campaign });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
      code: 'VALIDATION_ERROR',
    }));
    throw new AppError('VALIDATION_ERROR', `${fields[0]!.path}: ${fields[0]!.message}`, { fields });
  }
  return parsed.data;
}

/** A checked form's campaign in the stored shape (amounts exact in the currency), to compare and to show. */
function storedShape(input: z.output<typeof adminProjectInputSchema>): FounderCampaign {
  const money = (value: number | string) => fromMinorUnits(toMinorUnits(value, input.currency), input.currency);
  return {
    name: input.name,
    description: input.description,
    about: input.about,
    location: input.location,
    video_url: input.video_url,
    team: input.team.map((member) => ({
      name: member.name,
      role: member.role,
      bio: member.bio,
      linkedin_url: member.linkedin_url,
      photo_file_id: member.photo_file_id ?? null,
    })),
    faq: input.faq.map((item) => ({ question: item.question, answer: item.answer })),
    forecast: {
      scenarios: input.forecast.scenarios.map((s) => ({
        label: s.label,
        return_pct: percentToBasisPoints(s.return_pct) / 100,
      })),
      ebitda: input.forecast.ebitda.map((p) => ({ period: p.period, value: money(p.value) })),
      expected_revenue: input.forecast.expected_revenue.map((p) => ({ period: p.period, value: money(p.value) })),
      user_growth: input.forecast.user_growth.map((p) => ({ period: p.period, value: p.value })),
    },
  };
}

/** A request as its answer has it, the business named in the reader's language. */
export function present(row: RequestRow, language: Language): ChangeRequest {
  return {
    id: row.request.id,
    project_id: row.request.projectId,
    project_name: row.projectName[language] || row.projectName.en,
    kind: row.request.kind,
    status: row.request.status,
    before: row.request.before,
    after: row.request.after,
    note: row.request.note,
    message: row.request.message,
    requested_by: row.requesterEmail,
    created_at: row.request.createdAt.toISOString(),
    decided_at: row.request.decidedAt?.toISOString() ?? null,
  };
}

/** JSON with object keys sorted: stored JSON (jsonb) keeps its own key order, so compare this way. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export interface ChangesServiceDeps {
  db: Db;
  clock: Clock;
  adminProjects: Pick<AdminProjectsService, 'get' | 'update' | 'publish'>;
  lifecycle: Pick<LifecycleService, 'postUpdate'>;
  /** Applies an approved media request (gallery.service). */
  gallery: Pick<GalleryService, 'apply'>;
  /** The public catalogue's cache is stale once an approved request changed a business's images. */
  catalogueChanged: () => void;
}

/**
 * A business's campaign as its team edits it, and the operators' approval of what investors see
 * (docs/architecture.md "The founder's portal"). A draft's edit applies at once; a published
 * business's becomes a change request that an operator approves (applied through the console's
 * own edit, once) or rejects with a message.
 */
export function createChangesService({
  db,
  clock,
  adminProjects,
  lifecycle,
  gallery,
  catalogueChanged,
}: ChangesServiceDeps) {
  async function view(projectId: string, language: Language): Promise<FounderCampaignView> {
    const project = await adminProjects.get(projectId);
    const requests = await listRequests(db, { projectId, limit: 20 });
    return {
      id: project.id,
      status: project.status,
      currency: project.currency,
      campaign: campaignOf(project),
      requests: requests.map((row) => present(row, language)),
    };
  }

  async function created(projectId: string, id: string, language: Language): Promise<ChangeRequest> {
    const row = await findRequest(db, id);
    if (!row || row.request.projectId !== projectId) throw requestNotFound();
    return present(row, language);
  }

  /**
   * Marks a pending request decided, inside the caller's transaction: a compare-and-set from
   * `pending`, so of two operators deciding at once exactly one succeeds. Audited, and the
   * founder who asked is told (a notification and its e-mail).
   */
  async function decide(
    tx: Executor,
    operatorId: string,
    id: string,
    approved: boolean,
    message: string | null,
  ): Promise<void> {
    const claimed = await claimRequest(tx, id, {
      status: approved ? 'approved' : 'rejected',
      decidedBy: operatorId,
      decidedAt: clock.now(),
      message,
    });
    if (!claimed) throw decided();
    await recordAudit(tx, {
      actorId: operatorId,
      action: approved ? 'founder.change.approve' : 'founder.change.reject',
      targetType: 'project',
      targetId: claimed.request.projectId,
      before: { request_id: id, status: 'pending' },
      after: { request_id: id, status: claimed.request.status, kind: claimed.request.kind, message },
    });
    if (claimed.requester) {
      const language = normalizeLanguage(claimed.requester.language);
      await notify(tx, {
        user: claimed.requester,
        type: 'founder_request_decided',
        params: {
          project_id: claimed.request.projectId,
          project_name: claimed.projectName[language] || claimed.projectName.en,
          kind: claimed.request.kind,
          decision: approved ? 'approved' : 'rejected',
          message,
        },
        link: `/founder/businesses/${encodeURIComponent(claimed.request.projectId)}`,
      });
    }
  }

  return {
    view,

    /** Saves the whole campaign: applied to a draft, or asked of an operator once the business is published. */
    async save(
      userId: string,
      projectId: string,
      input: Partial<Record<string, unknown>>,
      language: Language,
    ): Promise<FounderCampaignSaved> {
      const project = await adminProjects.get(projectId);
      const merged = mergedInput(project, input);
      if (project.status === 'draft') {
        await adminProjects.update(userId, projectId, merged);
        return { applied: true, request: null, view: await view(projectId, language) };
      }
      const was = campaignOf(project);
      const now = storedShape(merged);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const field of FOUNDER_CAMPAIGN_FIELDS) {
        if (canonical(was[field]) !== canonical(now[field])) {
          before[field] = was[field];
          after[field] = now[field];
        }
      }
      if (Object.keys(after).length === 0) {
        throw new AppError('BAD_REQUEST', 'Nothing changed: the campaign is as investors see it');
      }
      const id = await db.transaction(async (tx) => {
        const row = await insertRequest(tx, { projectId, kind: 'edit', before, after, requestedBy: userId });
        await recordAudit(tx, {
          actorId: userId,
          action: 'founder.change.request',
          targetType: 'project',
          targetId: projectId,
          before,
          after: { request_id: row.id, ...after },
        });
        return row.id;
      });
      return { applied: false, request: await created(projectId, id, language), view: await view(projectId, language) };
    },

    /** A draft is sent to the operators; approving it publishes the business. */
    async submitForReview(
      userId: string,
      projectId: string,
      note: string | undefined,
      language: Language,
    ): Promise<ChangeRequest> {
      const project = await adminProjects.get(projectId);
      if (project.status !== 'draft') throw new AppError('CONFLICT', 'This business is already published');
      const id = await db.transaction(async (tx) => {
        const pending = await listRequests(tx, { projectId, status: 'pending', kind: 'review', limit: 1 });
        if (pending.length > 0) throw new AppError('CONFLICT', 'This business is already waiting for a review');
        const row = await insertRequest(tx, {
          projectId,
          kind: 'review',
          before: { status: 'draft' },
          after: { status: 'fundraising' },
          note: note || null,
          requestedBy: userId,
        });
        await recordAudit(tx, {
          actorId: userId,
          action: 'founder.review.request',
          targetType: 'project',
          targetId: projectId,
          after: { request_id: row.id, note: note || null },
        });
        return row.id;
      });
      return created(projectId, id, language);
    },

    /** The operators' queue (pending by default), oldest first. */
    async list(status: ChangeRequestStatus | undefined, language: Language, world: World): Promise<ChangeRequestList> {
      const rows = await listRequests(db, { status: status ?? 'pending', limit: 200, oldestFirst: true, world });
      return { requests: rows.map((row) => present(row, language)) };
    },

    /**
     * Applies the request through the console's own code path (an edit, publishing, posting an
     * update), in the transaction that claims it: applied exactly once, or not at all.
     */
    async approve(
      operatorId: string,
      id: string,
      message: string | null,
      language: Language,
      world: World,
    ): Promise<ChangeRequest> {
      const row = await findRequest(db, id);
      if (!row) throw requestNotFound();
      checkSameWorld(world, row.projectWorld, requestNotFound);
      if (row.request.status !== 'pending') throw decided();
      const { projectId, kind, after } = row.request;
      const claim = async (tx: Executor) => {
        await decide(tx, operatorId, id, true, message);
        if (kind !== 'update') await touchCampaign(tx, projectId, clock.now());
      };
      if (kind === 'edit') {
        const project = await adminProjects.get(projectId);
        await adminProjects.update(operatorId, projectId, mergedInput(project, after), claim);
      } else if (kind === 'review') {
        await adminProjects.publish(operatorId, projectId, {}, claim);
      } else if (kind === 'media') {
        await db.transaction(async (tx) => {
          await claim(tx);
          await gallery.apply(tx, projectId, row.request.before, after);
        });
        catalogueChanged();
      } else {
        const update = z
          .object({
            title: z.object({ en: z.string(), vi: z.string(), ru: z.string() }),
            body: z.object({ en: z.string(), vi: z.string(), ru: z.string() }),
          })
          .parse(after);
        await lifecycle.postUpdate(operatorId, projectId, update, claim);
      }
      return created(projectId, id, language);
    },

    async reject(
      operatorId: string,
      id: string,
      message: string,
      language: Language,
      world: World,
    ): Promise<ChangeRequest> {
      const row = await findRequest(db, id);
      if (!row) throw requestNotFound();
      checkSameWorld(world, row.projectWorld, requestNotFound);
      await db.transaction((tx) => decide(tx, operatorId, id, false, message));
      return created(row.request.projectId, id, language);
    },

    /** A founder's update: published at once, or waiting for an operator when the business's updates need approval. */
    async postUpdate(
      userId: string,
      projectId: string,
      input: FounderUpdateInput,
      language: Language,
    ): Promise<FounderUpdatePosted> {
      const settings = await readSettings(db, projectId);
      if (!settings.updatesNeedApproval) {
        await lifecycle.postUpdate(userId, projectId, { title: input.title, body: input.body });
        return { published: true, request: null };
      }
      const project = await adminProjects.get(projectId);
      if (project.status === 'draft') {
        throw new AppError('CONFLICT', 'This business is a draft: publish it before posting updates.');
      }
      const id = await db.transaction(async (tx) => {
        const row = await insertRequest(tx, {
          projectId,
          kind: 'update',
          before: {},
          after: { title: input.title, body: input.body },
          requestedBy: userId,
        });
        await recordAudit(tx, {
          actorId: userId,
          action: 'founder.update.request',
          targetType: 'project',
          targetId: projectId,
          after: { request_id: row.id, title: input.title.en },
        });
        return row.id;
      });
      return { published: false, request: await created(projectId, id, language) };
    },

    async updates(projectId: string, language: Language): Promise<FounderUpdates> {
      const [settings, rows, requests] = await Promise.all([
        readSettings(db, projectId),
        updatesOfProject(db, projectId),
        listRequests(db, { projectId, kind: 'update', limit: 50 }),
      ]);
      return {
        needs_approval: settings.updatesNeedApproval,
        updates: rows.map((row) => ({
          id: row.id,
          title: row.title,
          body: row.body,
          published_at: row.publishedAt.toISOString(),
        })),
        requests: requests.filter((r) => r.request.status !== 'approved').map((r) => present(r, language)),
      };
    },

    async settings(projectId: string): Promise<FounderSettings> {
      await adminProjects.get(projectId);
      const settings = await readSettings(db, projectId);
      return { updates_need_approval: settings.updatesNeedApproval };
    },

    async setSettings(operatorId: string, projectId: string, input: FounderSettings): Promise<FounderSettings> {
      await adminProjects.get(projectId);
      return db.transaction(async (tx) => {
        const before = await readSettings(tx, projectId);
        await writeSettings(tx, projectId, { updatesNeedApproval: input.updates_need_approval });
        await recordAudit(tx, {
          actorId: operatorId,
          action: 'project.founder_settings',
          targetType: 'project',
          targetId: projectId,
          before: { updates_need_approval: before.updatesNeedApproval },
          after: { updates_need_approval: input.updates_need_approval },
        });
        return { updates_need_approval: input.updates_need_approval };
      });
    },

    /** The raise live, as its team sees it: totals and dated amounts, never who invested. */
    async overview(projectId: string, language: Language): Promise<FounderOverview> {
      const figures = await raiseFigures(db, projectId);
      const { row } = figures;
      const major = (minor: number) => fromMinorUnits(minor, row.currency);
      return {
        id: row.id,
        name: row.name[language] || row.name.en,
        status: row.publishedAt ? row.status : 'draft',
        currency: row.currency,
        target: major(row.targetMinor),
        raised: major(row.raisedMinor),
        reserved: major(row.reservedMinor),
        investor_count: row.investorCount,
        funding_end: row.fundingEnd?.toISOString() ?? null,
        waitlist_count: figures.waitlist,
        recent: figures.recent.map((payment) => ({ amount: major(payment.amountMinor), at: payment.at.toISOString() })),
        campaign_changed_at: figures.campaignChangedAt?.toISOString() ?? null,
      };
    },
  };
}

export type ChangesService = ReturnType<typeof createChangesService>;
