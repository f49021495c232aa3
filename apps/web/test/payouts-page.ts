import type { AdminDisbursement, AdminPayoutList, Disbursement, Payout, ProjectLifecycle } from '@grove/contracts';
import { http, HttpResponse } from 'msw';
import { makeUser, resetSession, signInAs } from './account';
import { server } from './msw';
import { serveUser } from './onboarding';

/**
 * The console's payouts page of one business (green-farm, paying out, its raise sent), as the
 * payouts and revenue tests set it up: its addresses, fixtures, and an operator signed in.
 */
export async function loadPayoutsPage(): Promise<void> {
  await Promise.all([import('@/app/layouts/admin-layout'), import('@/app/routes/admin-project-payouts')]);
}

export const URL = '/admin/projects/green-farm/payouts';
export const API = '/api/v1/admin/projects/green-farm/payouts';
export const DISBURSEMENT_API = '/api/v1/admin/projects/green-farm/disbursement';

export const disbursement = (overrides: Partial<Disbursement> = {}): Disbursement => ({
  id: 'd1',
  project_id: 'green-farm',
  amount: 10_000,
  currency: 'USD',
  reference: 'WIRE-2025-07',
  created_at: '2025-07-15T10:00:00.000Z',
  ...overrides,
});

export const disbursementState = (overrides: Partial<AdminDisbursement> = {}): AdminDisbursement => ({
  project_id: 'green-farm',
  status: 'payout',
  currency: 'USD',
  held: 0,
  blocked: 'disbursed',
  available_from: null,
  disbursement: disbursement(),
  ...overrides,
});

/** Signs an operator in and serves the business's status and its sent raise (call in beforeEach). */
export function servePayoutsPage(): void {
  resetSession();
  const operator = makeUser({ role: 'admin', email: 'op@example.com' });
  signInAs(operator);
  serveUser(operator);
  server.use(
    http.get('/api/v1/admin/projects/green-farm/status', () =>
      HttpResponse.json({
        id: 'green-farm',
        name: 'Green Farm',
        status: 'payout',
        published: true,
        funding_end: '2025-06-30T12:00:00.000Z',
        currency: 'USD',
        target: 10_000,
        min_raise: 10_000,
        raised: 10_000,
        reserved: 0,
        held: { payments: 0, investors: 0, total: 0 },
        finality_block: null,
        cancellable_until: null,
        allowed_moves: [],
        images: [],
      } satisfies ProjectLifecycle),
    ),
    // The raise of a business paying out has long been sent to it.
    http.get(DISBURSEMENT_API, () => HttpResponse.json(disbursementState())),
  );
}

export const payout = (overrides: Partial<Payout> = {}): Payout => ({
  id: 'p1',
  project_id: 'green-farm',
  amount: 2_300,
  currency: 'USD',
  period_start: '2026-01-01',
  period_end: '2026-03-31',
  reference: 'BANK-2026-Q1',
  investments: 3,
  investors: 2,
  created_at: '2026-04-02T10:00:00.000Z',
  ...overrides,
});

export const list = (overrides: Partial<AdminPayoutList> = {}): AdminPayoutList => ({
  project_id: 'green-farm',
  status: 'payout',
  currency: 'USD',
  invested: 10_000,
  investments: 3,
  contract_minimum: 11_500,
  total_paid: 2_300,
  can_record: true,
  payouts: [payout()],
  ...overrides,
});
