import {
  adminProjectInputSchema,
  fromMinorUnits,
  normalizeLanguage,
  PROJECT_DEFAULTS,
  toMinorUnits,
  type AdminApplication,
  type AdminApplicationList,
  type AdminApplicationListQuery,
  type AdminProjectInput,
  type ApplicationApproval,
  type ApplicationDocumentKind,
  type ApplicationStatus,
} from '@grove/contracts';
import type { Db, Executor } from '../../db/client.js';
import type { Localized, StoredCompany, StoredRaise, StoredRevenue } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { AdminProjectsService } from '../admin/admin-projects.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { queueMail } from '../mail/mail.service.js';
import { proposeRevenueTerms } from '../revenue/revenue.service.js';
import { findUserById, type UserRow } from '../users/users.repository.js';
import {
  findApplication,
  findDocument,
  insertEvent,
  listDocuments,
  listEvents,
  listForOperators,
  listPeople,
  moveApplication,
  updateApplication,
  type ApplicationPersonRow,
  type ApplicationRow,
} from './applications.repository.js';
import { statusChanged } from './applications.service.js';
import { applicationView, personView } from './applications.view.js';
import { addMember } from './members.repository.js';
import { insertDocument as insertProjectDocument } from '../admin/admin-projects.repository.js';

/** A carried paper's title on the business, by its kind, in each language. */
const PAPER_TITLES: Record<ApplicationDocumentKind, Localized> = {
  financial_statements: { en: 'Financial statements', vi: 'Báo cáo tài chính', ru: 'Финансовая отчётность' },
  incorporation: {
    en: 'Certificate of incorporation',
    vi: 'Giấy chứng nhận đăng ký doanh nghiệp',
    ru: 'Свидетельство о регистрации',
  },
  licence: { en: 'Licence', vi: 'Giấy phép', ru: 'Лицензия' },
};

/**
 * The application's papers made the new business's documents, in the approval's transaction: the
 * same files, kept from investors (`public` false) until the team shows one in the portal
 * (docs/architecture.md "Applications to raise").
 */
async function carryPapers(tx: Executor, applicationId: string, projectId: string): Promise<void> {
  const papers = await listDocuments(tx, applicationId);
  for (const [position, paper] of papers.entries()) {
    await insertProjectDocument(tx, {
      projectId,
      kind: paper.kind,
      title: PAPER_TITLES[paper.kind],
      fileId: paper.fileId,
      position,
      public: false,
    });
  }
}

const applicationNotFound = () => notFound('Application not found');
const ROLE_WORDS: Record<ApplicationPersonRow['role'], string> = {
  director: 'Director',
  owner: 'Owner',
  director_owner: 'Director and owner',
};

/** A country's English name ("VN" → "Vietnam"). */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value);
const english = (en: string) => ({ en, vi: '', ru: '' });

/** The console's default ticket range, in the raise's currency (whole-dong steps for VND), fitted to the target. */
function tickets(raise: StoredRaise) {
  const major = (value: number) => fromMinorUnits(value, raise.currency);
  const scale = raise.currency === 'VND' ? 25_000 : 1;
  const minor = (value: number) => toMinorUnits(value * scale, raise.currency);
  let step = minor(PROJECT_DEFAULTS.ticketStep);
  let min = minor(PROJECT_DEFAULTS.ticketMin);
  if (min > raise.amountMinor) min = step = raise.amountMinor;
  const max = Math.max(min, Math.min(minor(PROJECT_DEFAULTS.ticketMax), raise.amountMinor));
  return { ticket_min: major(min), ticket_max: major(max), ticket_step: major(step) };
}

/**
 * The console's form, filled from an application: the English texts from what the applicant wrote;
 * Vietnamese and Russian are left empty for the founder to translate (the console allows it; the
 * public page shows English meanwhile). Terms: the revenue share, term and minimum multiple;
 * the expected return is what the multiple promises, and the yearly figure that spread over the term.
 */
