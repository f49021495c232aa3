import {
  APPLICATION_DOCUMENT_KINDS,
  APPLICATION_PERSON_ROLES,
  APPLICATION_STEPS,
  applicationCompanySchema,
  applicationPersonSchema,
  applicationRaiseSchema,
  applicationRevenueSchema,
  COUNTRY_CODES,
  DEFAULT_CONTRACT_MULTIPLE,
  PROJECT_CATEGORIES,
  PROJECT_CURRENCIES,
  type Application,
  type ApplicationDocumentKind,
  type ApplicationPerson,
  type ApplicationPersonInput,
  type ApplicationStep,
} from '@grove/contracts';
import { CircleCheck, Circle, FileText, Trash2 } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button, buttonClasses } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { openPrivateFile } from '@/lib/open-private-file';
import { paths } from '@/lib/paths';
import { applicationDocumentPath, useChangeApplication, type ApplicationChange } from '../api/applications';
import { applicationFieldMessage, fieldErrors } from '../utils/application-messages';
import { SelectField, TextAreaField, TextField, type StepForm } from './application-fields';
import { ApplicationSummary } from './application-summary';

type CompanyValues = Record<
  'name' | 'country' | 'registration_number' | 'address' | 'description' | 'founded_on' | 'category',
  string
>;
type RaiseValues = Record<
  'currency' | 'amount' | 'min_raise' | 'use_of_funds' | 'revenue_share' | 'term_months' | 'contract_multiple',
  string
>;
type RevenueValues = Record<'currency' | 'revenue_12m' | 'note', string>;
type PersonValues = Record<'name' | 'email' | 'role' | 'ownership', string>;
type SavedStep = 'company' | 'raise' | 'revenue';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function initialValues(application: Application) {
  const { company, raise, revenue } = application;
  return {
    company: {
      name: text(company?.name),
      country: text(company?.country),
      registration_number: text(company?.registration_number),
      address: text(company?.address),
      description: text(company?.description),
      founded_on: text(company?.founded_on),
      category: text(company?.category),
    } satisfies CompanyValues,
    raise: {
      currency: text(raise?.currency ?? 'USD'),
      amount: text(raise?.amount),
      min_raise: text(raise?.min_raise),
      use_of_funds: text(raise?.use_of_funds),
      revenue_share: text(raise?.revenue_share),
      term_months: text(raise?.term_months),
      contract_multiple: text(raise?.contract_multiple ?? DEFAULT_CONTRACT_MULTIPLE),
    } satisfies RaiseValues,
    revenue: {
      currency: text(revenue?.currency ?? raise?.currency ?? 'USD'),
      revenue_12m: text(revenue?.revenue_12m),
      note: text(revenue?.note),
    } satisfies RevenueValues,
  };
}
const EMPTY_PERSON: PersonValues = { name: '', email: '', role: '', ownership: '' };

/** Which step a path the server named (`company`, `documents.incorporation`) belongs to. */
const stepOfPath = (path: string): ApplicationStep => {
  const head = path.split('.')[0] as ApplicationStep;
  return (APPLICATION_STEPS as readonly string[]).includes(head) ? head : 'review';
};

/**
 * The application's steps (issue 26). What is typed in each step stays while the applicant moves
 * between them; "Save and continue" checks the step with the contract's schema, saves it on the
 * server and moves on. The server's refusals land on their fields, in the reader's words.
 */
