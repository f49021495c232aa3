import {
  fromMinorUnits,
  fundedPercent,
  fullyReserved,
  normalizeBusinessStatus,
  OPEN_RAISE_STATUSES,
  PROJECT_DEFAULTS,
  remainingAmount,
  type Language,
  type Project,
  type ProjectDetails,
} from '@grove/contracts';
import type { Localized } from '../../db/schema/index.js';
import { fileUrl } from '../files/files.service.js';
import type { ProjectCardRow, ProjectParts, ProjectWithCover } from './projects.repository.js';

const text = (value: Localized | null | undefined, language: Language, fallback = ''): string =>
  value?.[language]?.trim() || value?.en?.trim() || fallback;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A project in the normalised shape of spec §3, amounts in major units. `now` (the platform
 * clock) decides whether its opening time is still ahead: an answer carries it only until then.
 */
export function toProject(row: ProjectCardRow, language: Language, now: Date): Project {
  const currency = row.currency || PROJECT_DEFAULTS.currency;
  const major = (minor: number) => fromMinorUnits(minor, currency);
  const raised = major(row.raisedMinor);
  const target = major(row.targetMinor);
  const ticketMin = major(row.ticketMinMinor) || PROJECT_DEFAULTS.ticketMin;
  const expectedReturn = row.expectedReturnBp / 100;
  return {
    id: row.id,
    name: text(row.name, language, PROJECT_DEFAULTS.name),
    description: text(row.description, language),
    status: normalizeBusinessStatus(row.status),
    currency,
    target_amount: target,
    current_amount: raised,
    ticket_min: ticketMin,
    ticket_max: major(row.ticketMaxMinor) || PROJECT_DEFAULTS.ticketMax,
    ticket_step: major(row.ticketStepMinor) || PROJECT_DEFAULTS.ticketStep,
    annual_yield: row.annualYieldBp / 100,
    location: text(row.location, language, PROJECT_DEFAULTS.location),
    category: row.category || PROJECT_DEFAULTS.category,
    type: row.category || PROJECT_DEFAULTS.category,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deadline: iso(row.fundingEnd),
    funding_start: iso(row.fundingStart),
    funding_end: iso(row.fundingEnd),
    opens_at: row.opensAt && row.opensAt > now ? row.opensAt.toISOString() : null,
    payout_format: text(row.payoutFormat, language),
    fully_reserved: OPEN_RAISE_STATUSES.includes(row.status) && fullyReserved(row),
    expected_return: expectedReturn,
    investor_count: row.investorCount,
    featured: row.featured,
    image: row.coverFileId ? fileUrl(row.coverFileId) : null,
    image_alt: text(row.coverAlt, language),
    return: expectedReturn,
    raised,
    target,
    minInvestment: ticketMin,
    endDate: iso(row.fundingEnd),
    fundedPercent: fundedPercent(raised, target),
  };
}

/** The details shape of spec §3: the project plus about, basic info, key metrics and every section. */
export function toProjectDetails(
  row: ProjectWithCover,
  parts: ProjectParts,
  language: Language,
  now: Date,
): ProjectDetails {
  const project = toProject(row, language, now);
  const major = (minor: number) => fromMinorUnits(minor, project.currency);
  const target = project.target || PROJECT_DEFAULTS.target;
  const documents = parts.documents.map((document) => ({
    id: document.id,
    kind: document.kind,
    title: text(document.title, language),
    url: document.fileId ? fileUrl(document.fileId) : null,
    content_type: document.contentType ?? null,
    size_bytes: document.sizeBytes ?? null,
  }));
  return {
    ...project,
    about: text(row.about, language),
    basicInfo: {
      location: project.location,
      fundingWindow: { start: project.funding_start, end: project.funding_end },
      legal: text(row.legal, language),
      payoutFormat: project.payout_format,
    },
    keyMetrics: {
      raised: project.raised,
      target,
      fundedPercent: fundedPercent(project.raised, target),
      remaining: remainingAmount(project.raised, target, project.currency),
      ticketRange: { min: project.ticket_min, max: project.ticket_max, step: project.ticket_step },
    },
    financialForecast: {
      scenarios: (parts.forecast?.scenarios ?? []).map((s) => ({
        label: text(s.label, language),
        returnPct: s.returnBp / 100,
      })),
      ebitda: (parts.forecast?.ebitda ?? []).map((p) => ({ period: p.period, value: major(p.value) })),
      expectedRevenue: (parts.forecast?.expectedRevenue ?? []).map((p) => ({
        period: p.period,
        value: major(p.value),
      })),
      userGrowth: (parts.forecast?.userGrowth ?? []).map((p) => ({ period: p.period, value: p.value })),
    },
    media: parts.media.map((media) => ({
      id: media.id,
      type: media.contentType.startsWith('video/') ? ('video' as const) : ('image' as const),
      url: fileUrl(media.fileId),
      alt: text(media.alt, language, project.name),
    })),
    // Spec §3: documents with a url are listed first (the sort is stable, so order is kept within each group).
    documents: [...documents].sort((a, b) => Number(b.url !== null) - Number(a.url !== null)),
    team: parts.team.map((member) => ({
      name: member.name,
      role: text(member.role, language),
      bio: text(member.bio, language),
      photo: member.photoFileId ? fileUrl(member.photoFileId) : null,
      linkedin_url: member.linkedinUrl,
    })),
    updates: parts.updates.map((update) => ({
      id: update.id,
      title: text(update.title, language),
      body: text(update.body, language),
      image: update.imageFileId ? fileUrl(update.imageFileId) : null,
      published_at: update.publishedAt.toISOString(),
    })),
    faq: parts.faq.map((faq) => ({ question: text(faq.question, language), answer: text(faq.answer, language) })),
    qa: parts.questions.map((question) => ({
      id: question.id,
      author: question.authorName,
      language: question.language,
      question: question.question,
      answer: question.answer,
      asked_at: question.createdAt.toISOString(),
      answered_at: iso(question.answeredAt),
    })),
    waitlist_count: parts.waitingCount,
    campaign_changed_at: iso(parts.campaignChangedAt),
    investment_structure: text(row.investmentStructure, language),
    investment_term_months: row.investmentTermMonths,
    video_url: row.videoUrl,
    video: row.videoFileId ? { url: fileUrl(row.videoFileId), poster: project.image } : null,
  };
}
