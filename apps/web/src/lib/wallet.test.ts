import type { Wallet, Withdrawal } from '@grove/contracts';
import { describe, expect, it } from 'vitest';
import { WALLET_POLL_MS, WALLET_SCHEDULED_POLL_MS, withdrawalPollMs } from './wallet';

const NOW = '2027-09-02T12:00:00.000Z';
const withdrawal = (status: Withdrawal['status'], sendAt: string): Withdrawal => ({
  id: `wd-${status}-${sendAt}`,
  status,
  amount: 50,
  currency: 'USD',
  failure_reason: null,
  created_at: '2027-09-02T11:00:00.000Z',
  settled_at: null,
  bank_account: null,
  send_at: sendAt,
  arrives_by: '2027-09-06T12:00:00.000Z',
  can_cancel: status === 'requested',
});
const wallet = (withdrawals: Withdrawal[]): Wallet => ({
  balances: [],
  history: [],
  pending_top_ups: [],
  withdrawals,
  limits: { top_up_min: 10, top_up_max: 50_000, withdrawal_min: 10, card_fee_bp: 250 },
  identity_verified: true,
  verified_name: null,
  bank_accounts: [],
  sandbox_bank: true,
  now: NOW,
  withdrawal_schedule: { hold_minutes: 30, arrival_business_days: 2 },
});

describe('how often the wallet is read again', () => {
  it('soon while a withdrawal is sent, or due by the platform’s clock; now and then while one waits; else never', () => {
    expect(withdrawalPollMs(wallet([withdrawal('sent', '2027-09-02T11:30:00.000Z')]))).toBe(WALLET_POLL_MS);
    // Due: its send time passed by the platform's clock (which a test clock may have moved).
    expect(withdrawalPollMs(wallet([withdrawal('requested', '2027-09-02T11:59:00.000Z')]))).toBe(WALLET_POLL_MS);
    expect(withdrawalPollMs(wallet([withdrawal('requested', '2027-09-02T12:20:00.000Z')]))).toBe(
      WALLET_SCHEDULED_POLL_MS,
    );
    expect(withdrawalPollMs(wallet([withdrawal('paid', '2027-09-01T12:00:00.000Z')]))).toBe(false);
    expect(withdrawalPollMs(undefined)).toBe(false);
  });
});
