import {
  APPLICATION_DOCUMENTS_MAX,
  APPLICATION_MESSAGES,
  APPLICATION_PEOPLE_MAX,
  DOCUMENT_TYPES,
  EDITABLE_APPLICATION_STATUSES,
  IMAGE_TYPES,
  KYC_FAILURE_REASONS,
  OPEN_APPLICATIONS_MAX,
  multipleToBasisPoints,
  normalizeKycStatus,
  normalizeLanguage,
  percentToBasisPoints,
  toMinorUnits,
  type Application,
  type ApplicationCompany,
  type ApplicationDocumentKind,
  type ApplicationList,
  type ApplicationPersonCheck,
  type ApplicationPersonParsed,
  type ApplicationRaiseParsed,
  type ApplicationRevenueParsed,
  type ApplicationStatus,
  type PersonVerification,
  type PersonVerificationSession,
} from '@grove/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Executor } from '../../db/client.js';
import { worldOf } from '../../lib/demo-world.js';
import { AppError, notFound } from '../../lib/errors.js';
import { KycProviderError, type KycProvider } from '../../providers/kyc/provider.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import { checkContent, type UploadedFile } from '../files/uploads.js';
import { recordAudit } from '../audit/audit.service.js';
import { saveFile } from '../files/files.service.js';
import { queueMail } from '../mail/mail.service.js';
import { findUserById, lockUserById, type UserRow } from '../users/users.repository.js';
import {
  countOpenApplications,
  deleteDocument,
  deletePerson,
  findApplication,
  findDocument,
  findPersonByTokenHash,
  insertApplication,
  insertDocument,
  insertEvent,
  insertPerson,
  listApplicationsOfUser,
  listDocuments,
  listPeople,
  lockPerson,
  lockPersonByAccessCode,
  moveApplication,
  updateApplication,
  updatePerson,
  type ApplicationRow,
} from './applications.repository.js';
import { applicationView, isApplicant, missingOf, summaryView } from './applications.view.js';

/** The job that asks the identity provider for a listed person's result (their session's webhook queues it). */
export const APPLICATION_PERSON_REFRESH_JOB = 'applications.person-refresh';
/** An e-mailed verification link works this long after it was sent. */
export const PERSON_LINK_DAYS = 14;

const M = APPLICATION_MESSAGES;
const DAY_MS = 24 * 60 * 60_000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const applicationNotFound = () => notFound('Application not found');
const invalid = (fields: { path: string; message: string }[]) =>
  new AppError('VALIDATION_ERROR', `${fields[0]!.path}: ${fields[0]!.message}`, {
    fields: fields.map((field) => ({ ...field, code: 'VALIDATION_ERROR' })),
  });

/** Why an application cannot take a change or a move in its status: said in words, answered 409. */
export function statusChanged(status: ApplicationStatus): AppError {
  const words: Record<ApplicationStatus, string> = {
    draft: 'This application has not been submitted yet',
    submitted: 'This application has been submitted and waits for a decision: it cannot change now',
    changes_requested: 'Changes were asked for: the application waits for its applicant',
    approved: 'This application has already been approved',
    rejected: 'This application has already been rejected',
  };
  return new AppError('APPLICATION_STATUS_CHANGED', words[status]);
}

/** Where a listed person's check stands, from the provider's normalised status. */
function checkOf(rawStatus: string): ApplicationPersonCheck | null {
  const status = normalizeKycStatus(rawStatus);
  if (status === 'passed' || status === 'failed' || status === 'in_progress') return status;
  return null;
}
const reasonOf = (reason: string | null) =>
  (KYC_FAILURE_REASONS as readonly string[]).includes(reason ?? '') ? reason : null;

/** The raise step in stored units: exact minor units and basis points (the schema already checked them). */
function raiseColumns(input: ApplicationRaiseParsed) {
  return {
    currency: input.currency,
    amountMinor: toMinorUnits(input.amount, input.currency),
    minRaiseMinor: toMinorUnits(input.min_raise, input.currency),
    useOfFunds: input.use_of_funds,
    revenueShareBp: percentToBasisPoints(input.revenue_share),
    termMonths: input.term_months,
    contractMultipleBp: multipleToBasisPoints(input.contract_multiple)!,
  };
}

