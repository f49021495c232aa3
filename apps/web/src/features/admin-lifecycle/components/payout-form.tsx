import {
  currencyExponent,
  fromMinorUnits,
  toMinorUnits,
  type AdminPayoutList,
  type Payout,
  type RecordPayoutRequest,
} from '@grove/contracts';
import { AlertCircle, Banknote, CheckCircle2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { get, useForm, type FieldError, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { validationText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import { useRecordPayout } from '../api/record-payout';
import { ConfirmRecordDialog } from './confirm-record-dialog';
import {
  dayAfter,
  FIELD_OF_CODE,
  formatPeriod,
  PAYOUT_FIELDS,
  payoutResolver,
  REFERENCE_MAX_LENGTH,
  SERVER_FIELD_MESSAGES,
  type PayoutField,
  type PayoutFormValues,
} from '../utils/payout-form';

const blank = (list: AdminPayoutList): PayoutFormValues => ({
  amount: '',
  currency: list.currency,
  // The newest payout's period usually runs up to where the next one starts.
  period: { start: list.payouts[0] ? dayAfter(list.payouts[0].period_end) : '', end: '' },
  reference: '',
});

/** An amount as the field takes it, with the currency's decimals: 1250.50 in USD, 1250 in VND. */
function amountExample(currency: string): string {
  const decimals = currencyExponent(currency);
  return decimals > 0 ? `1250.${'5'.padEnd(decimals, '0')}` : '1250';
}

const isPayoutField = (path: string): path is PayoutField => (PAYOUT_FIELDS as readonly string[]).includes(path);

/**
 * Records a payout: amount, currency (the business's), the period it covers and the bank's
 * reference; checked here as the server checks it, then confirmed in a dialog that says what
 * happens to the money. The server's refusals land on their fields and above the form; what was
 * typed stays. The reference makes a resend safe, and the buttons wait while one is on its way.
 */
export function PayoutForm({ list, businessName }: { list: AdminPayoutList; businessName: string }) {
  const { t } = useTranslation('admin-lifecycle');
  const record = useRecordPayout(list.project_id);
  const resolver = useMemo(() => payoutResolver(list.currency), [list.currency]);
  const form = useForm<PayoutFormValues, unknown, RecordPayoutRequest>({ resolver, defaultValues: blank(list) });
  const [pending, setPending] = useState<RecordPayoutRequest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<Payout | null>(null);
  const example = amountExample(list.currency);

  const errorOf = (path: FieldPath<PayoutFormValues>): string | null => {
    const error = get(form.formState.errors, path) as FieldError | undefined;
    if (!error?.message) return null;
    // Checks made here carry a key; the server's refusals arrive as text, translated when known.
    return error.type === 'client'
      ? t(`payouts.errors.${error.message}`, { currency: list.currency, example })
      : error.message;
  };

  const review = form.handleSubmit(
    (body) => {
      setFailure(null);
      setRecorded(null);
      record.reset();
      setPending(body);
    },
    () => setFailure(t('payouts.errors.fix')),
  );

  const confirm = () => {
    const body = pending;
    if (!body || record.isPending) return;
    record.mutate(body, {
      onSuccess: (payout) => {
        setRecorded(payout);
        setPending(null);
        form.reset({ ...blank(list), period: { start: dayAfter(payout.period_end), end: '' } });
      },
      onError: (error) => {
        setPending(null);
        setFailure(refusalText(error, body));
        if (!(error instanceof ApiError)) return;
        for (const field of error.fields) {
          if (isPayoutField(field.path)) {
            form.setError(field.path, {
              type: 'server',
              message: validationText(t, field.message, SERVER_FIELD_MESSAGES),
            });
          }
        }
        const field = FIELD_OF_CODE[error.code];
        if (field) {
          form.setError(field, {
            type: 'server',
            message: t(`payouts.errors.field.${error.code}`, { currency: list.currency }),
          });
        }
      },
    });
  };

  /**
   * A refusal in the reader's language when its code is known, else the server's own detail;
   * an invalid field is told by the server's detail (its first field's message).
   */
  const refusalText = (error: unknown, body: RecordPayoutRequest): string => {
    if (!(error instanceof ApiError)) return t('errors.generic');
    if (error.fields.length > 0) return validationText(t, error.message, SERVER_FIELD_MESSAGES) ?? error.message;
    return t([`payouts.errors.codes.${error.code}`, `common:errors.codes.${error.code}`], {
      defaultValue: error.message,
      reference: body.reference,
      currency: list.currency,
    });
  };

  const amountText = pending
    ? formatMoney(fromMinorUnits(toMinorUnits(pending.amount, list.currency), list.currency), list.currency, {
        cents: true,
      })
    : '';

  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-labelledby="payout-form-title"
      data-tour="record-payout"
    >
      <h2 id="payout-form-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Banknote className="size-5 text-slate-500" aria-hidden />
        {t('payouts.form.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('payouts.form.subtitle')}</p>

      {recorded ? (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('payouts.form.recorded', {
            amount: formatMoney(recorded.amount, recorded.currency, { cents: true }),
            investments: t('payouts.history.investments', { count: recorded.investments }),
            investors: t('payouts.history.investors', { count: recorded.investors }),
          })}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {failure}
        </p>
      ) : null}

      <form className="mt-4 grid gap-4 sm:grid-cols-6" onSubmit={(event) => void review(event)} noValidate>
        <Field
          className="sm:col-span-4"
          label={t('payouts.form.amount')}
          hint={t('payouts.form.amountHint', { currency: list.currency, example })}
          error={errorOf('amount')}
        >
          {(control) => <Input {...control} inputMode="decimal" autoComplete="off" {...form.register('amount')} />}
        </Field>
        <Field
          className="sm:col-span-2"
          label={t('payouts.form.currency')}
          hint={t('payouts.form.currencyHint', { currency: list.currency })}
          error={errorOf('currency')}
        >
          {(control) => (
            <Input
              {...control}
              maxLength={3}
              autoComplete="off"
              autoCapitalize="characters"
              className="uppercase"
              {...form.register('currency')}
            />
          )}
        </Field>
        <Field className="sm:col-span-3" label={t('payouts.form.periodStart')} error={errorOf('period.start')}>
          {(control) => <Input {...control} type="date" {...form.register('period.start')} />}
        </Field>
        <Field className="sm:col-span-3" label={t('payouts.form.periodEnd')} error={errorOf('period.end')}>
          {(control) => <Input {...control} type="date" {...form.register('period.end')} />}
        </Field>
        <Field
          className="sm:col-span-6"
          label={t('payouts.form.reference')}
          hint={t('payouts.form.referenceHint')}
          error={errorOf('reference')}
        >
          {(control) => (
            <Input {...control} maxLength={REFERENCE_MAX_LENGTH} autoComplete="off" {...form.register('reference')} />
          )}
        </Field>
        <div className="sm:col-span-6">
          <Button type="submit" loading={record.isPending}>
            {t('payouts.form.review')}
          </Button>
        </div>
      </form>

      <ConfirmRecordDialog
        rows={
          pending
            ? [
                { label: t('payouts.history.amount'), value: amountText, figure: true },
                { label: t('payouts.history.period'), value: formatPeriod(pending.period.start, pending.period.end) },
                { label: t('payouts.history.reference'), value: pending.reference },
              ]
            : null
        }
        title={t('payouts.confirm.title', { amount: amountText, name: businessName })}
        description={t('payouts.confirm.body', {
          count: list.investments,
          amount: amountText,
          invested: formatMoney(list.invested, list.currency, { cents: true }),
        })}
        icon={<Banknote className="size-5" aria-hidden />}
        confirmLabel={t('payouts.confirm.record')}
        busy={record.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
