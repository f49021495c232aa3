import { createHash } from 'node:crypto';
import { CANCELLATION_DAYS, formatMinor, percentOfMinor, type FeeSchedule, type Language } from '@grove/contracts';
import type { KiisFacts } from '../../db/schema/kiis.js';
import type { projects } from '../../db/schema/projects.js';
import { translator } from '../../lib/i18n.js';
import { PAGE, PAGES, type DocumentBlock, type DocumentContent } from './document-content.js';

type ProjectRow = typeof projects.$inferSelect;

/** The facts a business's sheet shows, from its row and the platform's fee schedule. */
export function kiisFactsOf(
  row: Pick<
    ProjectRow,
    | 'id'
    | 'name'
    | 'description'
    | 'category'
    | 'location'
    | 'legal'
    | 'currency'
    | 'targetMinor'
    | 'minRaiseMinor'
    | 'ticketMinMinor'
    | 'ticketMaxMinor'
    | 'ticketStepMinor'
    | 'fundingEnd'
    | 'payoutFormat'
    | 'investmentStructure'
    | 'expectedReturnBp'
    | 'annualYieldBp'
    | 'investmentTermMonths'
  >,
  fees: FeeSchedule,
): KiisFacts {
  const localized = (text: KiisFacts['project']['name']) => ({ en: text.en, vi: text.vi, ru: text.ru });
  return {
    project: {
      id: row.id,
      name: localized(row.name),
      description: localized(row.description),
      category: row.category,
      location: localized(row.location),
      legal: localized(row.legal),
    },
    offer: {
      currency: row.currency,
      targetMinor: row.targetMinor,
      minRaiseMinor: row.minRaiseMinor ?? row.targetMinor,
      ticketMinMinor: row.ticketMinMinor,
      ticketMaxMinor: row.ticketMaxMinor,
      ticketStepMinor: row.ticketStepMinor,
      fundingEnd: row.fundingEnd ? row.fundingEnd.toISOString() : null,
    },
    instrument: {
      payoutFormat: localized(row.payoutFormat),
      structure: localized(row.investmentStructure),
      expectedReturnBp: row.expectedReturnBp,
      annualYieldBp: row.annualYieldBp,
      termMonths: row.investmentTermMonths,
    },
    fees: { serviceFeeBp: fees.serviceFeeBp, cardFeeBp: fees.cardFeeBp },
    cancellationDays: CANCELLATION_DAYS,
  };
}

/** JSON with every object's keys sorted, so equal facts always hash alike (jsonb reorders keys). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function kiisFactsHash(facts: KiisFacts): string {
  return createHash('sha256').update(canonical(facts)).digest('hex');
}

/** One version as the sheet shows it: which one, and whether and when an operator approved it. */
export interface KiisEdition {
  version: number;
  approvedAt: Date | null;
  issuedAt: Date;
}

/** The sheet in one language: the PDF's content and the few key points the invest flow shows. */
export interface KiisContent {
  document: DocumentContent;
  keyPoints: Array<{ label: string; value: string }>;
}

/**
 * The key investment information sheet (EU 2020/1503 Annex I) in one language: parts A to F, every
 * figure from the version's facts and every text from the catalogue.
 */
