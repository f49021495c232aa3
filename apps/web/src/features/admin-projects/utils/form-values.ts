import {
  isProjectCategory,
  LANGUAGES,
  PROJECT_CURRENCIES,
  PROJECT_TEXT_FIELDS,
  type AdminProject,
  type AdminProjectInput,
  type Language,
  type LocalizedText,
} from '@grove/contracts';

export const emptyText = (): LocalizedText => ({ en: '', vi: '', ru: '' });

/**
 * No choice made yet: the select shows its prompt and the schema refuses it, naming the field.
 * (The form holds what a person picked, which may be nothing; the schema decides what is sent.)
 */
const NO_CHOICE = '' as AdminProjectInput['category'];

/** A stored currency the console still offers, else no choice (the operator picks one). */
const currencyChoice = (currency: string): AdminProjectInput['currency'] =>
  (PROJECT_CURRENCIES as readonly string[]).includes(currency)
    ? (currency as AdminProjectInput['currency'])
    : ('' as AdminProjectInput['currency']);

/** A blank form for a new business, with the platform's usual ticket sizes. */
export function blankProjectForm(): AdminProjectInput {
  return {
    id: '',
    name: emptyText(),
    description: emptyText(),
    about: emptyText(),
    location: emptyText(),
    legal: emptyText(),
    payout_format: emptyText(),
    investment_structure: emptyText(),
    category: NO_CHOICE,
    featured: false,
    currency: 'USD',
    target: '',
    // Empty: the target is the minimum to succeed.
    min_raise: '',
    ticket_min: '100',
    ticket_max: '',
    ticket_step: '100',
    funding_start: null,
    funding_end: null,
    expected_return: '',
    annual_yield: '',
    investment_term_months: 12,
    video_url: '',
    team: [],
    faq: [],
    forecast: { scenarios: [], ebitda: [], expected_revenue: [], user_growth: [] },
  };
}

/** A stored business as the form's values; amounts and percentages become the text a person would type. */
export function projectToForm(project: AdminProject): AdminProjectInput {
  const fields = Object.fromEntries(PROJECT_TEXT_FIELDS.map((field) => [field, { ...project[field] }])) as Pick<
    AdminProjectInput,
    (typeof PROJECT_TEXT_FIELDS)[number]
  >;
  return {
    ...fields,
    // A category stored before the list was closed shows as no choice, so the operator picks one.
    category: isProjectCategory(project.category) ? project.category : NO_CHOICE,
    featured: project.featured,
    currency: currencyChoice(project.currency),
    target: String(project.target),
    min_raise: project.min_raise === null ? '' : String(project.min_raise),
    ticket_min: String(project.ticket_min),
    ticket_max: String(project.ticket_max),
    ticket_step: String(project.ticket_step),
    funding_start: project.funding_start,
    funding_end: project.funding_end,
    expected_return: String(project.expected_return),
    annual_yield: String(project.annual_yield),
    investment_term_months: project.investment_term_months,
    video_url: project.video_url,
    team: project.team.map((member) => ({ ...member })),
    faq: project.faq.map((item) => ({ ...item })),
    forecast: {
      scenarios: project.forecast.scenarios.map((s) => ({ label: s.label, return_pct: String(s.return_pct) })),
      ebitda: project.forecast.ebitda.map((p) => ({ period: p.period, value: String(p.value) })),
      expected_revenue: project.forecast.expected_revenue.map((p) => ({ period: p.period, value: String(p.value) })),
      user_growth: project.forecast.user_growth.map((p) => ({ period: p.period, value: p.value })),
    },
  };
}

/** Every text of the form that exists per language (main texts, team, FAQ, scenario labels). */
function localizedTexts(values: AdminProjectInput): Partial<LocalizedText>[] {
  return [
    ...PROJECT_TEXT_FIELDS.map((field) => values[field]),
    ...(values.team ?? []).flatMap((member) => [member.role, member.bio]),
    ...(values.faq ?? []).flatMap((item) => [item.question, item.answer]),
    ...(values.forecast?.scenarios ?? []).map((scenario) => scenario.label),
  ];
}

/** Whether a text is written in English but not yet in `language` (a missing translation). */
export const isMissing = (value: Partial<LocalizedText> | undefined, language: Language) =>
  language !== 'en' && Boolean(value?.en?.trim()) && !value?.[language]?.trim();

/** How many texts still lack a translation, per language. */
export function missingTranslations(values: AdminProjectInput): Record<Language, number> {
  const texts = localizedTexts(values);
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, texts.filter((value) => isMissing(value, language)).length]),
  ) as Record<Language, number>;
}

/** `<input type="datetime-local">` speaks local time without a zone; the API speaks ISO instants. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
export const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);