/** A paper's type, read from its bytes: a PDF (20 MB) or a JPEG, PNG or WebP image (10 MB), kept as sent. */
async function checkDocument(bytes: Uint8Array): Promise<{ contentType: string; extension: string }> {
  if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', 'The file is empty.');
  const detected = await fileTypeFromBuffer(bytes);
  const pdf = (DOCUMENT_TYPES as readonly string[]).includes(detected?.mime ?? '');
  const image = (IMAGE_TYPES as readonly string[]).includes(detected?.mime ?? '');
  if (!pdf && !image) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Upload a PDF document, or a JPEG, PNG or WebP image${detected ? ` (this file's content is ${detected.mime})` : ''}.`,
    );
  }
  return checkContent(bytes, pdf ? 'pdf' : 'image');
}

export interface ApplicationsServiceDeps {
  db: Db;
  storage: FileStorage;
  provider: KycProvider;
  publicUrl: string;
  /** Where the provider sends a listed person back: their verification page. */
  personReturnUrl: string;
}

/**
 * The applicant's side of an application to raise (issue 26, docs/architecture.md "Applications to
 * raise"): drafts saved step by step, people and their identity checks, papers, and the
 * submission. Every route names an application the caller must own: anyone else's is a 404.
 */
export function createApplicationsService({
  db,
  storage,
  provider,
  publicUrl,
  personReturnUrl,
}: ApplicationsServiceDeps) {
  /** The whole application; the applicant's row is read afresh, for their identity check as it is now. */
  async function view(executor: Executor, row: ApplicationRow): Promise<Application> {
    const [people, documents, owner] = await Promise.all([
      listPeople(executor, row.id),
      listDocuments(executor, row.id),
      findUserById(executor, row.userId),
    ]);
    return applicationView(row, people, documents, owner ?? { email: '', kycStatus: 'not_started' });
  }

  /** The caller's application, locked when asked; 404 for anyone else's. */
  async function owned(executor: Executor, user: Pick<UserRow, 'id'>, id: string, lock = false) {
    const row = await findApplication(executor, id, { lock });
    if (!row || row.userId !== user.id) throw applicationNotFound();
    return row;
  }

  /**
   * A change to the caller's application while it may change (a draft, or changes asked for):
   * one transaction holding its row, answering the whole application after.
   */
  async function change(
    user: UserRow,
    id: string,
    action: string,
    work: (tx: Executor, row: ApplicationRow) => Promise<Record<string, unknown> | void>,
    statuses: readonly ApplicationStatus[] = EDITABLE_APPLICATION_STATUSES,
  ): Promise<Application> {
    return db.transaction(async (tx) => {
      const row = await owned(tx, user, id, true);
      if (!statuses.includes(row.status)) throw statusChanged(row.status);
      const after = await work(tx, row);
      await recordAudit(tx, {
        actorId: user.id,
        action: `application.${action}`,
        targetType: 'application',
        targetId: id,
        after: after ?? null,
      });
      await updateApplication(tx, id, {});
      const fresh = await findApplication(tx, id);
      return view(tx, fresh!);
    });
  }

  /** The rules across people the schema cannot see: one listing per address, and shares summing to 100 % at most. */
  async function checkPeople(tx: Executor, row: ApplicationRow, input: ApplicationPersonParsed, exceptId?: string) {
    const others = (await listPeople(tx, row.id)).filter((person) => person.id !== exceptId);
    if (others.some((person) => person.email.toLowerCase() === input.email)) {
      throw invalid([{ path: 'email', message: M.personTaken }]);
    }
    if (!exceptId && others.length >= APPLICATION_PEOPLE_MAX)
      throw invalid([{ path: 'email', message: M.tooManyPeople }]);
    const total = others.reduce((sum, person) => sum + person.ownershipBp, 0) + percentToBasisPoints(input.ownership);
    if (total > 10_000) throw invalid([{ path: 'ownership', message: M.ownershipTotal }]);
  }

  /** Asks the provider for a listed person's result and records it; null for an unknown access code. */
  async function refreshPerson(accessCode: string) {
    const result = await provider.fetchResult(accessCode);
    const check = checkOf(result.rawStatus);
    return db.transaction(async (tx) => {
      const person = await lockPersonByAccessCode(tx, accessCode);
      if (!person || !check) return person;
      const reason = check === 'failed' ? reasonOf(result.reason) : null;
      if (person.checkStatus === check && person.providerStatus === result.rawStatus && person.checkReason === reason) {
        return person;
      }
      return updatePerson(tx, person.applicationId, person.id, {
        checkStatus: check,
        checkReason: reason,
        providerStatus: result.rawStatus,
        checkedAt: new Date(),
      });
    });
  }

  /** The person an e-mailed link names, while the link is fresh and the application undecided; else 404. */
  async function personOfLink(executor: Executor, token: string) {
    const found = await findPersonByTokenHash(executor, sha256(token));
    const fresh = found?.person.invitedAt && Date.now() - found.person.invitedAt.getTime() < PERSON_LINK_DAYS * DAY_MS;
    if (!found || !fresh || found.application.status === 'approved' || found.application.status === 'rejected') {
      throw notFound('This verification link is not valid any more. Ask the applicant to send a new one.');
    }
    return found;
  }

  return {
    refreshPerson,

    async list(user: UserRow): Promise<ApplicationList> {
      const rows = await listApplicationsOfUser(db, user.id);
      return { applications: rows.map(summaryView) };
    },

    /** A new draft. Demo accounts do not apply (their tour is the investor's and the operator's). */
    async create(user: UserRow): Promise<Application> {
      if (worldOf(user) !== null) throw new AppError('FORBIDDEN', 'Applications to raise are not part of the demo.');
      return db.transaction(async (tx) => {
        // One person's creations queue on their row, so the limit holds against a double click.
        await lockUserById(tx, user.id);
        if ((await countOpenApplications(tx, user.id)) >= OPEN_APPLICATIONS_MAX) {
          throw new AppError(
            'APPLICATION_LIMIT_REACHED',
            `You have ${OPEN_APPLICATIONS_MAX} applications waiting: finish or wait for one of them before starting another`,
          );
        }
        const row = await insertApplication(tx, user.id);
        await recordAudit(tx, {
          actorId: user.id,
          action: 'application.create',
          targetType: 'application',
          targetId: row.id,
        });
        return view(tx, row);
      });
    },

    async get(user: UserRow, id: string): Promise<Application> {
      return view(db, await owned(db, user, id));
    },

    saveCompany: (user: UserRow, id: string, input: ApplicationCompany) =>
      change(user, id, 'save_company', async (tx) => {
        await updateApplication(tx, id, {
          company: {
            name: input.name,
            country: input.country,
            registrationNumber: input.registration_number,
            address: input.address,
            description: input.description,
            foundedOn: input.founded_on,
            category: input.category,
          },
        });
      }),

    saveRaise: (user: UserRow, id: string, input: ApplicationRaiseParsed) =>
      change(user, id, 'save_raise', async (tx) => {
        await updateApplication(tx, id, { raise: raiseColumns(input) });
      }),

    saveRevenue: (user: UserRow, id: string, input: ApplicationRevenueParsed) =>
      change(user, id, 'save_revenue', async (tx) => {
        await updateApplication(tx, id, {
          revenue: {
            currency: input.currency,
            revenueMinor: toMinorUnits(input.revenue_12m, input.currency),
            note: input.note,
          },
        });
      }),

    addPerson: (user: UserRow, id: string, input: ApplicationPersonParsed) =>
      change(user, id, 'person.add', async (tx, row) => {
        await checkPeople(tx, row, input);
        await insertPerson(tx, {
          applicationId: id,
          name: input.name,
          email: input.email,
          role: input.role,
          ownershipBp: percentToBasisPoints(input.ownership),
        });
      }),

    /** A changed name or address is another person to check: their check starts again. */
    updatePerson: (user: UserRow, id: string, personId: string, input: ApplicationPersonParsed) =>
      change(user, id, 'person.update', async (tx, row) => {
        const before = (await listPeople(tx, id)).find((person) => person.id === personId);
        if (!before) throw notFound('Person not found');
        await checkPeople(tx, row, input, personId);
        const samePerson = before.name === input.name && before.email === input.email;
        await updatePerson(tx, id, personId, {
          name: input.name,
          email: input.email,
          role: input.role,
          ownershipBp: percentToBasisPoints(input.ownership),
          ...(samePerson
            ? {}
            : {
                checkStatus: 'not_started',
                checkReason: null,
                providerStatus: null,
                accessCode: null,
                inviteTokenHash: null,
                invitedAt: null,
                checkedAt: null,
              }),
        });
      }),

    removePerson: (user: UserRow, id: string, personId: string) =>
      change(user, id, 'person.remove', async (tx) => {
        if (!(await deletePerson(tx, id, personId))) throw notFound('Person not found');
      }),

    /**
     * E-mails a listed person (not the applicant: their check is their account's) a link to verify
     * their identity; sending again makes a new link and the older one stops working. Allowed
     * while the application is under review too, since operators wait for these checks.
     */
    invitePerson: (user: UserRow, id: string, personId: string) =>
      change(
        user,
        id,
        'person.invite',
        async (tx, row) => {
          const person = (await listPeople(tx, id)).find((candidate) => candidate.id === personId);
          if (!person) throw notFound('Person not found');
          if (isApplicant(person, user)) {
            throw new AppError('CONFLICT', 'You verify your own identity through your account, not by e-mail');
          }
          if (person.checkStatus === 'passed')
            throw new AppError('KYC_ALREADY_VERIFIED', 'This person is already verified');
          const token = randomBytes(32).toString('base64url');
          await updatePerson(tx, id, personId, {
            inviteTokenHash: sha256(token),
            invitedAt: new Date(),
            ...(person.checkStatus === 'not_started' ? { checkStatus: 'invited' as const } : {}),
          });
          await queueMail(tx, {
            to: person.email,
            language: normalizeLanguage(user.language),
            template: 'applicationPersonInvite',
            params: {
              applicant: user.name?.trim() || user.email,
              company: row.company?.name ?? user.email,
              url: new URL(`/founder/verify#token=${token}`, publicUrl).toString(),
              days: PERSON_LINK_DAYS,
            },
          });
        },
        [...EDITABLE_APPLICATION_STATUSES, 'submitted'],
      ),

    async addDocument(user: UserRow, id: string, upload: UploadedFile, kind: ApplicationDocumentKind) {
      const { contentType } = await checkDocument(upload.bytes);
      return change(user, id, 'document.add', async (tx) => {
        if ((await listDocuments(tx, id)).length >= APPLICATION_DOCUMENTS_MAX) {
          throw invalid([{ path: 'file', message: M.tooManyDocuments }]);
        }
        const file = await saveFile(tx, storage, { bytes: upload.bytes, contentType, originalName: upload.filename });
        await insertDocument(tx, { applicationId: id, kind, fileId: file.id });
      });
    },

    async removeDocument(user: UserRow, id: string, documentId: string): Promise<Application> {
      let key: string | null = null;
      const result = await change(user, id, 'document.remove', async (tx) => {
        const removed = await deleteDocument(tx, id, documentId);
        if (removed === null) throw notFound('Document not found');
        key = removed;
      });
      if (key) await storage.delete(key);
      return result;
    },

    /** One of the caller's own papers, to stream back to them. */
    async document(user: UserRow, id: string, documentId: string) {
      await owned(db, user, id);
      const document = await findDocument(db, id, documentId);
      if (!document) throw notFound('Document not found');
      return document;
    },

    /** Submits a complete application, or answers what is missing, by field (400). */
    async submit(user: UserRow, id: string): Promise<Application> {
      return db.transaction(async (tx) => {
        const row = await owned(tx, user, id, true);
        if (!EDITABLE_APPLICATION_STATUSES.includes(row.status)) throw statusChanged(row.status);
        const missing = missingOf(row, await listPeople(tx, id), await listDocuments(tx, id));
        if (missing.length > 0) throw invalid(missing);
        const moved = await moveApplication(tx, id, EDITABLE_APPLICATION_STATUSES, {
          status: 'submitted',
          submittedAt: new Date(),
          message: null,
        });
        if (!moved) throw statusChanged(row.status);
        await insertEvent(tx, { applicationId: id, actorId: user.id, kind: 'submitted' });
        await recordAudit(tx, {
          actorId: user.id,
          action: 'application.submit',
          targetType: 'application',
          targetId: id,
          before: { status: row.status },
          after: { status: 'submitted' },
        });
        return view(tx, moved);
      });
    },

    // ── The page an e-mailed link opens (no account needed) ──

    /** Who the link is for and where their check stands, asking the provider while it is under way. */
    async personStatus(token: string): Promise<PersonVerification> {
      const found = await personOfLink(db, token);
      const { application } = found;
      let { person } = found;
      if (person.accessCode && person.checkStatus === 'in_progress') {
        try {
          person = (await refreshPerson(person.accessCode)) ?? person;
        } catch (error) {
          if (!(error instanceof KycProviderError)) throw error;
        }
      }
      const applicant = await findUserById(db, application.userId);
      return {
        person_name: person.name,
        company_name: application.company?.name ?? '',
        applicant_name: applicant?.name?.trim() || applicant?.email || '',
        check: person.checkStatus,
        check_reason: person.checkReason,
      };
    },

    /** Opens (or reopens, with the same access code) the person's session with the identity provider. */
    async startPersonSession(token: string): Promise<PersonVerificationSession> {
      return db.transaction(async (tx) => {
        const { person } = await personOfLink(tx, token);
        // Concurrent starts queue on the person's row and reuse the first one's access code.
        const locked = (await lockPerson(tx, person.id)) ?? person;
        if (locked.checkStatus === 'passed')
          throw new AppError('KYC_ALREADY_VERIFIED', 'Your identity is already verified');
        const [firstName, ...rest] = locked.name.split(/\s+/);
        let handle;
        try {
          handle = await provider.startSession(
            {
              user: { id: locked.id, email: locked.email, name: locked.name },
              details: { firstName: firstName ?? locked.name, lastName: rest.join(' '), email: locked.email },
              userAccessCode: locked.accessCode,
              returnUrl: personReturnUrl,
            },
            tx,
          );
        } catch (error) {
          if (error instanceof KycProviderError) {
            throw new AppError(
              'KYC_PROVIDER_UNAVAILABLE',
              'Identity verification is unavailable right now. Please try again later.',
              { cause: error },
            );
          }
          throw error;
        }
        await updatePerson(tx, locked.applicationId, locked.id, {
          accessCode: handle.userAccessCode,
          checkStatus: 'in_progress',
          checkReason: null,
          providerStatus: 'in_progress',
        });
        return { url: handle.url };
      });
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
