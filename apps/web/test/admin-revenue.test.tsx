import type { RevenueOverview } from '@grove/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from './msw';
import { API, list, loadPayoutsPage, payout, servePayoutsPage, URL } from './payouts-page';
import { renderApp, renderWithProviders } from './render';
import { percentToBp, RevenueTermsPanel } from '@/features/admin-projects/components/revenue-terms-panel';
import { i18n } from '@/lib/i18n';

beforeAll(async () => {
  await i18n.loadNamespaces('admin-revenue');
  await loadPayoutsPage();
}, 60_000);

beforeEach(servePayoutsPage);

const REVENUE_API = '/api/v1/admin/projects/green-farm/revenue-reports';

const overview = (): RevenueOverview => ({
  project_id: 'green-farm',
  currency: 'USD',
  closed_at: '2025-06-30T12:00:00.000Z',
  raised: 10_000,
  contract_minimum: 11_500,
  computed_total: 2_000,
  paid_total: 0,
  terms: {
    revenue_share_bp: 500,
    minimum_multiple_bp: 11_500,
    first_payment_from_months: 6,
    first_payment_to_months: 8,
    tranche_count: 3,
    profit_share_bp: 1_000,
    version: 1,
    frozen: true,
  },
  periods: [
    {
      period: 1,
      start: '2025-06-30',
      end: '2025-09-29',
      label: 'Q3 2025',
      status: 'payment_due',
      report_by: '2025-10-14',
      forecast_revenue: null,
      report: {
        id: '6f1c0d1e-1b2a-4c3d-9e8f-001122334455',
        period: 1,
        revenue: 40_000,
        profit: null,
        phase: 'minimum',
        due: 2_000,
        breakdown: {
          contract_minimum: 11_500,
          remaining_before: 11_500,
          revenue_share: 2_000,
          settlement: 0,
          profit_share: 0,
          tranche: 1,
          capped_by_minimum: false,
        },
        terms_version: 1,
        payment_reference: 'GRV-6F1C0D1E1B2A',
        pay_by: '2025-10-20',
        reported_at: '2025-10-05T10:00:00.000Z',
        reported_by: 'Ann Lee',
        evidence: [{ id: 'f1', name: 'q3.pdf', url: '/api/v1/files/f1' }],
        bank_reference: null,
        confirmed_at: null,
        payout_id: null,
        paid_by: null,
        card_checkout: null,
      },
    },
    {
      period: 2,
      start: '2025-09-30',
      end: '2025-12-29',
      label: 'Q4 2025',
      status: 'late',
      report_by: '2026-01-13',
      forecast_revenue: null,
      report: null,
    },
  ],
  payment_account: null,
  can_pay_by_card: false,
  role: null,
});

describe('revenue reports on the payouts page', () => {
  it('lists the reports with what is due, flags the late one, and confirms a payment once with a bank reference', async () => {
    let confirmed: { body: unknown; key: string | null } | null = null;
    server.use(
      http.get(API, () => HttpResponse.json(list())),
      http.get(REVENUE_API, () => HttpResponse.json(overview())),
      http.post(`${REVENUE_API}/:reportId/confirm`, async ({ request }) => {
        confirmed = { body: await request.json(), key: request.headers.get('idempotency-key') };
        return HttpResponse.json(payout({ amount: 2_000, reference: 'GRV-6F1C0D1E1B2A' }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp(URL);
    const section = await screen.findByRole('region', { name: 'Revenue reports' }, { timeout: 5_000 });
    expect(within(section).getByTestId('revenue-late')).toHaveTextContent('Q4 2025 (Report late)');
    const row = within(section).getByTestId('revenue-report');
    expect(row).toHaveTextContent('$40,000.00');
    expect(row).toHaveTextContent('$2,000.00');
    expect(row).toHaveTextContent('GRV-6F1C0D1E1B2A');

    await user.click(within(row).getByRole('button', { name: 'Confirm payment received' }));
    expect(await within(row).findByText('Give the bank’s reference of the transfer')).toBeInTheDocument();
    expect(confirmed).toBeNull();
    await user.type(within(row).getByLabelText('Bank reference of the transfer for Q3 2025'), 'BANK-778');
    await user.click(within(row).getByRole('button', { name: 'Confirm payment received' }));
    // Nothing moves before the operator reviewed what will be paid out; Cancel sends nothing.
    let dialog = await screen.findByRole('dialog', { name: 'Confirm $2,000.00 arrived for Q3 2025?' });
    expect(dialog).toHaveTextContent('BANK-778');
    expect(dialog).toHaveTextContent('GRV-6F1C0D1E1B2A');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(confirmed).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Confirm payment received' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm $2,000.00 arrived for Q3 2025?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and pay out' }));
    await waitFor(() => expect(confirmed).not.toBeNull());
    expect(confirmed!.body).toEqual({ bank_reference: 'BANK-778' });
    expect(confirmed!.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('revenue-share terms in the editor', () => {
  it('reads percents exactly, without floating point', () => {
    expect(percentToBp('5')).toBe(500);
    expect(percentToBp('7.5')).toBe(750);
    expect(percentToBp('0,01')).toBe(1);
    expect(percentToBp('12.345')).toBeNull();
    expect(percentToBp('-1')).toBeNull();
  });

  it('saves the terms of a draft, and shows them locked once published', async () => {
    let saved: unknown = null;
    server.use(
      http.put('/api/v1/admin/projects/draft-cafe/revenue-terms', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ ...(saved as object), version: 1, frozen: false });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RevenueTermsPanel projectId="draft-cafe" />);
    const share = await screen.findByLabelText('Revenue share (%)', {}, { timeout: 5_000 });
    await user.clear(share);
    await user.type(share, '7.5');
    await user.selectOptions(screen.getByLabelText('Tranches to reach the minimum'), '3');
    await user.click(screen.getByRole('button', { name: 'Save the terms' }));
    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toEqual({
      revenue_share_bp: 750,
      minimum_multiple_bp: 11_500,
      first_payment_from_months: 6,
      first_payment_to_months: 8,
      tranche_count: 3,
      profit_share_bp: 1_000,
    });

    server.use(
      http.get('/api/v1/admin/projects/live-cafe/revenue-terms', () =>
        HttpResponse.json({
          revenue_share_bp: 500,
          minimum_multiple_bp: 11_500,
          first_payment_from_months: 6,
          first_payment_to_months: 8,
          tranche_count: 2,
          profit_share_bp: 1_000,
          version: 1,
          frozen: true,
        }),
      ),
    );
    renderWithProviders(<RevenueTermsPanel projectId="live-cafe" />);
    expect(
      await screen.findByText('Frozen since the raise was published: investors invested on these terms.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save the terms' })).toHaveLength(1);
  });
});