export function projectInputOf(
  company: StoredCompany,
  raise: StoredRaise,
  revenue: StoredRevenue | null,
  people: ApplicationPersonRow[],
): AdminProjectInput {
  const money = (minor: number, currency: string) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(fromMinorUnits(minor, currency));
  const share = `${raise.revenueShareBp / 100} %`;
  const multiple = `${raise.contractMultipleBp / 10_000}×`;
  const returnBp = raise.contractMultipleBp - 10_000;
  const yearlyBp = Math.floor((returnBp * 12) / raise.termMonths);
  const about = [
    company.description,
    `Use of funds\n${raise.useOfFunds}`,
    ...(revenue ? [`Revenue in the last 12 months: ${money(revenue.revenueMinor, revenue.currency)}.`] : []),
    ...(revenue?.note ? [revenue.note] : []),
  ].join('\n\n');
  return {
    id: '',
    name: english(company.name),
    description: english(clip(company.description.replace(/\s+/g, ' '), 500)),
    about: english(clip(about, 20_000)),
    location: english(clip(countryName(company.country), 200)),
    legal: english(
      clip(
        `${company.name}, registered in ${countryName(company.country)} under number ${company.registrationNumber}, ` +
          `founded on ${company.foundedOn}. Registered address: ${company.address.replace(/\s*\n\s*/g, ', ')}.`,
        5_000,
      ),
    ),
    payout_format: english(
      `Quarterly: ${share} of the quarter's revenue, shared among investors, until they have received ` +
        `${multiple} their investment; then a share of the quarter's profit.`,
    ),
    investment_structure: english(
      `Revenue-share agreement over ${raise.termMonths} months: investors receive ${share} of the business's ` +
        `quarterly revenue until they have received ${multiple} their investment, then a share of its profit.`,
    ),
    category: company.category,
    featured: false,
    currency: raise.currency as AdminProjectInput['currency'],
    target: fromMinorUnits(raise.amountMinor, raise.currency),
    min_raise: fromMinorUnits(raise.minRaiseMinor, raise.currency),
    ...tickets(raise),
    funding_start: null,
    funding_end: null,
    expected_return: returnBp / 100,
    annual_yield: yearlyBp / 100,
    investment_term_months: raise.termMonths,
    video_url: '',
    team: people
      .filter((person) => person.role !== 'owner')
      .map((person) => ({
        name: person.name,
        role: english(ROLE_WORDS[person.role]),
        bio: english(''),
        linkedin_url: '',
        photo_file_id: null,
      })),
    faq: [],
    forecast: { scenarios: [], ebitda: [], expected_revenue: [], user_growth: [] },
  };
}

/**
 * The operators' side (issue 26, docs/architecture.md "Applications to raise"): the queue, the
 * whole application with its journal, notes, opening a paper (recorded as a check), and the three
 * decisions. Each decision is one conditional move of the status in the transaction of everything
 * it causes: two operators deciding at once get one decision, and the other a 409.
 */
