import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminProjectInputSchema,
  FOUNDER_CAMPAIGN_FIELDS,
  founderCampaignInputSchema,
  isLanguage,
  LANGUAGES,
  PROJECT_CATEGORIES,
  PROJECT_CURRENCIES,
  PROJECT_TEXT_FIELDS,
  PROJECT_TEXT_LIMITS,
  type AdminProjectInput,
  type AdminProjectInputParsed,
  type Language,
} from '@grove/contracts';
import { AlertCircle, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import {
  get,
  useFieldArray,
  useForm,
  useWatch,
  type FieldErrors,
  type FieldPath,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, inputClasses } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { fieldMessage } from '../utils/field-messages';
import { fromLocalInput, isMissing, missingTranslations, toLocalInput } from '../utils/form-values';

type Values = AdminProjectInput;
type Path = FieldPath<Values>;
type Form = UseFormReturn<Values, unknown, AdminProjectInputParsed>;

const MULTILINE = new Set(['about', 'legal', 'investment_structure', 'description', 'payout_format']);

/** The message of a field's error, if it has one (in the schema's and the server's English). */
const errorAt = (errors: FieldErrors<Values>, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message;

/** The message of a field's error in the reader's language. */
function useFieldError(form: Form, path: string): string | undefined {
  const { t } = useTranslation('admin-projects');
  return fieldMessage(t, errorAt(form.formState.errors, path));
}

/** Every field that has an error, by its path (`name.en`, `team.0.name`), in the form's order. */
function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const node = errors as Record<string, unknown>;
  if (typeof node.message === 'string' && 'type' in node) return [prefix];
  return Object.entries(node)
    .filter(([key]) => key !== 'ref' && key !== 'root')
    .flatMap(([key, value]) => errorPaths(value, prefix ? `${prefix}.${key}` : key));
}

const SUB_FIELDS: Readonly<Record<string, string>> = {
  name: 'memberName',
  role: 'memberRole',
  bio: 'memberBio',
  linkedin_url: 'linkedin',
  question: 'question',
  answer: 'answer',
  label: 'scenarioLabel',
  return_pct: 'returnPct',
  period: 'period',
  value: 'amount',
};

/** A field's name as the form labels it, e.g. "Name (Русский)" or "Team member 2 › Role". */
export function fieldName(t: TFunction, path: string): string {
  const parts = path.split('.');
  const language = parts.find((part) => isLanguage(part));
  const suffix = language ? ` (${LANGUAGE_NAMES[language]})` : '';
  const [head = '', ...rest] = parts.filter((part) => !isLanguage(part));
  const index = Number(rest[0]);
  if ((head === 'team' || head === 'faq') && Number.isInteger(index)) {
    const item = t(head === 'team' ? 'form.teamMember' : 'form.faqItem', { n: index + 1 });
    const sub = rest[1];
    return sub ? `${item} › ${t(`form.fields.${SUB_FIELDS[sub] ?? sub}`)}${suffix}` : item;
  }
  if (head === 'forecast' && rest[0]) {
    const series = t(`form.fields.${rest[0]}`);
    const row = Number(rest[1]);
    const sub = rest[2];
    return Number.isInteger(row) && sub
      ? `${series} ${row + 1} › ${t(`form.fields.${SUB_FIELDS[sub] ?? sub}`)}${suffix}`
      : series;
  }
  return `${t(`form.fields.${head}`, { defaultValue: head })}${suffix}`;
}

/** A label, the control, and the field's error; `marker` sits beside the label (a missing translation). */
function FormField({
  id,
  label,
  error,
  hint,
  marker,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  marker?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {marker}
      </div>
      {children}
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function MissingMarker() {
  const { t } = useTranslation('admin-projects');
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset"
      data-testid="missing-translation"
    >
      <AlertCircle className="size-3" aria-hidden />
      {t('form.missingTranslation')}
    </span>
  );
}

/** One language's input of a text that exists per language, marked when its translation is missing. */
function LocalizedInput({
  form,
  base,
  language,
  label,
  multiline = false,
  max,
}: {
  form: Form;
  base: string;
  language: Language;
  label: string;
  multiline?: boolean;
  max?: number;
}) {
  const path = `${base}.${language}` as Path;
  const english = useWatch({ control: form.control, name: `${base}.en` as Path }) as string | undefined;
  const current = useWatch({ control: form.control, name: path }) as string | undefined;
  const error = useFieldError(form, path);
  const id = `field-${path.replaceAll('.', '-')}`;
  const control = {
    id,
    lang: language,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...form.register(path),
  };
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      marker={isMissing({ en: english ?? '', [language]: current ?? '' }, language) ? <MissingMarker /> : null}
    >
      {multiline ? (
        <textarea
          {...control}
          rows={base === 'about' ? 8 : 3}
          maxLength={max}
          className={cn(inputClasses({ invalid: Boolean(error) }), 'h-auto py-2')}
        />
      ) : (
        <Input {...control} maxLength={max} />
      )}
    </FormField>
  );
}

function TextField({
  form,
  path,
  label,
  hint,
  type = 'text',
  inputMode,
  className,
}: {
  form: Form;
  path: Path;
  label: string;
  hint?: string;
  type?: string;
  inputMode?: 'decimal' | 'numeric';
  className?: string;
}) {
  const error = useFieldError(form, path);
  const id = `field-${path.replaceAll('.', '-')}`;
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Input
        id={id}
        type={type}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register(path)}
      />
    </FormField>
  );
}

