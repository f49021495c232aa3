import { describe, expect, it } from 'vitest';
import {
  amountMinorOf,
  dayAfter,
  normaliseAmount,
  payoutResolver,
  toPayoutRequest,
  validatePayoutForm,
  type PayoutFormValues,
} from './payout-form';

const valid = (overrides: Partial<PayoutFormValues> = {}): PayoutFormValues => ({
  amount: '1250.50',
  currency: 'USD',
  period: { start: '2026-01-01', end: '2026-03-31' },
  reference: 'BANK-2026-Q1',
  ...overrides,
});

describe('normaliseAmount', () => {
  it('drops spaces and thousands separators, and reads a decimal comma', () => {
    expect(normaliseAmount(' 1 250.50 ')).toBe('1250.50');
    expect(normaliseAmount('1,250.50')).toBe('1250.50');
    expect(normaliseAmount('1,250')).toBe('1250');
    expect(normaliseAmount('1250,5')).toBe('1250.5');
    expect(normaliseAmount('1 250,55')).toBe('1250.55');
    expect(normaliseAmount('1_000_000')).toBe('1000000');
  });
});

describe('amountMinorOf', () => {
  it('converts exactly to minor units of the currency', () => {
    expect(amountMinorOf('1250.50', 'USD')).toBe(125_050);
    expect(amountMinorOf('0.01', 'USD')).toBe(1);
    expect(amountMinorOf('1,500,000', 'VND')).toBe(1_500_000);
  });

  it('says why an amount is refused', () => {
    expect(amountMinorOf('  ', 'USD')).toBe('amountRequired');
    expect(amountMinorOf('12.345', 'USD')).toBe('amountInvalid');
    expect(amountMinorOf('1500.5', 'VND')).toBe('amountInvalid');
    expect(amountMinorOf('ten', 'USD')).toBe('amountInvalid');
    expect(amountMinorOf('1.500,25', 'USD')).toBe('amountInvalid');
    expect(amountMinorOf('0', 'USD')).toBe('amountPositive');
    expect(amountMinorOf('-5', 'USD')).toBe('amountPositive');
  });
});

describe('validatePayoutForm', () => {
  it('accepts a complete payout', () => {
    expect(validatePayoutForm(valid(), 'USD')).toEqual({});
    expect(
      validatePayoutForm(valid({ currency: 'usd', period: { start: '2026-03-31', end: '2026-03-31' } }), 'USD'),
    ).toEqual({});
  });

  it('reports every field at once', () => {
    expect(
      validatePayoutForm({ amount: '', currency: 'US', period: { start: '', end: '' }, reference: '   ' }, 'USD'),
    ).toEqual({
      amount: 'amountRequired',
      currency: 'currencyCode',
      'period.start': 'dateRequired',
      'period.end': 'dateRequired',
      reference: 'referenceRequired',
    });
  });

  it('refuses a period that ends before it starts, a date that does not exist and another currency', () => {
    expect(validatePayoutForm(valid({ period: { start: '2026-04-01', end: '2026-03-31' } }), 'USD')).toEqual({
      'period.end': 'periodOrder',
    });
    expect(validatePayoutForm(valid({ period: { start: '2026-02-30', end: '2026-03-31' } }), 'USD')).toEqual({
      'period.start': 'dateRequired',
    });
    expect(validatePayoutForm(valid({ currency: 'EUR' }), 'USD')).toEqual({ currency: 'currencyMismatch' });
  });

  it('checks the amount in the business’s currency and the reference’s length and characters', () => {
    expect(validatePayoutForm(valid({ amount: '10.5', currency: 'VND' }), 'VND')).toEqual({ amount: 'amountInvalid' });
    expect(validatePayoutForm(valid({ reference: 'x'.repeat(81) }), 'USD')).toEqual({ reference: 'referenceTooLong' });
    expect(validatePayoutForm(valid({ reference: 'BANK\u0000' }), 'USD')).toEqual({ reference: 'referenceInvalid' });
  });
});

describe('toPayoutRequest', () => {
  it('sends the amount as an exact decimal string, the code in capitals and the reference trimmed', () => {
    expect(toPayoutRequest(valid({ amount: '1 250,5', currency: ' usd', reference: ' BANK-1 ' }))).toEqual({
      amount: '1250.5',
      currency: 'USD',
      period: { start: '2026-01-01', end: '2026-03-31' },
      reference: 'BANK-1',
    });
  });
});

describe('payoutResolver', () => {
  const resolve = (values: PayoutFormValues) =>
    payoutResolver('USD')(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('hands on the request when the form is valid', async () => {
    expect(await resolve(valid())).toEqual({ values: toPayoutRequest(valid()), errors: {} });
  });

  it('puts each error on its field, nested as the form holds it, with its key as the message', async () => {
    const result = await resolve(valid({ amount: '0', period: { start: '2026-05-01', end: '2026-04-01' } }));
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      amount: { type: 'client', message: 'amountPositive' },
      period: { end: { type: 'client', message: 'periodOrder' } },
    });
  });
});

describe('dayAfter', () => {
  it('is the next calendar day, across months and leap years', () => {
    expect(dayAfter('2026-03-31')).toBe('2026-04-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('not a date')).toBe('');
  });
});
