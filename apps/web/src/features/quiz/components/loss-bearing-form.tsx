import type { Finances } from '@grove/contracts';
import { ArrowLeft, ArrowRight, Calculator, Lightbulb } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, inputClasses } from '@/components/ui/form-field';
import { formatMoney, formatPercent } from '@/lib/format';
import { estimateOf, parseAmount } from '../utils/finances';

const FIELDS = ['net_annual_income', 'liquid_assets', 'annual_commitments'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const asText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The loss-bearing estimate: three amounts, and what they mean, worked out as you type. */
export function LossBearingForm({
  currency,
  advisedShareBp,
  initial,
  draft,
  onDraft,
  onBack,
  onDone,
}: {
  currency: string;
  advisedShareBp: number;
  initial: Finances | null;
  /** The fields as last typed (kept in the quiz's progress), preferred over `initial`. */
  draft: Record<string, string> | null;
  onDraft: (draft: Record<string, string>) => void;
  onBack: () => void;
  onDone: (finances: Finances) => void;
}) {
  const { t } = useTranslation('quiz');
  const form = useForm<Values>({
    defaultValues: {
      net_annual_income: draft?.net_annual_income ?? asText(initial?.net_annual_income),
      liquid_assets: draft?.liquid_assets ?? asText(initial?.liquid_assets),
      annual_commitments: draft?.annual_commitments ?? asText(initial?.annual_commitments),
    },
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control });
  // What is typed goes to the quiz's progress at once, so leaving mid-estimate loses nothing.
  const typed = JSON.stringify(Object.fromEntries(FIELDS.map((name) => [name, values[name] ?? ''])));
  useEffect(() => onDraft(JSON.parse(typed) as Record<string, string>), [typed, onDraft]);
  const parsed = FIELDS.map((name) => parseAmount(values[name] ?? ''));
  const complete = parsed.every((value) => value !== null);
  const estimate = complete
    ? estimateOf(
        { net_annual_income: parsed[0]!, liquid_assets: parsed[1]!, annual_commitments: parsed[2]! },
        currency,
        advisedShareBp,
      )
    : null;
  const money = (amount: number | undefined) => (amount === undefined ? '—' : formatMoney(amount, currency));
  const { errors } = form.formState;

  const rules = {
    validate: (value: string) => {
      if (value.trim() === '') return t('estimate.required');
      return parseAmount(value) === null ? t('estimate.invalid') : true;
    },
  };

  const onSubmit = form.handleSubmit((submitted) => {
    onDone({
      net_annual_income: parseAmount(submitted.net_annual_income)!,
      liquid_assets: parseAmount(submitted.liquid_assets)!,
      annual_commitments: parseAmount(submitted.annual_commitments)!,
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="grid grid-cols-1 gap-5">
        {FIELDS.map((name) => (
          <Field
            key={name}
            label={t(`estimate.${name}`)}
            hint={t(`estimate.${name}_hint`)}
            error={errors[name]?.message}
          >
            {(control) => (
              <div className="relative">
                <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
                  {currency === 'USD' ? '$' : currency}
                </span>
                <input
                  {...control}
                  {...form.register(name, rules)}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0"
                  className={inputClasses({ invalid: Boolean(errors[name]), leading: true })}
                />
              </div>
            )}
          </Field>
        ))}
      </div>

      <section
        aria-labelledby="estimate-result"
        aria-live="polite"
        className="mt-6 rounded-xl border border-brand-200 bg-brand-50/70 p-4 sm:p-5"
        data-testid="loss-estimate"
      >
        <h3 id="estimate-result" className="flex items-center gap-2 font-semibold text-brand-900">
          <Calculator className="size-4" aria-hidden />
          {t('estimate.resultTitle')}
        </h3>
        <dl className="mt-3 flex flex-col gap-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <dt className="text-slate-700">
              {t('estimate.capacity')}
              <span className="block text-xs text-slate-500">{t('estimate.formula')}</span>
            </dt>
            <dd className="text-base font-semibold text-slate-900 tabular-nums">{money(estimate?.capacity)}</dd>
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-brand-200 pt-3">
            <dt className="text-slate-700">{t('estimate.affordableLoss')}</dt>
            <dd className="text-base font-semibold text-slate-900 tabular-nums">{money(estimate?.affordableLoss)}</dd>
          </div>
          <div
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-brand-200 pt-3"
            data-testid="advised-max"
          >
            <dt className="text-slate-700">
              <span className="font-semibold text-slate-900">{t('common:limits.advisedMax')}</span>
              <span className="block text-xs text-slate-600">
                {t('common:limits.advisedMaxWhy', { percent: formatPercent(advisedShareBp / 100) })}
              </span>
            </dt>
            <dd className="text-base font-semibold text-brand-800 tabular-nums">
              {money(estimate?.advisedMaxInvestment)}
            </dd>
          </div>
        </dl>
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-white p-3 text-sm leading-relaxed text-slate-700">
          <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
          <span>{t('estimate.adviceGeneral')}</span>
        </p>
      </section>

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden />
          {t('back')}
        </Button>
        <Button type="submit" size="lg">
          {t('continue')}
          <ArrowRight className="size-4" aria-hidden />
        </Button>
      </div>
    </form>
  );
}
