import {
  APPLICATION_MESSAGES,
  REQUIRED_APPLICATION_DOCUMENTS,
  fromMinorUnits,
  normalizeKycStatus,
  type Application,
  type ApplicationPerson,
  type ApplicationPersonCheck,
  type ApplicationSummary,
} from '@grove/contracts';
import type { UserRow } from '../users/users.repository.js';
import type { ApplicationDocumentRow, ApplicationPersonRow, ApplicationRow } from './applications.repository.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const M = APPLICATION_MESSAGES;

/** The applicant listed among the people: the same address as their account. */
export const isApplicant = (person: Pick<ApplicationPersonRow, 'email'>, applicant: Pick<UserRow, 'email'>) =>
  person.email.toLowerCase() === applicant.email.toLowerCase();

/** The applicant's check is their account's identity verification. */
function accountCheck(applicant: Pick<UserRow, 'kycStatus'>): ApplicationPersonCheck {
  const status = normalizeKycStatus(applicant.kycStatus);
  return status === 'passed' || status === 'failed' || status === 'in_progress' ? status : 'not_started';
}

export function personView(
  person: ApplicationPersonRow,
  applicant: Pick<UserRow, 'email' | 'kycStatus'>,
): ApplicationPerson {
  const own = isApplicant(person, applicant);
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    role: person.role,
    ownership: person.ownershipBp / 100,
    is_applicant: own,
    check: own ? accountCheck(applicant) : person.checkStatus,
    check_reason: own ? null : person.checkReason,
    invited_at: own ? null : iso(person.invitedAt),
    checked_at: own ? null : iso(person.checkedAt),
  };
}

/** What a submission still needs, by field; empty when the application can be submitted. */
export function missingOf(
  row: Pick<ApplicationRow, 'company' | 'raise' | 'revenue'>,
  people: Pick<ApplicationPersonRow, 'role' | 'ownershipBp'>[],
  documents: Pick<ApplicationDocumentRow, 'kind'>[],
): { path: string; message: string }[] {
  const missing: { path: string; message: string }[] = [];
  if (!row.company) missing.push({ path: 'company', message: M.missingCompany });
  if (!people.some((person) => person.role !== 'owner')) missing.push({ path: 'people', message: M.missingPeople });
  if (people.reduce((sum, person) => sum + person.ownershipBp, 0) > 10_000) {
    missing.push({ path: 'people', message: M.ownershipTotal });
  }
  if (!row.raise) missing.push({ path: 'raise', message: M.missingRaise });
  if (!row.revenue) missing.push({ path: 'revenue', message: M.missingRevenue });
  for (const kind of REQUIRED_APPLICATION_DOCUMENTS) {
    if (!documents.some((document) => document.kind === kind)) {
      missing.push({
        path: `documents.${kind}`,
        message: kind === 'financial_statements' ? M.missingFinancialStatements : M.missingIncorporation,
      });
    }
  }
  return missing;
}

/** The whole application as its applicant (and, with more, an operator) reads it. */
export function applicationView(
  row: ApplicationRow,
  people: ApplicationPersonRow[],
  documents: ApplicationDocumentRow[],
  applicant: Pick<UserRow, 'email' | 'kycStatus'>,
): Application {
  const raiseMajor = (minor: number) => fromMinorUnits(minor, row.raise!.currency);
  return {
    id: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: iso(row.submittedAt),
    decided_at: iso(row.decidedAt),
    message: row.status === 'changes_requested' || row.status === 'rejected' ? row.message : null,
    company: row.company
      ? {
          name: row.company.name,
          country: row.company.country,
          registration_number: row.company.registrationNumber,
          address: row.company.address,
          description: row.company.description,
          founded_on: row.company.foundedOn,
          category: row.company.category,
        }
      : null,
    raise: row.raise
      ? {
          currency: row.raise.currency,
          amount: raiseMajor(row.raise.amountMinor),
          min_raise: raiseMajor(row.raise.minRaiseMinor),
          use_of_funds: row.raise.useOfFunds,
          revenue_share: row.raise.revenueShareBp / 100,
          term_months: row.raise.termMonths,
          contract_multiple: row.raise.contractMultipleBp / 10_000,
        }
      : null,
    revenue: row.revenue
      ? {
          currency: row.revenue.currency,
          revenue_12m: fromMinorUnits(row.revenue.revenueMinor, row.revenue.currency),
          note: row.revenue.note,
        }
      : null,
    people: people.map((person) => personView(person, applicant)),
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      name: document.originalName,
      content_type: document.contentType,
      size_bytes: document.sizeBytes,
      uploaded_at: document.createdAt.toISOString(),
    })),
    missing: missingOf(row, people, documents),
    project_id: row.projectId,
  };
}

export function summaryView(row: ApplicationRow): ApplicationSummary {
  return {
    id: row.id,
    status: row.status,
    company_name: row.company?.name ?? null,
    currency: row.raise?.currency ?? null,
    amount: row.raise ? fromMinorUnits(row.raise.amountMinor, row.raise.currency) : null,
    message: row.status === 'changes_requested' || row.status === 'rejected' ? row.message : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: iso(row.submittedAt),
    project_id: row.projectId,
  };
}
