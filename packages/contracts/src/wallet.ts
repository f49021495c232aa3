import { z } from 'zod';
import { DEFAULT_PAYMENT_CURRENCY } from './money.js';
import { text } from './text.js';
import { TOP_UP_STATUSES, WALLET_MOVEMENT_TYPES, WITHDRAWAL_STATUSES } from './wallet-rules.js';

/**
 * The investor's wallet (issue 14, PRODUCT.md 17): payouts land in it; the investor reinvests
 * from it (no card fee), tops it up by card, or withdraws it. Amounts in major units.
 */

const amountField = z.union([z.number(), text().max(32)]);
const currencyField = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code')
  .default(DEFAULT_PAYMENT_CURRENCY);

/** POST /api/v1/wallet/top-ups */
export const topUpRequestSchema = z.object({ amount: amountField, currency: currencyField });
export type TopUpRequest = z.input<typeof topUpRequestSchema>;

/** POST /api/v1/wallet/withdrawals: to one of the investor's bank accounts. */
export const withdrawalRequestSchema = z.object({
  amount: amountField,
  currency: currencyField,
  bank_account_id: z.uuid('Choose the bank account to withdraw to.'),
});
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

export const walletBalanceSchema = z.object({
  currency: z.string(),
  /** What the investor may spend or withdraw now. */
  balance: z.number(),
  /** Withdrawals on their way to the investor (already out of the balance). */
  withdrawing: z.number(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const walletMovementSchema = z.object({
  /** The ledger entry's id. */
  id: z.string(),
  at: z.string(),
  type: z.enum(WALLET_MOVEMENT_TYPES),
  /** Positive into the wallet, negative out of it. */
  amount: z.number(),
  currency: z.string(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  /** The payment, payout, top-up or withdrawal the movement belongs to. */
  reference_id: z.string().nullable(),
});
export type WalletMovement = z.infer<typeof walletMovementSchema>;

export const topUpSchema = z
  .object({
    id: z.string(),
    status: z.enum(TOP_UP_STATUSES),
    amount: z.number(),
    /** The card-processing fee, paid on top of the amount. */
    card_fee: z.number(),
    total: z.number(),
    currency: z.string(),
    /** Present while the provider's checkout is open. */
    checkout_url: z.string().nullable(),
    failure_reason: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'TopUp' });
export type TopUp = z.infer<typeof topUpSchema>;

/**
 * What the payment provider still needs from the investor before it can pay them out, in kinds a
 * person can act on (Stripe's requirement codes, grouped): its service agreement, an address, a
 * phone number, a tax id (US: the SSN's last four digits), an identity document, anything else.
 */
export const PAYOUT_REQUIREMENTS = ['agreement', 'address', 'phone', 'tax_id', 'identity_document', 'other'] as const;
export type PayoutRequirement = (typeof PAYOUT_REQUIREMENTS)[number];

/** A bank account as the investor sees it: never its full number. */
export const bankAccountSchema = z
  .object({
    id: z.string(),
    holder_name: z.string(),
    bank_name: z.string(),
    routing_number: z.string(),
    /** The account number's last four digits. */
    last4: z.string(),
    currency: z.string(),
    created_at: z.string(),
    /**
     * Whether the provider can pay out to it now; false while it needs more details from the
     * investor (`payouts_due`, given on the provider's own page: POST
     * /wallet/bank-accounts/onboarding-link) or is checking them (`payouts_due` empty). Present in
     * the wallet and the bank account list when the provider answered; absent when it could not
     * be asked, and in a withdrawal's account.
     */
    payouts_ready: z.boolean().optional(),
    payouts_due: z.array(z.enum(PAYOUT_REQUIREMENTS)).optional(),
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** POST /api/v1/wallet/bank-accounts/onboarding-link: null when the provider needs nothing more now. */
export const payoutOnboardingLinkSchema = z
  .object({
    /** The provider's page (single use, expires within minutes): send the browser there at once. */
    url: z.string().nullable(),
  })
  .meta({ id: 'PayoutOnboardingLink' });
export type PayoutOnboardingLink = z.infer<typeof payoutOnboardingLinkSchema>;

/** A US routing number (ABA): nine digits whose weighted sum (3, 7, 1) is a multiple of ten. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1];
  const sum = [...value].reduce((total, digit, index) => total + Number(digit) * weights[index % 3]!, 0);
  return sum % 10 === 0;
}

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** POST /api/v1/wallet/bank-accounts */
export const bankAccountRequestSchema = z
  .object({
    holder_name: text().trim().min(1, 'Enter the account holder’s name.').max(140),
    routing_number: text()
      .max(32)
      .transform(digitsOnly)
      .refine(isRoutingNumber, 'Enter the bank’s 9-digit routing number.'),
    account_number: text()
      .max(40)
      .transform(digitsOnly)
      .refine((value) => /^\d{4,17}$/.test(value), 'Enter the account number: 4 to 17 digits.'),
    account_number_confirmation: text().max(40).transform(digitsOnly),
  })
  .superRefine((value, ctx) => {
    if (value.account_number !== value.account_number_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['account_number_confirmation'],
        message: 'The account numbers do not match.',
      });
    }
  });
export type BankAccountRequest = z.input<typeof bankAccountRequestSchema>;

export const withdrawalSchema = z
  .object({
    id: z.string(),
    status: z.enum(WITHDRAWAL_STATUSES),
    amount: z.number(),
    currency: z.string(),
    failure_reason: z.string().nullable(),
    created_at: z.string(),
    settled_at: z.string().nullable(),
    /** Where it goes; null for withdrawals made before bank accounts existed. */
    bank_account: bankAccountSchema.nullable(),
    /** When it is (or was) sent to the bank: the investor may cancel it until then. */
    send_at: z.string(),
    /** The latest the money should reach the account (business days after sending). */
    arrives_by: z.string(),
    can_cancel: z.boolean(),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** GET /api/v1/wallet */
export const walletSchema = z
  .object({
    balances: z.array(walletBalanceSchema),
    /** Newest first. */
    history: z.array(walletMovementSchema),
    /** Top-ups and withdrawals not settled yet, newest first. */
    pending_top_ups: z.array(topUpSchema),
    withdrawals: z.array(withdrawalSchema),
    limits: z.object({
      top_up_min: z.number(),
      top_up_max: z.number(),
      withdrawal_min: z.number(),
      card_fee_bp: z.number().int(),
    }),
    /** Withdrawals need identity verification to have passed. */
    identity_verified: z.boolean(),
    /** The name identity verification confirmed: a bank account's holder must carry it. */
    verified_name: z.string().nullable(),
    bank_accounts: z.array(bankAccountSchema),
    /** The sandbox provider: only its test account numbers are accepted (the form says which). */
    sandbox_bank: z.boolean(),
    /** The platform's time when it answered (a test clock may run ahead): schedules shown are reckoned from it. */
    now: z.string(),
    /** How withdrawals travel: minutes to cancel before sending, then business days to arrive. */
    withdrawal_schedule: z.object({
      hold_minutes: z.number().int(),
      arrival_business_days: z.number().int(),
    }),
  })
  .meta({ id: 'Wallet' });
export type Wallet = z.infer<typeof walletSchema>;