function DateTimeField({ form, path, label }: { form: Form; path: 'funding_start' | 'funding_end'; label: string }) {
  const value = useWatch({ control: form.control, name: path });
  const error = useFieldError(form, path);
  const id = `field-${path}`;
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        type="datetime-local"
        value={toLocalInput(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) =>
          // Checked again as it changes once a save was tried, so a fixed date loses its message.
          form.setValue(path, fromLocalInput(event.target.value), {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
      />
    </FormField>
  );
}

/** A closed list (categories, currencies): a select of its codes, each labelled in the reader's language. */
function SelectField({
  form,
  path,
  label,
  hint,
  options,
}: {
  form: Form;
  path: 'category' | 'currency';
  label: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useTranslation('admin-projects');
  const error = useFieldError(form, path);
  const id = `field-${path}`;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputClasses({ invalid: Boolean(error) }), 'pr-8')}
        {...form.register(path)}
      >
        <option value="">{t('form.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A currency's name in the reader's language, after its code: "USD · US dollar". */
function currencyLabel(code: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'currency' }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

function Section({
  title,
  children,
  actions,
  omit = false,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Left out of the form (the founder's campaign has no terms). */
  omit?: boolean;
}) {
  if (omit) return null;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  );
}

function RemoveButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <Button variant="ghost" size="icon" onClick={onClick} aria-label={label} className="shrink-0 text-red-700">
      <Trash2 className="size-4" aria-hidden />
    </Button>
  );
}

/** The language of the per-language texts being edited; each tab shows how many translations are missing. */
function LanguageTabs({ form, value, onChange }: { form: Form; value: Language; onChange: (l: Language) => void }) {
  const { t } = useTranslation('admin-projects');
  const values = useWatch({ control: form.control }) as Values;
  const missing = missingTranslations(values);
  const errors = form.formState.errors;
  return (
    <div role="group" aria-label={t('form.languages')} className="flex flex-wrap gap-2">
      {LANGUAGES.map((language) => {
        const hasError = [...PROJECT_TEXT_FIELDS].some((field) => errorAt(errors, `${field}.${language}`));
        return (
          <button
            key={language}
            type="button"
            aria-pressed={value === language}
            onClick={() => onChange(language)}
            className={cn(
              'inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold ring-1 ring-inset',
              value === language
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {LANGUAGE_NAMES[language]}
            {missing[language] > 0 ? (
              <span
                className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900"
                data-testid={`missing-count-${language}`}
              >
                <span aria-hidden>{missing[language]}</span>
                <span className="sr-only">{t('form.missingCount', { count: missing[language] })}</span>
              </span>
            ) : null}
            {hasError ? <AlertCircle className="size-4 text-red-300" aria-label={t('form.hasErrors')} /> : null}
          </button>
        );
      })}
    </div>
  );
}

export interface ProjectFormProps {
  defaultValues: Values;
  /** True for a new business: the address can be chosen. */
  isNew: boolean;
  onSubmit: (values: Values) => Promise<unknown>;
  submitLabel: string;
  /** Beside the save button (preview, publish). */
  actions?: ReactNode;
  /**
   * `campaign`: only what a founder edits (FOUNDER_CAMPAIGN_FIELDS: the story's texts, video,
   * team, FAQ, forecast), checked by the founder's schema; the raise's terms stay the console's.
   */
  scope?: 'all' | 'campaign';
}

const CAMPAIGN_TEXT_FIELDS = PROJECT_TEXT_FIELDS.filter((field) =>
  (FOUNDER_CAMPAIGN_FIELDS as readonly string[]).includes(field),
);
/** The founder's part of the form is checked by its own schema (the console's needs the terms too). */
const campaignResolver = zodResolver(founderCampaignInputSchema) as unknown as Resolver<
  Values,
  unknown,
  AdminProjectInputParsed
>;

/**
 * Every field of a business. The same schema as the server checks it here first; the server's
 * field-level answer lands on the same fields, and what was typed stays.
 */
export function ProjectForm({ defaultValues, isNew, onSubmit, submitLabel, actions, scope = 'all' }: ProjectFormProps) {
  const campaign = scope === 'campaign';
  const { t, i18n } = useTranslation(['admin-projects', 'businesses']);
  const [language, setLanguage] = useState<Language>('en');
  // A refusal that names no field (the server's, e.g. a conflict): it clears at the next change.
  const [serverError, setServerError] = useState<string | null>(null);
  const form: Form = useForm<Values, unknown, AdminProjectInputParsed>({
    resolver: campaign ? campaignResolver : zodResolver(adminProjectInputSchema),
    defaultValues,
    mode: 'onBlur',
  });
  const team = useFieldArray({ control: form.control, name: 'team' });
  const faq = useFieldArray({ control: form.control, name: 'faq' });
  const scenarios = useFieldArray({ control: form.control, name: 'forecast.scenarios' });
  const ebitda = useFieldArray({ control: form.control, name: 'forecast.ebitda' });
  const revenue = useFieldArray({ control: form.control, name: 'forecast.expected_revenue' });
  const growth = useFieldArray({ control: form.control, name: 'forecast.user_growth' });

  const { subscribe } = form;
  useEffect(() => subscribe({ formState: { values: true }, callback: () => setServerError(null) }), [subscribe]);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values as Values);
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) {
        error.fields.forEach((field, index) => {
          form.setError(field.path as Path, { type: 'server', message: field.message }, { shouldFocus: index === 0 });
        });
        return;
      }
      setServerError(errorText(t, error, t('form.saveFailed')));
    }
  });

  // The fields still refused, named; the list empties (and the notice goes) as each is fixed.
  const failing = form.formState.submitCount > 0 ? errorPaths(form.formState.errors) : [];
  const goToField = (path: string) => {
    const inLanguage = path.split('.').find((part) => isLanguage(part));
    if (inLanguage) setLanguage(inLanguage);
    window.requestAnimationFrame(() => document.getElementById(`field-${path.replaceAll('.', '-')}`)?.focus());
  };

  const money = (path: Path, label: string, hint?: string) => (
    <TextField form={form} path={path} label={label} hint={hint} inputMode="decimal" />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
      {serverError ? (
        <div role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {serverError}
        </div>
      ) : null}
      {failing.length > 0 ? (
        <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="form-errors">
          <p className="flex items-start gap-2 font-medium">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('form.fixFields', { count: failing.length })}
          </p>
          <ul className="mt-2 ml-6 list-disc space-y-1">
            {failing.map((path) => (
              <li key={path}>
                <button
                  type="button"
                  className="text-left font-medium underline underline-offset-2 hover:text-red-950"
                  onClick={() => goToField(path)}
                >
                  {fieldName(t, path)}
                </button>
                {': '}
                {fieldMessage(t, errorAt(form.formState.errors, path))}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Section
        title={t('form.sections.content')}
        actions={<LanguageTabs form={form} value={language} onChange={setLanguage} />}
      >
        <p className="text-sm text-slate-600">{t('form.languageHint', { language: LANGUAGE_NAMES[language] })}</p>
        {(campaign ? CAMPAIGN_TEXT_FIELDS : PROJECT_TEXT_FIELDS).map((field) => (
          <LocalizedInput
            key={`${field}-${language}`}
            form={form}
            base={field}
            language={language}
            label={t(`form.fields.${field}`)}
            multiline={MULTILINE.has(field)}
            max={PROJECT_TEXT_LIMITS[field]}
          />
        ))}
      </Section>

      {campaign ? (
        <Section title={t('form.fields.video_url')}>
          <TextField form={form} path="video_url" label={t('form.fields.video_url')} hint={t('form.hints.video_url')} />
        </Section>
      ) : null}

      <Section title={t('form.sections.basics')} omit={campaign}>
        <div className="grid gap-4 sm:grid-cols-2">
          {isNew ? <TextField form={form} path="id" label={t('form.fields.id')} hint={t('form.hints.id')} /> : null}
          <SelectField
            form={form}
            path="category"
            label={t('form.fields.category')}
            options={PROJECT_CATEGORIES.map((code) => ({ value: code, label: t(`businesses:category.${code}`) }))}
          />
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
            <input type="checkbox" className="size-4 accent-brand-700" {...form.register('featured')} />
            {t('form.fields.featured')}
          </label>
        </div>
      </Section>

      <Section title={t('form.sections.funding')} omit={campaign}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField
            form={form}
            path="currency"
            label={t('form.fields.currency')}
            hint={t('form.hints.currency')}
            options={PROJECT_CURRENCIES.map((code) => ({ value: code, label: currencyLabel(code, i18n.language) }))}
          />
          {money('target', t('form.fields.target'))}
          {money('min_raise', t('form.fields.min_raise'), t('form.hints.min_raise'))}
          {money('ticket_min', t('form.fields.ticket_min'))}
          {money('ticket_max', t('form.fields.ticket_max'))}
          {money('ticket_step', t('form.fields.ticket_step'))}
          <DateTimeField form={form} path="funding_start" label={t('form.fields.funding_start')} />
          <DateTimeField form={form} path="funding_end" label={t('form.fields.funding_end')} />
        </div>
      </Section>

      <Section title={t('form.sections.returns')} omit={campaign}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField form={form} path="expected_return" label={t('form.fields.expected_return')} inputMode="decimal" />
          <TextField form={form} path="annual_yield" label={t('form.fields.annual_yield')} inputMode="decimal" />
          <TextField
            form={form}
            path="investment_term_months"
            label={t('form.fields.investment_term_months')}
            inputMode="numeric"
          />
        </div>
        <TextField form={form} path="video_url" label={t('form.fields.video_url')} hint={t('form.hints.video_url')} />
      </Section>

      <Section
        title={t('form.sections.team')}
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              team.append({
                name: '',
                role: { en: '', vi: '', ru: '' },
                bio: { en: '', vi: '', ru: '' },
                linkedin_url: '',
              })
            }
          >
            <Plus className="size-4" aria-hidden />
            {t('form.add.team')}
          </Button>
        }
      >
        {team.fields.length === 0 ? <p className="text-sm text-slate-500">{t('form.none.team')}</p> : null}
        {team.fields.map((member, index) => (
          <fieldset key={member.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
            <legend className="sr-only">{t('form.teamMember', { n: index + 1 })}</legend>
            <TextField form={form} path={`team.${index}.name`} label={t('form.fields.memberName')} />
            <LocalizedInput
              form={form}
              base={`team.${index}.role`}
              language={language}
              label={t('form.fields.memberRole')}
            />
            <div className="sm:col-span-2">
              <LocalizedInput
                form={form}
                base={`team.${index}.bio`}
                language={language}
                label={t('form.fields.memberBio')}
                multiline
              />
            </div>
            <div className="flex items-end gap-2 sm:col-span-2">
              <TextField
                form={form}
                path={`team.${index}.linkedin_url`}
                label={t('form.fields.linkedin')}
                className="flex-1"
              />
              <RemoveButton onClick={() => team.remove(index)} label={t('form.remove')} />
            </div>
          </fieldset>
        ))}
      </Section>

      <Section
        title={t('form.sections.faq')}
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => faq.append({ question: { en: '', vi: '', ru: '' }, answer: { en: '', vi: '', ru: '' } })}
          >
            <Plus className="size-4" aria-hidden />
            {t('form.add.faq')}
          </Button>
        }
      >
        {faq.fields.length === 0 ? <p className="text-sm text-slate-500">{t('form.none.faq')}</p> : null}
        {faq.fields.map((item, index) => (
          <fieldset key={item.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
            <legend className="sr-only">{t('form.faqItem', { n: index + 1 })}</legend>
            <LocalizedInput
              form={form}
              base={`faq.${index}.question`}
              language={language}
              label={t('form.fields.question')}
            />
            <LocalizedInput
              form={form}
              base={`faq.${index}.answer`}
              language={language}
              label={t('form.fields.answer')}
              multiline
            />
            <div className="flex justify-end">
              <RemoveButton onClick={() => faq.remove(index)} label={t('form.remove')} />
            </div>
          </fieldset>
        ))}
      </Section>

      <Section title={t('form.sections.forecast')}>
        <SeriesBlock
          title={t('form.fields.scenarios')}
          onAdd={() => scenarios.append({ label: { en: '', vi: '', ru: '' }, return_pct: '' })}
          addLabel={t('form.add.row')}
        >
          {scenarios.fields.map((row, index) => (
            <div key={row.id} className="grid items-end gap-2 sm:grid-cols-[1fr_10rem_auto]">
              <LocalizedInput
                form={form}
                base={`forecast.scenarios.${index}.label`}
                language={language}
                label={t('form.fields.scenarioLabel')}
              />
              <TextField
                form={form}
                path={`forecast.scenarios.${index}.return_pct`}
                label={t('form.fields.returnPct')}
                inputMode="decimal"
              />
              <RemoveButton onClick={() => scenarios.remove(index)} label={t('form.remove')} />
            </div>
          ))}
        </SeriesBlock>
        {(
          [
            ['ebitda', ebitda, t('form.fields.ebitda')],
            ['expected_revenue', revenue, t('form.fields.expected_revenue')],
            ['user_growth', growth, t('form.fields.user_growth')],
          ] as const
        ).map(([name, array, title]) => (
          <SeriesBlock
            key={name}
            title={title}
            onAdd={() => array.append({ period: '', value: name === 'user_growth' ? 0 : '' } as never)}
            addLabel={t('form.add.row')}
          >
            {array.fields.map((row, index) => (
              <div key={row.id} className="grid items-end gap-2 grid-cols-[1fr_1fr_auto]">
                <TextField form={form} path={`forecast.${name}.${index}.period`} label={t('form.fields.period')} />
                <TextField
                  form={form}
                  path={`forecast.${name}.${index}.value`}
                  label={name === 'user_growth' ? t('form.fields.users') : t('form.fields.amount')}
                  inputMode="decimal"
                />
                <RemoveButton onClick={() => array.remove(index)} label={t('form.remove')} />
              </div>
            ))}
          </SeriesBlock>
        ))}
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        {actions}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function SeriesBlock({
  title,
  onAdd,
  addLabel,
  children,
}: {
  title: string;
  onAdd: () => void;
  addLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <Button variant="ghost" size="sm" onClick={onAdd}>
          <Plus className="size-4" aria-hidden />
          {addLabel}
        </Button>
      </div>
      {children}
    </div>
  );
}
