import {
  FUNDED_STATUSES,
  fromMinorUnits,
  hasOpened,
  OPENING_MESSAGES,
  percentToBasisPoints,
  PROJECT_NOT_FOUND,
  toMinorUnits,
  type AdminProject,
  type AdminProjectInputParsed,
  type AdminProjectList,
  type AdminProjectListQuery,
  type AdminOpeningInput,
  type AdminPublishInput,
  type AdminProjectStatus,
  type Language,
  type ProjectDetails,
  type ProjectDocumentKind,
  KIIS_TO_PUBLISH,
} from '@grove/contracts';
import { randomBytes } from 'node:crypto';
import type { Db, Executor } from '../../db/client.js';
import type { Localized } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { World } from '../../lib/demo-world.js';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import { recordAudit } from '../audit/audit.service.js';
import { fileUrl, saveFile } from '../files/files.service.js';
import type { KiisService } from '../documents/kiis.service.js';
import type { LaunchService } from '../launch/launch.service.js';
import type { ProjectsService } from '../projects/projects.service.js';
import {
  deleteDocument,
  deleteFiles,
  deleteMedia,
  findFileInfo,
  findProject,
  insertDocument,
  insertMedia,
  insertProject,
  listProjects,
  loadEditableParts,
  nextPosition,
  replaceSections,
  setPositions,
  updateMediaAlt,
  updateProject,
  type EditableParts,
  type ProjectInsert,
  type ProjectRow,
} from './admin-projects.repository.js';
import { freezeRevenueTerms } from '../revenue/revenue.service.js';
import { checkContent, webImage, type UploadedFile } from '../files/uploads.js';