export function kiisContent(facts: KiisFacts, edition: KiisEdition, language: Language): KiisContent {
  const t = translator(language, 'documents');
  const local = (text: KiisFacts['project']['name']) => text[language] || text.en;
  const { offer, instrument } = facts;
  const money = (minor: number) => formatMinor(minor, offer.currency, language);
  const percent = (bp: number) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
  const date = (value: Date, withTime: boolean) =>
    new Intl.DateTimeFormat(language, {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'UTC',
    }).format(value);
  const deadline = offer.fundingEnd ? t('utc', { date: date(new Date(offer.fundingEnd), true) }) : t('kiis.noDeadline');
  const business = local(facts.project.name);
  const title = t('kiis.title');
  const term = t('kiis.termValue', { count: instrument.termMonths });
  const example = offer.ticketMinMinor;
  const back = example + percentOfMinor(example, instrument.expectedReturnBp);
  const structure = local(instrument.structure);
  const payoutFormat = local(instrument.payoutFormat);

  const blocks: DocumentBlock[] = [
    {
      kind: 'paragraph',
      text: edition.approvedAt
        ? t('kiis.approvedOn', { version: edition.version, date: date(edition.approvedAt, false) })
        : t('kiis.draft'),
      tone: 'muted',
    },
    { kind: 'paragraph', text: t('kiis.disclaimer') },
    { kind: 'paragraph', text: t('kiis.riskWarning') },
    { kind: 'heading', text: t('kiis.partA') },
    {
      kind: 'rows',
      rows: [
        [t('kiis.owner'), business],
        ...(local(facts.project.legal) ? [[t('kiis.legal'), local(facts.project.legal)] as const] : []),
        [t('kiis.location'), local(facts.project.location)],
        [t('kiis.project'), local(facts.project.description)],
      ],
    },
    { kind: 'paragraph', text: t('kiis.responsibility'), tone: 'muted' },
    { kind: 'heading', text: t('kiis.partB') },
    {
      kind: 'rows',
      rows: [
        [t('kiis.target'), money(offer.targetMinor)],
        [t('kiis.minimum'), money(offer.minRaiseMinor)],
        [t('kiis.ticketMin'), money(offer.ticketMinMinor)],
        [t('kiis.ticketMax'), money(offer.ticketMaxMinor)],
        [t('kiis.ticketStep'), money(offer.ticketStepMinor)],
        [t('kiis.deadline'), deadline],
        [t('kiis.currency'), offer.currency],
      ],
    },
    { kind: 'paragraph', text: t('kiis.allOrNothing', { minimum: money(offer.minRaiseMinor) }) },
    { kind: 'heading', text: t('kiis.partC') },
    ...(['riskProject', 'riskSector', 'riskDefault', 'riskLiquidity', 'riskPlatform'] as const).map(
      (key): DocumentBlock => ({ kind: 'paragraph', text: t(`kiis.${key}`) }),
    ),
    { kind: 'heading', text: t('kiis.partD') },
    {
      kind: 'rows',
      rows: [
        ...(structure ? [[t('kiis.instrument'), structure] as const] : []),
        ...(payoutFormat ? [[t('kiis.payoutFormat'), payoutFormat] as const] : []),
        [
          t('kiis.contractMinimum'),
          t('kiis.contractMinimumValue', {
            percent: percent(instrument.expectedReturnBp),
            back: money(back),
            amount: money(example),
          }),
        ],
        [t('kiis.term'), term],
        [t('kiis.annualYield'), percent(instrument.annualYieldBp)],
      ],
    },
    { kind: 'paragraph', text: t('kiis.instrumentText') },
    { kind: 'heading', text: t('kiis.partE') },
    { kind: 'rows', rows: [[t('kiis.reflection'), t('kiis.reflectionValue', { count: facts.cancellationDays })]] },
    { kind: 'paragraph', text: t('kiis.withdraw', { count: facts.cancellationDays }) },
    { kind: 'heading', text: t('kiis.partF') },
    {
      kind: 'rows',
      rows: [
        [t('kiis.serviceFee'), t('kiis.serviceFeeValue', { percent: percent(facts.fees.serviceFeeBp) })],
        [t('kiis.cardFee'), t('kiis.cardFeeValue', { percent: percent(facts.fees.cardFeeBp) })],
      ],
    },
    { kind: 'paragraph', text: t('kiis.noOtherFees') },
    { kind: 'paragraph', text: t('kiis.information') },
    { kind: 'paragraph', text: t('kiis.complaints') },
  ];

  const keyPoints = [
    { label: t('kiis.keyTarget'), value: money(offer.targetMinor) },
    ...(offer.minRaiseMinor !== offer.targetMinor
      ? [{ label: t('kiis.keyMinimum'), value: money(offer.minRaiseMinor) }]
      : []),
    {
      label: t('kiis.keyTickets'),
      value: t('kiis.keyTicketsValue', {
        min: money(offer.ticketMinMinor),
        max: money(offer.ticketMaxMinor),
        step: money(offer.ticketStepMinor),
      }),
    },
    { label: t('kiis.keyDeadline'), value: deadline },
    { label: t('kiis.keyIfMissed'), value: t('kiis.keyIfMissedValue') },
    ...(structure ? [{ label: t('kiis.keyInstrument'), value: structure }] : []),
    {
      label: t('kiis.keyReturn'),
      value: t('kiis.keyReturnValue', { percent: percent(instrument.expectedReturnBp), term }),
    },
    {
      label: t('kiis.keyFees'),
      value: t('kiis.keyFeesValue', {
        service: percent(facts.fees.serviceFeeBp),
        card: percent(facts.fees.cardFeeBp),
      }),
    },
    { label: t('kiis.keyReflection'), value: t('kiis.reflectionValue', { count: facts.cancellationDays }) },
  ];

  return {
    keyPoints,
    document: {
      language,
      title,
      intro: t('kiis.intro', { business, version: edition.version }),
      issued: t('issued', { date: date(edition.issuedAt, true) }),
      createdAt: edition.issuedAt,
      footer: t('kiis.footer', { title, business, version: edition.version }),
      pageLabel: t('page', { page: PAGE, pages: PAGES }),
      blocks,
    },
  };
}