export function createApplicationVettingService({
  db,
  adminProjects,
  publicUrl,
}: {
  db: Db;
  adminProjects: Pick<AdminProjectsService, 'createInTransaction'>;
  publicUrl: string;
}) {
  async function detail(executor: Executor, row: ApplicationRow): Promise<AdminApplication> {
    const [people, documents, applicant, events] = await Promise.all([
      listPeople(executor, row.id),
      listDocuments(executor, row.id),
      findUserById(executor, row.userId),
      listEvents(executor, row.id),
    ]);
    const owner = applicant ?? { id: row.userId, name: null, email: '', kycStatus: 'not_started' as const };
    return {
      ...applicationView(row, people, documents, owner),
      // The operators read the last message whatever the status.
      message: row.message,
      applicant: { id: owner.id, name: owner.name, email: owner.email, kyc_status: owner.kycStatus },
      events: events.map(({ event, actorName, actorEmail }) => ({
        id: event.id,
        kind: event.kind,
        actor: actorName?.trim() || actorEmail || null,
        message: event.message,
        document_id: event.documentId,
        at: event.createdAt.toISOString(),
      })),
    };
  }

  async function existing(executor: Executor, id: string): Promise<ApplicationRow> {
    const row = await findApplication(executor, id);
    if (!row) throw applicationNotFound();
    return row;
  }

  /**
   * Moves a submitted application to `to` and runs what the decision causes, all in one
   * transaction; an application no longer submitted (another operator was first) is a 409.
   */
  async function decide(
    operator: UserRow,
    id: string,
    to: Exclude<ApplicationStatus, 'draft' | 'submitted'>,
    message: string | null,
    then: (tx: Executor, row: ApplicationRow, applicant: UserRow) => Promise<Record<string, unknown>>,
  ) {
    return db.transaction(async (tx) => {
      const moved = await moveApplication(tx, id, ['submitted'], {
        status: to,
        decidedAt: new Date(),
        decidedBy: operator.id,
        message,
      });
      if (!moved) throw statusChanged((await existing(tx, id)).status);
      const applicant = await findUserById(tx, moved.userId);
      if (!applicant) throw applicationNotFound();
      const after = await then(tx, moved, applicant);
      await insertEvent(tx, { applicationId: id, actorId: operator.id, kind: to, message });
      await recordAudit(tx, {
        actorId: operator.id,
        action: `application.${to === 'changes_requested' ? 'request_changes' : to === 'approved' ? 'approve' : 'reject'}`,
        targetType: 'application',
        targetId: id,
        before: { status: 'submitted' },
        after: { status: to, ...(message ? { message } : {}), ...after },
      });
      return detail(tx, (await findApplication(tx, id))!);
    });
  }

  const applicationUrl = (id: string) => new URL(`/founder/applications/${id}`, publicUrl).toString();

  return {
    async list(query: AdminApplicationListQuery): Promise<AdminApplicationList> {
      const { rows, total, waiting } = await listForOperators(db, {
        status: query.status,
        limit: query.limit ?? 50,
        offset: query.offset ?? 0,
      });
      return {
        applications: rows.map(({ application, applicantName, applicantEmail, people, verified }) => ({
          id: application.id,
          status: application.status,
          company_name: application.company?.name ?? null,
          applicant_name: applicantName,
          applicant_email: applicantEmail,
          currency: application.raise?.currency ?? null,
          amount: application.raise ? fromMinorUnits(application.raise.amountMinor, application.raise.currency) : null,
          people,
          people_verified: verified,
          submitted_at: application.submittedAt?.toISOString() ?? null,
          updated_at: application.updatedAt.toISOString(),
        })),
        total,
        waiting,
      };
    },

    get: async (id: string) => detail(db, await existing(db, id)),

    /** Sends it back to the applicant with what to change; they edit and submit again. */
    requestChanges: (operator: UserRow, id: string, message: string) =>
      decide(operator, id, 'changes_requested', message, async (tx, row, applicant) => {
        await queueMail(tx, {
          to: applicant.email,
          language: normalizeLanguage(applicant.language),
          template: 'applicationChangesRequested',
          params: { company: row.company?.name ?? '', message, url: applicationUrl(id) },
        });
        return {};
      }),

    reject: (operator: UserRow, id: string, reason: string) =>
      decide(operator, id, 'rejected', reason, async (tx, row, applicant) => {
        await queueMail(tx, {
          to: applicant.email,
          language: normalizeLanguage(applicant.language),
          template: 'applicationRejected',
          params: { company: row.company?.name ?? '', reason, url: applicationUrl(id) },
        });
        return {};
      }),

    /**
     * Approves: the business is made as a draft through the console's own creation, the applicant
     * joins its team as owner, and they are told, in the approval's transaction. Everyone listed
     * must have passed the identity check first.
     */
    async approve(operator: UserRow, id: string): Promise<ApplicationApproval> {
      let projectId = '';
      const application = await decide(operator, id, 'approved', null, async (tx, row, applicant) => {
        const people = await listPeople(tx, id);
        const unverified = people
          .map((person) => personView(person, applicant))
          .filter((person) => person.check !== 'passed');
        if (unverified.length > 0) {
          throw new AppError(
            'APPLICATION_PEOPLE_UNVERIFIED',
            `Everyone listed must pass the identity check first: ${unverified.map((person) => person.name).join(', ')}`,
          );
        }
        if (!row.company || !row.raise) throw statusChanged('draft');
        const input = adminProjectInputSchema.safeParse(projectInputOf(row.company, row.raise, row.revenue, people));
        if (!input.success) {
          const issue = input.error.issues[0]!;
          throw new AppError(
            'CONFLICT',
            `The business could not be made from this application: ${issue.path.join('.')}: ${issue.message}`,
          );
        }
        const project = await adminProjects.createInTransaction(tx, operator.id, input.data);
        projectId = project.id;
        await addMember(tx, { projectId: project.id, userId: applicant.id, role: 'owner', addedBy: operator.id });
        await proposeRevenueTerms(
          tx,
          {
            id: project.id,
            expectedReturnBp: row.raise.contractMultipleBp - 10_000,
            investmentTermMonths: row.raise.termMonths,
          },
          operator.id,
          row.raise.revenueShareBp,
        );
        await carryPapers(tx, id, project.id);
        await updateApplication(tx, id, { projectId: project.id });
        await queueMail(tx, {
          to: applicant.email,
          language: normalizeLanguage(applicant.language),
          template: 'applicationApproved',
          params: { company: row.company.name, url: new URL('/founder', publicUrl).toString() },
        });
        return { project_id: project.id };
      });
      return { application, project_id: projectId };
    },

    async addNote(operator: UserRow, id: string, text: string): Promise<AdminApplication> {
      return db.transaction(async (tx) => {
        const row = await existing(tx, id);
        await insertEvent(tx, { applicationId: id, actorId: operator.id, kind: 'note', message: text });
        return detail(tx, row);
      });
    },

    /** A paper to stream to the operator; opening it is recorded in the journal and the audit log. */
    async openDocument(operator: UserRow, id: string, documentId: string) {
      return db.transaction(async (tx) => {
        await existing(tx, id);
        const document = await findDocument(tx, id, documentId);
        if (!document) throw notFound('Document not found');
        await insertEvent(tx, {
          applicationId: id,
          actorId: operator.id,
          kind: 'document_opened',
          message: document.originalName,
          documentId,
        });
        await recordAudit(tx, {
          actorId: operator.id,
          action: 'application.document.open',
          targetType: 'application',
          targetId: id,
          after: { document_id: documentId, kind: document.kind, name: document.originalName },
        });
        return document;
      });
    },
  };
}
export type ApplicationVettingService = ReturnType<typeof createApplicationVettingService>;