const notFound = () => new AppError('PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);
/** A refusal naming each field and why; the detail names the first. */
const invalid = (fields: { path: string; message: string }[]) =>
  new AppError('VALIDATION_ERROR', `${fields[0]!.path}: ${fields[0]!.message}`, {
    fields: fields.map((field) => ({ ...field, code: 'VALIDATION_ERROR' })),
  });

const statusOf = (row: Pick<ProjectRow, 'publishedAt' | 'status'>): AdminProjectStatus =>
  row.publishedAt ? row.status : 'draft';
const iso = (date: Date | null) => date?.toISOString() ?? null;
/** "10 March 2026 at 12:00 UTC": a time in a refusal, with its zone. */
const inUtc = (date: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;

/**
 * The opening time's rules (docs/architecture.md, "Launch time"): when set, it is ahead of the
 * server's clock and before the deadline. Whether it may change at all is `openedOn`'s.
 */
function openingProblems(opensAt: Date | null, fundingEnd: Date | null, now: Date, inPast: string) {
  const fields: { path: string; message: string }[] = [];
  if (opensAt && opensAt <= now) fields.push({ path: 'opens_at', message: inPast });
  else if (opensAt && fundingEnd && opensAt >= fundingEnd) {
    fields.push({ path: 'opens_at', message: OPENING_MESSAGES.afterDeadline });
  }
  return fields;
}

/** When a published raise opened (its opening time, else its publishing), or null while it has not. */
function openedOn(row: Pick<ProjectRow, 'publishedAt' | 'opensAt'>, now: Date): Date | null {
  if (!row.publishedAt || !hasOpened(row, now)) return null;
  return row.opensAt ?? row.publishedAt;
}
const emptyLocalized = (): Localized => ({ en: '', vi: '', ru: '' });

/** "Phở on the Corner!" → "pho-on-the-corner". */
function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : `business-${slug}`.replace(/-+$/, '');
}

/** The stored values of the console's form: amounts exact in minor units, percentages in basis points. */
function toColumns(input: AdminProjectInputParsed) {
  const minor = (value: number | string) => toMinorUnits(value, input.currency);
  return {
    columns: {
      name: input.name,
      description: input.description,
      about: input.about,
      location: input.location,
      legal: input.legal,
      payoutFormat: input.payout_format,
      investmentStructure: input.investment_structure,
      category: input.category,
      featured: input.featured,
      currency: input.currency,
      targetMinor: minor(input.target),
      minRaiseMinor:
        input.min_raise === undefined || input.min_raise === null || input.min_raise === ''
          ? null
          : minor(input.min_raise),
      ticketMinMinor: minor(input.ticket_min),
      ticketMaxMinor: minor(input.ticket_max),
      ticketStepMinor: minor(input.ticket_step),
      fundingStart: input.funding_start ? new Date(input.funding_start) : null,
      fundingEnd: input.funding_end ? new Date(input.funding_end) : null,
      expectedReturnBp: percentToBasisPoints(input.expected_return),
      annualYieldBp: percentToBasisPoints(input.annual_yield),
      investmentTermMonths: input.investment_term_months,
      videoUrl: input.video_url || null,
    } satisfies Partial<ProjectInsert>,
    sections: {
      team: input.team.map((member) => ({
        name: member.name,
        role: member.role,
        bio: member.bio,
        linkedinUrl: member.linkedin_url || null,
        photoFileId: member.photo_file_id ?? null,
      })),
      faq: input.faq.map((item) => ({ question: item.question, answer: item.answer })),
      forecast: {
        scenarios: input.forecast.scenarios.map((s) => ({
          label: s.label,
          returnBp: percentToBasisPoints(s.return_pct),
        })),
        ebitda: input.forecast.ebitda.map((p) => ({ period: p.period, value: minor(p.value) })),
        expectedRevenue: input.forecast.expected_revenue.map((p) => ({ period: p.period, value: minor(p.value) })),
        userGrowth: input.forecast.user_growth.map((p) => ({ period: p.period, value: p.value })),
      },
    },
  };
}

function toAdminProject(
  row: ProjectRow,
  parts: EditableParts,
  video: { contentType: string; sizeBytes: number } | null,
): AdminProject {
  const major = (minor: number) => fromMinorUnits(minor, row.currency);
  return {
    id: row.id,
    status: statusOf(row),
    published_at: iso(row.publishedAt),
    opens_at: iso(row.opensAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    raised: major(row.raisedMinor),
    name: row.name,
    description: row.description,
    about: row.about,
    location: row.location,
    legal: row.legal,
    payout_format: row.payoutFormat,
    investment_structure: row.investmentStructure,
    category: row.category,
    featured: row.featured,
    currency: row.currency,
    target: major(row.targetMinor),
    min_raise: row.minRaiseMinor === null ? null : major(row.minRaiseMinor),
    ticket_min: major(row.ticketMinMinor),
    ticket_max: major(row.ticketMaxMinor),
    ticket_step: major(row.ticketStepMinor),
    funding_start: iso(row.fundingStart),
    funding_end: iso(row.fundingEnd),
    expected_return: row.expectedReturnBp / 100,
    annual_yield: row.annualYieldBp / 100,
    investment_term_months: row.investmentTermMonths,
    video_url: row.videoUrl ?? '',
    video:
      row.videoFileId && video
        ? { url: fileUrl(row.videoFileId), content_type: video.contentType, size_bytes: video.sizeBytes }
        : null,
    team: parts.team.map((member) => ({
      name: member.name,
      role: member.role,
      bio: member.bio,
      linkedin_url: member.linkedinUrl ?? '',
      photo_file_id: member.photoFileId,
    })),
    faq: parts.faq.map((item) => ({ question: item.question, answer: item.answer })),
    forecast: {
      scenarios: (parts.forecast?.scenarios ?? []).map((s) => ({ label: s.label, return_pct: s.returnBp / 100 })),
      ebitda: (parts.forecast?.ebitda ?? []).map((p) => ({ period: p.period, value: major(p.value) })),
      expected_revenue: (parts.forecast?.expectedRevenue ?? []).map((p) => ({
        period: p.period,
        value: major(p.value),
      })),
      user_growth: (parts.forecast?.userGrowth ?? []).map((p) => ({ period: p.period, value: p.value })),
    },
    media: parts.media.map((media) => ({
      id: media.id,
      file_id: media.fileId,
      url: fileUrl(media.fileId),
      content_type: media.contentType,
      size_bytes: media.sizeBytes,
      alt: media.alt,
      position: media.position,
    })),
    documents: parts.documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      title: document.title,
      position: document.position,
      file:
        document.fileId && document.contentType && document.sizeBytes !== null
          ? { url: fileUrl(document.fileId), content_type: document.contentType, size_bytes: document.sizeBytes }
          : null,
      public: document.public,
    })),
  };
}

