import type { RevenueOverview, RevenuePeriod, RevenueReport } from '@grove/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, resetSession, signInAs } from './account';
import { server } from './msw';
import { serveUser } from './onboarding';
import { renderApp } from './render';
import { revenueCheckoutBrowser } from '@/features/founder-revenue/utils/browser';

beforeAll(async () => {
  await import('@/app/routes/founder-revenue');
}, 60_000);

const URL = '/founder/businesses/green-farm/revenue';
const API = '/api/v1/founder/businesses/green-farm/revenue';

const report = (overrides: Partial<RevenueReport> = {}): RevenueReport => ({
  id: 'r2',
  period: 2,
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
  payment_reference: 'GRV-4F2A9C01B7E3',
  pay_by: '2026-08-15',
  reported_at: '2026-07-20T10:00:00.000Z',
  reported_by: 'Ann Lee',
  evidence: [{ id: 'f1', name: 'q2-statement.pdf', url: '/api/v1/files/f1' }],
  bank_reference: null,
  confirmed_at: null,
  payout_id: null,
  paid_by: null,
  card_checkout: null,
  ...overrides,
});

const period = (overrides: Partial<RevenuePeriod>): RevenuePeriod => ({
  period: 1,
  start: '2026-01-01',
  end: '2026-03-31',
  label: 'Q1 2026',
  status: 'reported',
  report_by: '2026-04-15',
  forecast_revenue: 45_000,
  report: null,
  ...overrides,
});

const overview = (overrides: Partial<RevenueOverview> = {}): RevenueOverview => ({
  project_id: 'green-farm',
  currency: 'USD',
  closed_at: '2026-01-01T00:00:00.000Z',
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
    period({ report: report({ id: 'r1', period: 1, phase: 'before_window', due: 0, payment_reference: null }) }),
    period({
      period: 2,
      start: '2026-04-01',
      end: '2026-06-30',
      label: 'Q2 2026',
      status: 'payment_due',
      report_by: '2026-07-15',
      report: report(),
    }),
    period({
      period: 3,
      start: '2026-07-01',
      end: '2026-09-30',
      label: 'Q3 2026',
      status: 'late',
      report_by: '2026-10-15',
    }),
  ],
  payment_account: 'Grove Client Money · IBAN GB33 BUKB 2020 1555 5555 55',
  can_pay_by_card: true,
  role: 'owner',
  ...overrides,
});

/** The caller's businesses, as the portal's frame reads them (the page sits inside the frame). */
const member = (role: 'owner' | 'editor' = 'owner') => ({
  id: 'green-farm',
  name: 'Green Farm',
  status: 'payout',
  role,
  currency: 'USD',
  target: 100_000,
  raised: 100_000,
  investor_count: 40,
  published_at: '2026-01-10T00:00:00.000Z',
  funding_end: '2026-03-01T00:00:00.000Z',
});
const serveBusinesses = (...businesses: ReturnType<typeof member>[]) =>
  server.use(http.get('/api/v1/founder/businesses', () => HttpResponse.json({ businesses })));

beforeEach(() => {
  resetSession();
  const founder = makeUser({ email: 'founder@example.com' });
  signInAs(founder);
  serveUser(founder);
  serveBusinesses(member());
});

