import {
  hasForbiddenCharacters,
  MoneyError,
  recordPayoutRequestSchema,
  toMinorUnits,
  type RecordPayoutRequest,
} from '@grove/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { formatDate } from '@/lib/format';

/** What the payout form holds: the request's shape, every value as typed. */
export interface PayoutFormValues {
  amount: string;
  currency: string;
  period: { start: string; end: string };
  reference: string;
}

export type PayoutField = 'amount' | 'currency' | 'period.start' | 'period.end' | 'reference';
export const PAYOUT_FIELDS: readonly PayoutField[] = ['amount', 'currency', 'period.start', 'period.end', 'reference'];

/** The contract's limit on a reference; the input stops there too. */
export const REFERENCE_MAX_LENGTH = 80;

/**
 * Why a field is refused, as a key under `payouts.errors` in the admin-lifecycle namespace.
 * The texts name their figures (the currency, its decimals) through interpolation.
 */
export type PayoutErrorKey =
  | 'amountRequired'
  | 'amountInvalid'
  | 'amountPositive'
  | 'currencyCode'
  | 'currencyMismatch'
  | 'dateRequired'
  | 'periodOrder'
  | 'referenceRequired'
  | 'referenceTooLong'
  | 'referenceInvalid';

/**
 * An amount as an operator types it, as the plain decimal the API takes: spaces and
 * underscores go, a comma before one or two final digits is a decimal comma ("1 250,5"),
 * any other comma groups thousands ("1,250.50"). Anything else is left for the check to refuse.
 */
export function normaliseAmount(typed: string): string {
  const compact = typed.replace(/[\s_']/g, '');
  if (!compact.includes('.') && /^-?\d+,\d{1,2}$/.test(compact)) return compact.replace(',', '.');
  return compact.replace(/,/g, '');
}

/** The amount in minor units of `currency`, or why it is not one. */
export function amountMinorOf(typed: string, currency: string): number | PayoutErrorKey {
  const text = normaliseAmount(typed);
  if (text === '') return 'amountRequired';
  let minor: number;
  try {
    minor = toMinorUnits(text, currency);
  } catch (error) {
    if (error instanceof MoneyError) return 'amountInvalid';
    throw error;
  }
  return minor > 0 ? minor : 'amountPositive';
}

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/** A real calendar date written YYYY-MM-DD (what a date input gives). */
function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The request the form's values make: the amount as a decimal string (never a float), the code in capitals. */
export function toPayoutRequest(values: PayoutFormValues): RecordPayoutRequest {
  return {
    amount: normaliseAmount(values.amount),
    currency: values.currency.trim().toUpperCase(),
    period: { start: values.period.start, end: values.period.end },
    reference: values.reference.trim(),
  };
}

/**
 * Every reason the form can't be sent, per field, all at once. `businessCurrency` is the
 * currency the business pays out in (the server refuses any other). The contract's own
 * schema runs last, so nothing this misses reaches the server unchecked.
 */
export function validatePayoutForm(
  values: PayoutFormValues,
  businessCurrency: string,
): Partial<Record<PayoutField, PayoutErrorKey>> {
  const errors: Partial<Record<PayoutField, PayoutErrorKey>> = {};
  const currency = values.currency.trim().toUpperCase();
  if (!CURRENCY_CODE.test(currency)) errors.currency = 'currencyCode';
  else if (currency !== businessCurrency.toUpperCase()) errors.currency = 'currencyMismatch';

  const amount = amountMinorOf(values.amount, businessCurrency);
  if (typeof amount === 'string') errors.amount = amount;

  const { start, end } = values.period;
  if (!isDate(start)) errors['period.start'] = 'dateRequired';
  if (!isDate(end)) errors['period.end'] = 'dateRequired';
  else if (isDate(start) && end < start) errors['period.end'] = 'periodOrder';

  const reference = values.reference.trim();
  if (reference === '') errors.reference = 'referenceRequired';
  else if (reference.length > REFERENCE_MAX_LENGTH) errors.reference = 'referenceTooLong';
  else if (hasForbiddenCharacters(reference)) errors.reference = 'referenceInvalid';

  if (Object.keys(errors).length > 0) return errors;
  const parsed = recordPayoutRequestSchema.safeParse(toPayoutRequest(values));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') as PayoutField;
    if (PAYOUT_FIELDS.includes(field)) errors[field] ??= FALLBACK[field];
  }
  return errors;
}

/** What a field's refusal says when only the contract's schema knew why. */
const FALLBACK: Readonly<Record<PayoutField, PayoutErrorKey>> = {
  amount: 'amountInvalid',
  currency: 'currencyCode',
  'period.start': 'dateRequired',
  'period.end': 'periodOrder',
  reference: 'referenceInvalid',
};

/**
 * The contract's English messages (as the server sends them in `fields`) and the keys that
 * translate them; a message not listed is shown as the server wrote it.
 */
export const SERVER_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  'Please give a reference': 'payouts.errors.referenceRequired',
  'The period must end on or after its start': 'payouts.errors.periodOrder',
  'must be a three-letter currency code': 'payouts.errors.currencyCode',
};

/** Where a refusal by code belongs, when it is about one field. */
export const FIELD_OF_CODE: Readonly<Record<string, PayoutField>> = {
  PAYOUT_REFERENCE_TAKEN: 'reference',
  CURRENCY_MISMATCH: 'currency',
  AMOUNT_NOT_POSITIVE: 'amount',
};

/**
 * react-hook-form's resolver for the payout form: the checks above, with each message a key
 * under `payouts.errors` (type `client`); the valid values go out as the request.
 */
export function payoutResolver(businessCurrency: string): Resolver<PayoutFormValues, unknown, RecordPayoutRequest> {
  return (values) => {
    const found = validatePayoutForm(values, businessCurrency);
    if (Object.keys(found).length === 0) return { values: toPayoutRequest(values), errors: {} };
    const errors: FieldErrors<PayoutFormValues> = {};
    const at = (key: PayoutErrorKey) => ({ type: 'client', message: key });
    if (found.amount) errors.amount = at(found.amount);
    if (found.currency) errors.currency = at(found.currency);
    if (found.reference) errors.reference = at(found.reference);
    if (found['period.start'] || found['period.end']) {
      errors.period = {
        ...(found['period.start'] ? { start: at(found['period.start']) } : {}),
        ...(found['period.end'] ? { end: at(found['period.end']) } : {}),
      };
    }
    return { values: {}, errors };
  };
}

/** The day after a date (YYYY-MM-DD): where the next payout's period usually starts. */
export function dayAfter(date: string): string {
  if (!isDate(date)) return '';
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** A period's dates (YYYY-MM-DD) are calendar days: formatted as such, never shifted by a time zone. */
export function formatPeriod(start: string, end: string): string {
  const from = formatDate(start, undefined, 'medium', 'UTC');
  const to = formatDate(end, undefined, 'medium', 'UTC');
  return from === to ? from : `${from} – ${to}`;
}