/** What the audit row keeps of a change: the fields that differ, before and after. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}
const auditView = (project: AdminProject) => {
  const { media: _media, documents: _documents, video: _video, updated_at: _updated, ...rest } = project;
  return rest as Record<string, unknown>;
};

export type { UploadedFile };

export function createAdminProjectsService({
  db,
  storage,
  projects,
  clock,
  launch,
  kiis,
}: {
  db: Db;
  storage: FileStorage;
  projects: Pick<ProjectsService, 'catalogueChanged' | 'preview'>;
  /** The platform clock: publishing's time, and whether an opening time is ahead. */
  clock: Clock;
  launch: Pick<LaunchService, 'scheduleOpening'>;
  /** The business's key information sheet: an edit of the facts it shows drafts a new version. */
  kiis: Pick<KiisService, 'draftIfChanged'>;
}) {
  async function load(executor: Executor, id: string): Promise<AdminProject> {
    const row = await findProject(executor, id);
    if (!row) throw notFound();
    const parts = await loadEditableParts(executor, id);
    const video = row.videoFileId ? await findFileInfo(executor, row.videoFileId) : null;
    return toAdminProject(row, parts, video);
  }

  /** Runs a write in one transaction with its audit row, then tells the public catalogue. */
  async function write<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    projects.catalogueChanged();
    return result;
  }

  async function lockedProject(tx: Executor, id: string) {
    const row = await findProject(tx, id, { lock: true });
    if (!row) throw notFound();
    return row;
  }

  /** Rules the schema cannot judge alone: they depend on money already committed, and on the opening time. */
  function checkAgainstRaised(row: ProjectRow, columns: ReturnType<typeof toColumns>['columns']) {
    const committed = row.raisedMinor + row.reservedMinor;
    const fields: { path: string; message: string }[] = [];
    if (row.opensAt && row.opensAt > clock.now() && columns.fundingEnd && columns.fundingEnd <= row.opensAt) {
      fields.push({ path: 'funding_end', message: 'The deadline must come after the opening time' });
    }
    if (committed > 0 && columns.currency !== row.currency) {
      fields.push({ path: 'currency', message: 'The currency cannot change once money has been committed' });
    }
    if (committed > 0 && columns.currency === row.currency && columns.targetMinor < committed) {
      fields.push({
        path: 'target',
        message: `The target cannot be below what is already committed (${fromMinorUnits(committed, row.currency)} ${row.currency})`,
      });
    }
    // A raise that closed as funded stays at or above its minimum (all or nothing, PRODUCT.md 19).
    const minimum = columns.minRaiseMinor ?? columns.targetMinor;
    if (FUNDED_STATUSES.includes(row.status) && minimum > row.raisedMinor) {
      fields.push({
        path: columns.minRaiseMinor === null ? 'target' : 'min_raise',
        message: `This raise closed with ${fromMinorUnits(row.raisedMinor, row.currency)} ${row.currency}: its minimum to succeed cannot be above that`,
      });
    }
    if (fields.length > 0) throw invalid(fields);
  }

  async function createDraft(
    tx: Executor,
    actorId: string,
    input: AdminProjectInputParsed,
    world: World,
  ): Promise<AdminProject> {
    const { columns, sections } = toColumns(input);
    let id = input.id || slugOf(input.name.en);
    if (await findProject(tx, id)) {
      if (input.id)
        throw new AppError('CONFLICT', 'This address is taken', {
          fields: [{ path: 'id', message: 'This address is taken', code: 'CONFLICT' }],
        });
      id = `${id.slice(0, 70)}-${randomBytes(3).toString('hex')}`;
    }
    await insertProject(tx, { id, status: 'fundraising', publishedAt: null, demoVisitId: world, ...columns });
    await replaceSections(tx, id, sections);
    const created = await load(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'project.create',
      targetType: 'project',
      targetId: id,
      after: auditView(created),
    });
    return created;
  }

  return {
    /** The businesses of the operator's world: the platform's, or a demo operator's own visit's. */
    async list(query: AdminProjectListQuery, language: Language, world: World): Promise<AdminProjectList> {
      const { rows, total } = await listProjects(db, {
        world,
        q: query.q || undefined,
        status: query.status,
        sort: query.sort ?? 'updated',
        direction: query.direction ?? (query.sort && query.sort !== 'updated' ? 'asc' : 'desc'),
        limit: query.limit ?? 20,
        offset: query.offset ?? 0,
      });
      return {
        projects: rows.map((row) => ({
          id: row.id,
          name: row.name[language]?.trim() || row.name.en,
          status: statusOf(row),
          currency: row.currency,
          target: fromMinorUnits(row.targetMinor, row.currency),
          raised: fromMinorUnits(row.raisedMinor, row.currency),
          disbursed: fromMinorUnits(Number(row.disbursedMinor), row.currency),
          paid_out: fromMinorUnits(Number(row.paidOutMinor), row.currency),
          funding_end: iso(row.fundingEnd),
          unanswered_questions: row.unanswered,
          updated_at: row.updatedAt.toISOString(),
        })),
        total,
      };
    },

    get: (id: string) => load(db, id),

    preview: (id: string, language: Language): Promise<ProjectDetails> => projects.preview(id, language),

    /** A new draft: not public until published; a demo operator's belongs to their visit. */
    async create(actorId: string, input: AdminProjectInputParsed, world: World = null): Promise<AdminProject> {
      return write((tx) => createDraft(tx, actorId, input, world));
    },

    /**
     * The same creation inside the caller's transaction (an approved application to raise makes
     * its draft business with the approval, or not at all). A draft is in no public answer, so
     * the catalogue needs no telling.
     */
    createInTransaction: (tx: Executor, actorId: string, input: AdminProjectInputParsed): Promise<AdminProject> =>
      createDraft(tx, actorId, input, null),

    /**
     * Saves a business's fields. `within` runs first in the same transaction: a founder's approved
     * change request is claimed there, so the edit and its approval commit together, once
     * (modules/founders/changes.service.ts).
     */
    async update(
      actorId: string,
      id: string,
      input: AdminProjectInputParsed,
      within?: (tx: Executor) => Promise<void>,
    ): Promise<AdminProject> {
      const { columns, sections } = toColumns(input);
      return write(async (tx) => {
        await within?.(tx);
        const row = await lockedProject(tx, id);
        checkAgainstRaised(row, columns);
        // The contract minimum is one of the revenue-share terms: frozen once published.
        if (row.publishedAt && columns.expectedReturnBp !== row.expectedReturnBp) {
          throw new AppError(
            'REVENUE_TERMS_FROZEN',
            'The contract minimum return was frozen when the raise was published: investors invested on it.',
          );
        }
        const before = await load(tx, id);
        await updateProject(tx, id, columns);
        await replaceSections(tx, id, sections);
        await kiis.draftIfChanged(tx, id);
        const after = await load(tx, id);
        const diff = changedFields(auditView(before), auditView(after));
        await recordAudit(tx, { actorId, action: 'project.update', targetType: 'project', targetId: id, ...diff });
        return after;
      });
    },

    /**
     * A draft becomes a fundraising business, visible to everyone; with an opening time (given
     * here or set on the draft) it takes money only from then on, and its page counts down to it.
     */
    async publish(
      actorId: string,
      id: string,
      input: NonNullable<AdminPublishInput> = {},
      /** Runs first in the same transaction (a founder's review request is claimed there, as in `update`). */
      within?: (tx: Executor) => Promise<void>,
    ): Promise<AdminProject> {
      const now = clock.now();
      return write(async (tx) => {
        await within?.(tx);
        const row = await lockedProject(tx, id);
        if (row.publishedAt) throw new AppError('CONFLICT', 'This business is already published');
        const given = input.opens_at !== undefined;
        const opensAt = given ? (input.opens_at ? new Date(input.opens_at) : null) : row.opensAt;
        const parts = await loadEditableParts(tx, id);
        const missing: { path: string; message: string }[] = [];
        for (const field of ['name', 'description', 'about', 'location'] as const) {
          if (!row[field].en.trim())
            missing.push({ path: `${field}.en`, message: 'Required in English before publishing' });
        }
        if (!row.fundingEnd || row.fundingEnd <= now) {
          missing.push({ path: 'funding_end', message: 'Set a deadline in the future before publishing' });
        }
        if (!parts.media.some((media) => media.contentType.startsWith('image/'))) {
          missing.push({ path: 'media', message: 'Add a cover image before publishing' });
        }
        missing.push(
          ...openingProblems(
            opensAt,
            row.fundingEnd,
            now,
            given ? OPENING_MESSAGES.inPast : OPENING_MESSAGES.passedBeforePublishing,
          ),
        );
        // Issue 27: the key information sheet of these facts, reviewed and approved by an operator.
        if ((await kiis.draftIfChanged(tx, id)).status !== 'approved')
          missing.push({ path: 'kiis', message: KIIS_TO_PUBLISH });
        if (missing.length > 0) throw invalid(missing);
        // The revenue-share terms are frozen from now on (docs/architecture.md, "Revenue reports").
        await freezeRevenueTerms(tx, row, actorId);
        await updateProject(tx, id, {
          status: 'fundraising',
          publishedAt: now,
          opensAt,
          fundingStart: row.fundingStart ?? opensAt ?? now,
        });
        await recordAudit(tx, {
          actorId,
          action: 'project.publish',
          targetType: 'project',
          targetId: id,
          before: { status: 'draft', published_at: null, opens_at: iso(row.opensAt) },
          after: { status: 'fundraising', published_at: now.toISOString(), opens_at: iso(opensAt) },
        });
        if (opensAt) await launch.scheduleOpening(tx, id, opensAt);
        return load(tx, id);
      });
    },

    /**
     * Sets or clears (null: open at once) the opening time, on a draft or on a published raise
     * that has not opened yet; once it has opened, the time is history and stays. A published
     * raise's notices are queued for the new time (cleared: now).
     */
    async setOpening(actorId: string, id: string, input: AdminOpeningInput): Promise<AdminProject> {
      const now = clock.now();
      return write(async (tx) => {
        const row = await lockedProject(tx, id);
        const opened = openedOn(row, now);
        if (opened) {
          throw new AppError(
            'CONFLICT',
            `This raise opened on ${inUtc(opened)}: its opening time can no longer change`,
          );
        }
        const opensAt = input.opens_at ? new Date(input.opens_at) : null;
        const problems = openingProblems(opensAt, row.fundingEnd, now, OPENING_MESSAGES.inPast);
        if (problems.length > 0) throw invalid(problems);
        await updateProject(tx, id, { opensAt });
        await recordAudit(tx, {
          actorId,
          action: 'project.opening',
          targetType: 'project',
          targetId: id,
          before: { opens_at: iso(row.opensAt) },
          after: { opens_at: iso(opensAt) },
        });
        if (row.publishedAt) await launch.scheduleOpening(tx, id, opensAt);
        return load(tx, id);
      });
    },

    /** An image for the gallery: its web-sized copy is stored; the first image is the cover. */
    async addImage(actorId: string, id: string, upload: UploadedFile, alt: Localized | null): Promise<AdminProject> {
      await checkContent(upload.bytes, 'image');
      const web = await webImage(upload.bytes);
      return write(async (tx) => {
        await lockedProject(tx, id);
        const file = await saveFile(tx, storage, {
          bytes: web.bytes,
          contentType: 'image/webp',
          originalName: upload.filename.replace(/\.[^.]*$/, '') + '.webp',
        });
        const position = await nextPosition(tx, 'media', id);
        const media = await insertMedia(tx, { projectId: id, fileId: file.id, alt: alt ?? emptyLocalized(), position });
        await recordAudit(tx, {
          actorId,
          action: 'project.media.add',
          targetType: 'project',
          targetId: id,
          after: {
            media_id: media.id,
            file_id: file.id,
            name: upload.filename,
            width: web.width,
            height: web.height,
            position,
          },
        });
        return load(tx, id);
      });
    },

    async reorder(actorId: string, id: string, table: 'media' | 'documents', ids: string[]): Promise<AdminProject> {
      return write(async (tx) => {
        await lockedProject(tx, id);
        const parts = await loadEditableParts(tx, id);
        const current = parts[table].map((item) => item.id);
        const same =
          ids.length === current.length && new Set(ids).size === ids.length && ids.every((x) => current.includes(x));
        if (!same)
          throw new AppError(
            'BAD_REQUEST',
            `List every ${table === 'media' ? 'image' : 'document'} of this business once`,
          );
        await setPositions(tx, table, id, ids);
        await recordAudit(tx, {
          actorId,
          action: `project.${table === 'media' ? 'media' : 'document'}.order`,
          targetType: 'project',
          targetId: id,
          before: { order: current },
          after: { order: ids },
        });
        return load(tx, id);
      });
    },

    async setAlt(actorId: string, id: string, mediaId: string, alt: Localized): Promise<AdminProject> {
      return write(async (tx) => {
        await lockedProject(tx, id);
        const before = (await loadEditableParts(tx, id)).media.find((media) => media.id === mediaId);
        if (!before || !(await updateMediaAlt(tx, id, mediaId, alt)))
          throw new AppError('NOT_FOUND', 'Image not found');
        await recordAudit(tx, {
          actorId,
          action: 'project.media.alt',
          targetType: 'project',
          targetId: id,
          before: { media_id: mediaId, alt: before.alt },
          after: { media_id: mediaId, alt },
        });
        return load(tx, id);
      });
    },

    async removeMedia(actorId: string, id: string, mediaId: string): Promise<AdminProject> {
      const { project, keys } = await write(async (tx) => {
        await lockedProject(tx, id);
        const removed = await deleteMedia(tx, id, mediaId);
        if (!removed) throw new AppError('NOT_FOUND', 'Image not found');
        const keys = await deleteFiles(tx, [removed.fileId]);
        await recordAudit(tx, {
          actorId,
          action: 'project.media.remove',
          targetType: 'project',
          targetId: id,
          before: { media_id: mediaId, file_id: removed.fileId, position: removed.position },
        });
        return { project: await load(tx, id), keys };
      });
      await Promise.all(keys.map((key) => storage.delete(key)));
      return project;
    },

    async addDocument(
      actorId: string,
      id: string,
      upload: UploadedFile,
      details: { kind: ProjectDocumentKind; title: Localized },
    ): Promise<AdminProject> {
      const { contentType } = await checkContent(upload.bytes, 'pdf');
      return write(async (tx) => {
        await lockedProject(tx, id);
        const file = await saveFile(tx, storage, { bytes: upload.bytes, contentType, originalName: upload.filename });
        const position = await nextPosition(tx, 'documents', id);
        const document = await insertDocument(tx, {
          projectId: id,
          kind: details.kind,
          title: details.title,
          fileId: file.id,
          position,
        });
        await recordAudit(tx, {
          actorId,
          action: 'project.document.add',
          targetType: 'project',
          targetId: id,
          after: {
            document_id: document.id,
            file_id: file.id,
            kind: details.kind,
            title: details.title,
            size_bytes: upload.bytes.byteLength,
          },
        });
        return load(tx, id);
      });
    },

    async removeDocument(actorId: string, id: string, documentId: string): Promise<AdminProject> {
      const { project, keys } = await write(async (tx) => {
        await lockedProject(tx, id);
        const removed = await deleteDocument(tx, id, documentId);
        if (!removed) throw new AppError('NOT_FOUND', 'Document not found');
        const keys = removed.fileId ? await deleteFiles(tx, [removed.fileId]) : [];
        await recordAudit(tx, {
          actorId,
          action: 'project.document.remove',
          targetType: 'project',
          targetId: id,
          before: { document_id: documentId, kind: removed.kind, title: removed.title, file_id: removed.fileId },
        });
        return { project: await load(tx, id), keys };
      });
      await Promise.all(keys.map((key) => storage.delete(key)));
      return project;
    },

    /** The business's short video, shown after the visitor clicks play; replaces an earlier one. */
    async setVideo(actorId: string, id: string, upload: UploadedFile): Promise<AdminProject> {
      const { contentType } = await checkContent(upload.bytes, 'video');
      const { project, keys } = await write(async (tx) => {
        const row = await lockedProject(tx, id);
        const file = await saveFile(tx, storage, { bytes: upload.bytes, contentType, originalName: upload.filename });
        await updateProject(tx, id, { videoFileId: file.id });
        const keys = row.videoFileId ? await deleteFiles(tx, [row.videoFileId]) : [];
        await recordAudit(tx, {
          actorId,
          action: 'project.video.set',
          targetType: 'project',
          targetId: id,
          before: { video_file_id: row.videoFileId },
          after: { video_file_id: file.id, name: upload.filename, size_bytes: upload.bytes.byteLength },
        });
        return { project: await load(tx, id), keys };
      });
      await Promise.all(keys.map((key) => storage.delete(key)));
      return project;
    },

    async removeVideo(actorId: string, id: string): Promise<AdminProject> {
      const { project, keys } = await write(async (tx) => {
        const row = await lockedProject(tx, id);
        if (!row.videoFileId) throw new AppError('NOT_FOUND', 'This business has no uploaded video');
        await updateProject(tx, id, { videoFileId: null });
        const keys = await deleteFiles(tx, [row.videoFileId]);
        await recordAudit(tx, {
          actorId,
          action: 'project.video.remove',
          targetType: 'project',
          targetId: id,
          before: { video_file_id: row.videoFileId },
        });
        return { project: await load(tx, id), keys };
      });
      await Promise.all(keys.map((key) => storage.delete(key)));
      return project;
    },
  };
}
export type AdminProjectsService = ReturnType<typeof createAdminProjectsService>;