export function ApplicationWizard({ application }: { application: Application }) {
  const { t, i18n } = useTranslation(['applications', 'businesses']);
  const change = useChangeApplication(application.id);
  const [step, setStep] = useState<ApplicationStep>('company');
  const [values, setValues] = useState(() => initialValues(application));
  const [errors, setErrors] = useState<Record<string, Record<string, string | undefined>>>({});
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const translate = (issues: readonly { path: string; message: string }[]) =>
    Object.fromEntries(
      Object.entries(fieldErrors(issues)).map(([path, message]) => [path, applicationFieldMessage(t, message)]),
    );

  /** Runs a change; the server's field refusals go to `errorsOf`'s fields, anything else to the notice. */
  async function run(request: ApplicationChange, errorsOf: string): Promise<boolean> {
    setNotice(null);
    try {
      await change.mutateAsync(request);
      setErrors((current) => ({ ...current, [errorsOf]: {} }));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) {
        setErrors((current) => ({ ...current, [errorsOf]: translate(error.fields) }));
        setNotice({ tone: 'error', text: t('wizard.fixFields') });
      } else {
        setNotice({ tone: 'error', text: t('wizard.saveFailed', { error: errorText(t, error, String(error)) }) });
      }
      return false;
    }
  }

  function go(next: ApplicationStep) {
    setStep(next);
    setNotice(null);
    window.requestAnimationFrame(() => headingRef.current?.focus());
  }
  const index = APPLICATION_STEPS.indexOf(step);
  const nextStep = APPLICATION_STEPS[index + 1];
  const previousStep = APPLICATION_STEPS[index - 1];

  const schemas: Record<SavedStep, z.ZodType> = {
    company: applicationCompanySchema,
    raise: applicationRaiseSchema,
    revenue: applicationRevenueSchema,
  };
  async function saveAndContinue(event: FormEvent) {
    event.preventDefault();
    if (step === 'company' || step === 'raise' || step === 'revenue') {
      const checked = schemas[step].safeParse(values[step]);
      if (!checked.success) {
        setErrors((current) => ({
          ...current,
          [step]: translate(
            checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
          ),
        }));
        setNotice({ tone: 'error', text: t('wizard.fixFields') });
        return;
      }
      const request = { type: step, values: values[step] } as ApplicationChange;
      if (!(await run(request, step))) return;
    }
    if (nextStep) go(nextStep);
  }

  const formOf = <S extends SavedStep>(name: S): StepForm<(typeof values)[S]> => ({
    values: values[name],
    errors: errors[name] ?? {},
    set: (field, value) => {
      setValues((current) => ({ ...current, [name]: { ...current[name], [field]: value } }));
      setErrors((current) => ({ ...current, [name]: { ...current[name], [field]: undefined } }));
    },
  });

  const stepDone = (candidate: ApplicationStep) =>
    candidate === 'review'
      ? application.missing.length === 0
      : !application.missing.some((problem) => stepOfPath(problem.path) === candidate);

  const currencies = PROJECT_CURRENCIES.map((code) => ({
    value: code,
    label: `${code} · ${new Intl.DisplayNames([i18n.language], { type: 'currency' }).of(code) ?? code}`,
  }));

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label={t('wizard.steps.label')} className="min-w-0">
        <ol className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
          {APPLICATION_STEPS.map((candidate, position) => (
            <li key={candidate} className="shrink-0">
              <button
                type="button"
                onClick={() => go(candidate)}
                aria-current={candidate === step ? 'step' : undefined}
                className={cn(
                  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium',
                  candidate === step ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {stepDone(candidate) ? (
                  <CircleCheck className="size-4 shrink-0 text-brand-700" aria-label={t('wizard.done')} />
                ) : (
                  <Circle className="size-4 shrink-0 text-slate-400" aria-label={t('wizard.todo')} />
                )}
                <span>
                  {position + 1}. {t(`wizard.steps.${candidate}`)}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <form onSubmit={(event) => void saveAndContinue(event)} noValidate className="min-w-0">
        <p className="text-sm text-slate-500">
          {t('wizard.stepOf', { number: index + 1, total: APPLICATION_STEPS.length })}
        </p>
        <h2 ref={headingRef} tabIndex={-1} className="mt-1 text-xl font-semibold text-slate-900 outline-none">
          {t(`wizard.steps.${step}`)}
        </h2>
        {notice ? (
          <p
            role={notice.tone === 'error' ? 'alert' : 'status'}
            className={cn(
              'mt-4 rounded-lg px-4 py-3 text-sm',
              notice.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-800',
            )}
          >
            {notice.text}
          </p>
        ) : null}

        <div className="mt-6 grid gap-5">
          {step === 'company' ? (
            <CompanyStep form={formOf('company')} language={i18n.language} />
          ) : step === 'people' ? (
            <PeopleStep application={application} run={run} errors={errors.person ?? {}} setErrors={setErrors} />
          ) : step === 'raise' ? (
            <>
              <SelectField
                form={formOf('raise')}
                name="currency"
                label={t('fields.currency')}
                placeholder={t('fields.chooseCurrency')}
                options={currencies}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField form={formOf('raise')} name="amount" label={t('fields.amount')} inputMode="decimal" />
                <TextField
                  form={formOf('raise')}
                  name="min_raise"
                  label={t('fields.min_raise')}
                  hint={t('fields.minRaiseHint')}
                  inputMode="decimal"
                />
              </div>
              <TextAreaField
                form={formOf('raise')}
                name="use_of_funds"
                label={t('fields.use_of_funds')}
                hint={t('fields.useOfFundsHint')}
              />
              <div className="grid gap-5 sm:grid-cols-3">
                <TextField
                  form={formOf('raise')}
                  name="revenue_share"
                  label={t('fields.revenue_share')}
                  hint={t('fields.revenueShareHint')}
                  inputMode="decimal"
                />
                <TextField
                  form={formOf('raise')}
                  name="term_months"
                  label={t('fields.term_months')}
                  inputMode="numeric"
                />
                <TextField
                  form={formOf('raise')}
                  name="contract_multiple"
                  label={t('fields.contract_multiple')}
                  hint={t('fields.contractMultipleHint')}
                  inputMode="decimal"
                />
              </div>
            </>
          ) : step === 'revenue' ? (
            <>
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField
                  form={formOf('revenue')}
                  name="currency"
                  label={t('fields.currency')}
                  placeholder={t('fields.chooseCurrency')}
                  options={currencies}
                />
                <TextField
                  form={formOf('revenue')}
                  name="revenue_12m"
                  label={t('fields.revenue_12m')}
                  inputMode="decimal"
                />
              </div>
              <TextAreaField form={formOf('revenue')} name="note" label={t('fields.note')} rows={3} />
            </>
          ) : step === 'documents' ? (
            <DocumentsStep application={application} run={run} errors={errors.documents ?? {}} />
          ) : (
            <ReviewStep application={application} run={run} onGoTo={go} />
          )}
        </div>

        <div className="mt-8 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6">
          {previousStep ? (
            <Button variant="secondary" onClick={() => go(previousStep)}>
              {t('wizard.back')}
            </Button>
          ) : (
            <span />
          )}
          {nextStep ? (
            <Button type="submit" loading={change.isPending}>
              {step === 'company' || step === 'raise' || step === 'revenue'
                ? t('wizard.saveContinue')
                : t('people.continue')}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}

function CompanyStep({ form, language }: { form: StepForm<CompanyValues>; language: string }) {
  const { t } = useTranslation(['applications', 'businesses']);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, language),
    );
  }, [language]);
  return (
    <>
      <TextField form={form} name="name" label={t('fields.name')} autoComplete="organization" />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          form={form}
          name="country"
          label={t('fields.country')}
          placeholder={t('fields.chooseCountry')}
          options={countries}
        />
        <TextField form={form} name="registration_number" label={t('fields.registration_number')} />
      </div>
      <TextAreaField form={form} name="address" label={t('fields.address')} rows={2} />
      <TextAreaField
        form={form}
        name="description"
        label={t('fields.description')}
        hint={t('fields.descriptionHint')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="founded_on" label={t('fields.founded_on')} type="date" />
        <SelectField
          form={form}
          name="category"
          label={t('fields.category')}
          placeholder={t('fields.chooseCategory')}
          options={PROJECT_CATEGORIES.map((code) => ({ value: code, label: t(`businesses:category.${code}`) }))}
        />
      </div>
    </>
  );
}

type Run = (request: ApplicationChange, errorsOf: string) => Promise<boolean>;

function PeopleStep({
  application,
  run,
  errors,
  setErrors,
}: {
  application: Application;
  run: Run;
  errors: Record<string, string | undefined>;
  setErrors: (
    update: (
      current: Record<string, Record<string, string | undefined>>,
    ) => Record<string, Record<string, string | undefined>>,
  ) => void;
}) {
  const { t } = useTranslation('applications');
  const [person, setPerson] = useState<PersonValues>(EMPTY_PERSON);
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);
  const form: StepForm<PersonValues> = {
    values: person,
    errors,
    set: (field, value) => {
      setPerson((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, person: { ...current.person, [field]: undefined } }));
    },
  };

  async function submitPerson() {
    const checked = applicationPersonSchema.safeParse(person);
    if (!checked.success) {
      const issues = checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      setErrors((current) => ({
        ...current,
        person: Object.fromEntries(
          Object.entries(fieldErrors(issues)).map(([path, message]) => [path, applicationFieldMessage(t, message)]),
        ),
      }));
      return;
    }
    setBusy(true);
    const saved = await run(
      editing
        ? { type: 'updatePerson', personId: editing, values: person as ApplicationPersonInput }
        : { type: 'addPerson', values: person as ApplicationPersonInput },
      'person',
    );
    setBusy(false);
    if (saved) {
      setPerson(EMPTY_PERSON);
      setEditing(null);
    }
  }

  const edit = (listed: ApplicationPerson) => {
    setEditing(listed.id);
    setPerson({ name: listed.name, email: listed.email, role: listed.role, ownership: String(listed.ownership) });
  };

  return (
    <>
      <p className="text-sm text-slate-600">{t('people.intro')}</p>
      {application.people.length === 0 ? (
        <p className="text-sm text-slate-500">{t('people.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {application.people.map((listed) => (
            <li key={listed.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">
                    {listed.name}
                    {listed.is_applicant ? (
                      <span className="ml-2 text-xs font-medium text-slate-500">({t('people.you')})</span>
                    ) : null}
                  </p>
                  <p className="text-sm break-all text-slate-600">{listed.email}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    {t(`people.roles.${listed.role}`)} · {t('people.owns', { share: listed.ownership })}
                  </p>
                </div>
                <CheckBadge check={listed.check} />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                {listed.is_applicant && listed.check !== 'passed' ? (
                  <Link className={buttonClasses('secondary', 'sm')} to={paths.verification.getHref()}>
                    {t('people.verifyYourself')}
                  </Link>
                ) : null}
                {!listed.is_applicant && listed.check !== 'passed' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      void run({ type: 'invite', personId: listed.id }, 'person').then((sent) =>
                        setInvited(sent ? listed.email : null),
                      )
                    }
                  >
                    {listed.invited_at ? t('people.reinvite') : t('people.invite')}
                  </Button>
                ) : null}
                <Button size="sm" variant="ghost" onClick={() => edit(listed)}>
                  {t('people.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('people.removeLabel', { name: listed.name })}
                  onClick={() => void run({ type: 'removePerson', personId: listed.id }, 'person')}
                >
                  <Trash2 className="size-4" aria-hidden />
                  {t('people.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {invited ? (
        <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">
          {t('people.invited', { email: invited })}
        </p>
      ) : null}

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          {editing
            ? t('people.editTitle', { name: application.people.find((p) => p.id === editing)?.name ?? '' })
            : t('people.addTitle')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="name" label={t('fields.personName')} autoComplete="off" />
          <TextField form={form} name="email" label={t('fields.email')} type="email" autoComplete="off" />
          <SelectField
            form={form}
            name="role"
            label={t('fields.role')}
            placeholder={t('fields.role')}
            options={APPLICATION_PERSON_ROLES.map((role) => ({ value: role, label: t(`people.roles.${role}`) }))}
          />
          <TextField
            form={form}
            name="ownership"
            label={t('fields.ownership')}
            hint={t('fields.ownershipHint')}
            inputMode="decimal"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" loading={busy} onClick={() => void submitPerson()}>
            {editing ? t('people.saveChanges') : t('people.add')}
          </Button>
          {editing ? (
            <Button
              variant="ghost"
              onClick={() => {
                setEditing(null);
                setPerson(EMPTY_PERSON);
              }}
            >
              {t('people.cancelEdit')}
            </Button>
          ) : null}
        </div>
      </fieldset>
    </>
  );
}

export function CheckBadge({ check }: { check: ApplicationPerson['check'] }) {
  const { t } = useTranslation('applications');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        check === 'passed'
          ? 'bg-brand-50 text-brand-800'
          : check === 'failed'
            ? 'bg-red-50 text-red-800'
            : check === 'not_started'
              ? 'bg-slate-100 text-slate-700'
              : 'bg-amber-50 text-amber-800',
      )}
    >
      {t(`people.check.${check}`)}
    </span>
  );
}

function DocumentsStep({
  application,
  run,
  errors,
}: {
  application: Application;
  run: Run;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation('applications');
  const [files, setFiles] = useState<Partial<Record<ApplicationDocumentKind, File>>>({});
  const [busy, setBusy] = useState<ApplicationDocumentKind | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<ApplicationDocumentKind, HTMLInputElement | null>>>({});

  async function upload(kind: ApplicationDocumentKind) {
    const file = files[kind];
    if (!file) return;
    setBusy(kind);
    const done = await run({ type: 'upload', kind, file }, 'documents');
    setBusy(null);
    if (done) {
      setFiles((current) => ({ ...current, [kind]: undefined }));
      const input = inputs.current[kind];
      if (input) input.value = '';
    }
  }

  return (
    <>
      <p className="text-sm text-slate-600">{t('documents.intro')}</p>
      {openError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {openError}
        </p>
      ) : null}
      {APPLICATION_DOCUMENT_KINDS.map((kind) => {
        const uploaded = application.documents.filter((document) => document.kind === kind);
        return (
          <section key={kind} aria-labelledby={`documents-${kind}`} className="rounded-xl border border-slate-200 p-4">
            <h3 id={`documents-${kind}`} className="font-semibold text-slate-900">
              {t(`documents.kinds.${kind}`)}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{t(`documents.hints.${kind}`)}</p>
            {uploaded.length === 0 ? (
              <p className="mt-3 text-sm text-slate-500">{t('documents.none')}</p>
            ) : (
              <ul className="mt-3 grid gap-2">
                {uploaded.map((document) => (
                  <li key={document.id} className="flex flex-wrap items-center gap-2 text-sm">
                    <FileText className="size-4 text-slate-500" aria-hidden />
                    <span className="min-w-0 flex-1 break-all">{document.name}</span>
                    <span className="text-slate-500">
                      {t('documents.size', { size: Math.ceil(document.size_bytes / 1024) })}
                    </span>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => {
                        setOpenError(null);
                        openPrivateFile(applicationDocumentPath(application.id, document.id)).catch((error: unknown) =>
                          setOpenError(t('documents.openFailed', { error: errorText(t, error, String(error)) })),
                        );
                      }}
                    >
                      {t('documents.open')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('documents.removeLabel', { name: document.name })}
                      onClick={() => void run({ type: 'removeDocument', documentId: document.id }, 'documents')}
                    >
                      {t('documents.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-3 flex flex-wrap items-end gap-2">
              <Field
                label={t('documents.choose')}
                className="min-w-0 flex-1"
                error={busy === null ? errors.file : undefined}
              >
                {(control) => (
                  <input
                    {...control}
                    ref={(element) => {
                      inputs.current[kind] = element;
                    }}
                    type="file"
                    accept="application/pdf,image/jpeg,image/png,image/webp"
                    className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
                    onChange={(event) => setFiles((current) => ({ ...current, [kind]: event.target.files?.[0] }))}
                  />
                )}
              </Field>
              <Button
                variant="secondary"
                disabled={!files[kind]}
                loading={busy === kind}
                onClick={() => void upload(kind)}
              >
                {busy === kind ? t('documents.uploading') : t('documents.upload')}
              </Button>
            </div>
          </section>
        );
      })}
    </>
  );
}

function ReviewStep({
  application,
  run,
  onGoTo,
}: {
  application: Application;
  run: Run;
  onGoTo: (step: ApplicationStep) => void;
}) {
  const { t } = useTranslation('applications');
  const [busy, setBusy] = useState(false);
  const missing: ReactNode =
    application.missing.length > 0 ? (
      <div className="rounded-xl border border-amber-200 bg-amber-50 p-4">
        <p className="font-semibold text-amber-900">{t('review.missing')}</p>
        <ul className="mt-2 grid gap-1 text-sm text-amber-900">
          {application.missing.map((problem) => (
            <li key={`${problem.path}-${problem.message}`} className="flex flex-wrap items-center gap-2">
              <span>{applicationFieldMessage(t, problem.message)}</span>
              <Button size="sm" variant="link" onClick={() => onGoTo(stepOfPath(problem.path))}>
                {t('review.goTo', { step: t(`wizard.steps.${stepOfPath(problem.path)}`) })}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    ) : (
      <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">{t('review.complete')}</p>
    );
  return (
    <>
      <p className="text-sm text-slate-600">{t('review.intro')}</p>
      {missing}
      <ApplicationSummary application={application} />
      <div>
        <Button
          loading={busy}
          onClick={async () => {
            setBusy(true);
            await run({ type: 'submit' }, 'review');
            setBusy(false);
          }}
        >
          {t('review.submit')}
        </Button>
      </div>
    </>
  );
}