describe('founder revenue page', () => {
  it('shows what to pay and how, and each period with its status', async () => {
    server.use(http.get(API, () => HttpResponse.json(overview())));
    renderApp(URL);
    const pay = await screen.findByRole('region', { name: 'What to pay' }, { timeout: 5_000 });
    expect(within(pay).getByText('GRV-4F2A9C01B7E3')).toBeInTheDocument();
    expect(within(pay).getByText('$2,000.00')).toBeInTheDocument();
    expect(within(pay).getByText(/IBAN GB33 BUKB/)).toBeInTheDocument();
    const periods = screen.getAllByTestId('revenue-period');
    // Newest first.
    expect(periods[0]).toHaveTextContent('Q3 2026');
    expect(periods[0]).toHaveTextContent('Report late');
    expect(periods[1]).toHaveTextContent('Payment due');
    expect(periods[1]).toHaveTextContent('Tranche 1 of 3: 5% of revenue.');
    expect(periods[1]).toHaveTextContent('Forecast $45,000.00');
    expect(periods[2]).toHaveTextContent('Before the first-payment window: nothing is due.');
    expect(screen.getByRole('heading', { name: 'Report Q3 2026' })).toBeInTheDocument();
  });

  it('sends the next period’s report with its evidence, and refuses it without one', async () => {
    let sent: FormData | null = null;
    server.use(
      http.get(API, () => HttpResponse.json(overview())),
      http.post(`${API}/3`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(report({ id: 'r3', period: 3 }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp(URL);
    await screen.findByRole('heading', { name: 'Report Q3 2026' }, { timeout: 5_000 });
    await user.type(screen.getByLabelText('Revenue (USD)'), '48250.50');
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('Attach the evidence as a PDF')).toBeInTheDocument();
    expect(sent).toBeNull();

    const file = new File(['%PDF-1.4'], 'q3.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Evidence (PDF)'), file);
    await user.type(screen.getByLabelText('Profit (USD, optional)'), '-1200');
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    await vi.waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.get('revenue')).toBe('48250.50');
    expect(sent!.get('profit')).toBe('-1200');
    // The evidence goes along as the multipart's file part.
    expect(sent!.get('file')).toMatchObject({ type: 'application/pdf' });
  });

  it('tells an editor only owners report', async () => {
    serveBusinesses(member('editor'));
    server.use(http.get(API, () => HttpResponse.json(overview({ role: 'editor' }))));
    renderApp(URL);
    expect(
      await screen.findByText(
        'Q3 2026 is ready to report. Only the business’s owners can send revenue reports.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the report' })).toBeNull();
  });

  it('says so when the business is not in the caller’s team', async () => {
    serveBusinesses();
    renderApp(URL);
    expect(await screen.findByText('This business is not in your portal', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the report' })).toBeNull();
  });

  it('says so when the server no longer counts the caller in the team (left meanwhile)', async () => {
    server.use(
      http.get(API, () =>
        HttpResponse.json({ code: 'NOT_FOUND', detail: 'Business not found', status: 404 }, { status: 404 }),
      ),
    );
    renderApp(URL);
    expect(
      await screen.findByText('This business is not in your team, or it does not exist.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});

describe('paying a period by card', () => {
  it('opens the provider’s checkout for the amount due and goes there', async () => {
    let posted = 0;
    server.use(
      http.get(API, () => HttpResponse.json(overview())),
      http.post(`${API}/2/card-payment`, () => {
        posted += 1;
        return HttpResponse.json(
          {
            id: 'c1',
            status: 'pending',
            amount: 2_000,
            currency: 'USD',
            checkout_url: '/sandbox/payments/checkout/c1?token=t1',
            expires_at: '2026-08-01T10:30:00.000Z',
          },
          { status: 201 },
        );
      }),
    );
    const assign = vi.spyOn(revenueCheckoutBrowser, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp(URL);
    const pay = await screen.findByRole('region', { name: 'What to pay' }, { timeout: 5_000 });
    expect(within(pay).getByText(/Or pay \$2,000\.00 by card now/)).toBeInTheDocument();
    await user.click(within(pay).getByRole('button', { name: 'Pay by card' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/payments/checkout/c1?token=t1'));
    expect(posted).toBe(1);
    assign.mockRestore();
  });

  it('continues the checkout already open instead of opening another', async () => {
    const open = report({
      card_checkout: { url: '/sandbox/payments/checkout/c1?token=t1', expires_at: '2026-08-01T10:30:00.000Z' },
    });
    server.use(
      http.get(API, () =>
        HttpResponse.json(
          overview({ periods: [period({ period: 2, label: 'Q2 2026', status: 'payment_due', report: open })] }),
        ),
      ),
    );
    renderApp(URL);
    const pay = await screen.findByRole('region', { name: 'What to pay' }, { timeout: 5_000 });
    expect(within(pay).getByRole('link', { name: 'Continue to the card payment' })).toHaveAttribute(
      'href',
      '/sandbox/payments/checkout/c1?token=t1',
    );
    expect(within(pay).queryByRole('button', { name: 'Pay by card' })).toBeNull();
    expect(within(pay).getByText(/A card payment is open until/)).toBeInTheDocument();
  });

  it('shows why it is refused (paid meanwhile), and offers no card payment to an editor or before the raise was sent on', async () => {
    server.use(
      http.get(API, () => HttpResponse.json(overview())),
      http.post(`${API}/2/card-payment`, () =>
        HttpResponse.json(
          { code: 'REVENUE_PAYMENT_CONFIRMED', detail: 'Already confirmed', status: 409 },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { unmount } = renderApp(URL);
    const pay = await screen.findByRole('region', { name: 'What to pay' }, { timeout: 5_000 });
    await user.click(within(pay).getByRole('button', { name: 'Pay by card' }));
    expect(await within(pay).findByRole('alert')).toHaveTextContent(
      'This payment is already confirmed: investors were paid once.',
    );
    unmount();

    serveBusinesses(member('editor'));
    server.use(http.get(API, () => HttpResponse.json(overview({ role: 'editor' }))));
    const editor = renderApp(URL);
    const editorPay = await screen.findByRole('region', { name: 'What to pay' }, { timeout: 5_000 });
    expect(within(editorPay).getByText('The business’s owners can also pay by card.')).toBeInTheDocument();
    expect(within(editorPay).queryByRole('button', { name: 'Pay by card' })).toBeNull();
    editor.unmount();

    serveBusinesses(member());
    server.use(http.get(API, () => HttpResponse.json(overview({ can_pay_by_card: false }))));
    renderApp(URL);
    const closed = await screen.findByRole('region', { name: 'What to pay' }, { timeout: 5_000 });
    expect(within(closed).getByText(/Card payment opens once the raise has been sent/)).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: 'Pay by card' })).toBeNull();
  });
});
