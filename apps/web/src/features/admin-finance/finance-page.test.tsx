import type {
  AccountReview,
  FeesByMonth,
  FinanceDisputes,
  ReconciliationDetail,
  ReconciliationRun,
  TrialBalance,
} from '@grove/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, resetSession, signInAs } from '../../../test/account';
import { loadConsolePages } from '../../../test/console';
import { server } from '../../../test/msw';
import { serveUser } from '../../../test/onboarding';
import { renderApp } from '../../../test/render';

const API = '/api/v1/admin/finance';
const DAY_MS = 86_400_000;

beforeAll(() => loadConsolePages('admin-finance'), 60_000);

beforeEach(() => {
  resetSession();
  const operator = makeUser({ role: 'admin', email: 'op@example.com' });
  signInAs(operator);
  serveUser(operator);
});

const run = (overrides: Partial<ReconciliationRun> = {}): ReconciliationRun => ({
  id: 'run-2',
  currency: 'USD',
  cutoff: '2026-11-30T02:00:00.000Z',
  trigger: 'schedule',
  provider_balance: 12_500.5,
  ledger_balance: 12_400.5,
  unexplained: 0,
  matched: 42,
  unmatched: 1,
  created_at: '2026-11-30T02:00:05.000Z',
  ...overrides,
});

const trialBalance = (currency = 'USD'): TrialBalance =>
  currency === 'VND'
    ? { currency, at: '2026-11-30T23:59:59.999Z', rows: [], total_debit: 0, total_credit: 0, client_money: 0, held: 0 }
    : {
        currency,
        at: '2026-11-30T23:59:59.999Z',
        rows: [
          { account: 'provider_clearing', group: 'assets', debit: 12_400.5, credit: 0 },
          { account: 'bank', group: 'assets', debit: 3_000, credit: 0 },
          { account: 'investor_wallet', group: 'client_money', debit: 0, credit: 9_000 },
          { account: 'project_raise', group: 'client_money', debit: 0, credit: 5_500 },
          { account: 'platform_fees', group: 'platform', debit: 0, credit: 950.5 },
          { account: 'processor_fees', group: 'platform', debit: 50, credit: 0 },
        ],
        total_debit: 15_450.5,
        total_credit: 15_450.5,
        client_money: 14_500,
        held: 15_400.5,
      };

const fees: FeesByMonth = {
  currency: 'USD',
  months: [
    { month: '2026-11', service_fees: 500, card_fees: 40, processor_fees: 43.2, card_fee_margin: -3.2, net: 496.8 },
    { month: '2026-10', service_fees: 450.5, card_fees: 30, processor_fees: 20, card_fee_margin: 10, net: 460.5 },
  ],
};

const noDisputes: FinanceDisputes = { disputes: [] };

const review = (overrides: Partial<AccountReview> = {}): AccountReview => ({
  id: '6a1f0c1e-0000-4000-8000-000000000001',
  reason: 'dispute_lost',
  user_id: 'user-ann',
  investor_email: 'ann@example.com',
  investor_name: 'Ann Investor',
  target: 'investment',
  target_id: 'payment-1',
  project_name: 'Green Farm',
  amount: 250,
  currency: 'USD',
  opened_at: new Date(Date.now() - 5 * DAY_MS - 60_000).toISOString(),
  resolved_at: null,
  resolved_by_email: null,
  resolution: null,
  ...overrides,
});

/** The Finance API as a test sets it up; `detail` answers a run's items by id. */
function serveFinance({
  currencies = ['USD', 'VND'],
  runs = () => [run()],
  detail = (id: string) => ({ run: run({ id }), items: [] }),
  disputes = noDisputes,
  reviews = () => [],
  seen = [],
}: {
  currencies?: string[];
  runs?: () => ReconciliationRun[];
  detail?: (id: string) => ReconciliationDetail;
  disputes?: FinanceDisputes;
  /** The account reviews in one state ('open' or 'resolved'). */
  reviews?: (state: string) => AccountReview[];
  /** Every URL asked, in order. */
  seen?: URL[];
} = {}) {
  const record = (request: Request) => {
    const url = new URL(request.url);
    seen.push(url);
    return url;
  };
  server.use(
    http.get(`${API}/currencies`, ({ request }) => {
      record(request);
      return HttpResponse.json({ currencies });
    }),
    http.get(`${API}/reconciliations`, ({ request }) => {
      record(request);
      return HttpResponse.json({ runs: runs() });
    }),
    http.get(`${API}/reconciliations/:id`, ({ request, params }) => {
      record(request);
      return HttpResponse.json(detail(String(params.id)));
    }),
    http.get(`${API}/trial-balance`, ({ request }) => {
      const url = record(request);
      return HttpResponse.json(trialBalance(url.searchParams.get('currency') ?? 'USD'));
    }),
    http.get(`${API}/fees`, ({ request }) => {
      record(request);
      return HttpResponse.json(fees);
    }),
    http.get(`${API}/disputes`, ({ request }) => {
      record(request);
      return HttpResponse.json(disputes);
    }),
    http.get(`${API}/account-reviews`, ({ request }) => {
      const url = record(request);
      return HttpResponse.json({ reviews: reviews(url.searchParams.get('state') ?? 'open') });
    }),
  );
  return seen;
}

const headline = () => screen.findByTestId('reconciliation-headline');
const section = (name: string) => screen.getByRole('region', { name });

describe('reconciliation', () => {
  it('says the books match the provider when nothing is unexplained', async () => {
    serveFinance();
    renderApp('/admin/finance');
    const box = await headline();
    expect(box).toHaveTextContent('Unexplained difference$0.00');
    expect(box).toHaveTextContent('The books match the provider.');
    expect(box).toHaveTextContent('1 movement is not matched yet, and it explains the whole gap');
    expect(box).not.toHaveTextContent('disagree');
    const figures = section('Reconciliation');
    expect(screen.getByTestId('provider-balance')).toHaveTextContent('Provider balance$12,500.50');
    expect(screen.getByTestId('ledger-balance')).toHaveTextContent('Ledger balance$12,400.50');
    expect(screen.getByTestId('matched')).toHaveTextContent('Matched42');
    expect(screen.getByTestId('unmatched')).toHaveTextContent('Unmatched1');
    expect(
      within(figures).getByText('The balances differ by $100.00; unmatched movements explain $100.00 of it.'),
    ).toBeInTheDocument();
    expect(within(figures).getByText(/Ran .*, on schedule/)).toBeInTheDocument();
  });

  it('warns when part of the difference is unexplained', async () => {
    serveFinance({ runs: () => [run({ unexplained: 25, trigger: 'operator' })] });
    renderApp('/admin/finance');
    const box = await headline();
    expect(box).toHaveTextContent('Unexplained difference$25.00');
    expect(box).toHaveTextContent('The books and the provider disagree, and no unmatched movement explains it.');
    expect(box).not.toHaveTextContent('The books match the provider.');
    expect(
      within(section('Reconciliation')).getByText(
        'The balances differ by $100.00; unmatched movements explain $75.00 of it.',
      ),
    ).toBeInTheDocument();
    expect(within(section('Reconciliation')).getByText(/Ran .*, by an operator/)).toBeInTheDocument();
  });

  it('says so when no reconciliation has run yet', async () => {
    serveFinance({ runs: () => [] });
    renderApp('/admin/finance');
    expect(
      await screen.findByText(
        'No reconciliation has run for USD yet. Reconcile now to compare the books with the provider.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconcile now' })).toBeEnabled();
  });

  it('reconciles now: posts, is busy meanwhile, then shows the new run', async () => {
    let runs = [run({ id: 'run-1', unexplained: 25 })];
    const posted: unknown[] = [];
    let answer!: () => void;
    serveFinance({ runs: () => runs });
    server.use(
      http.post(`${API}/reconciliations`, async ({ request }) => {
        posted.push(await request.json());
        await new Promise<void>((resolve) => (answer = resolve));
        const made = run({ id: 'run-3', trigger: 'operator', created_at: '2026-12-01T09:00:00.000Z' });
        runs = [made, ...runs];
        return HttpResponse.json({ runs: [made] });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/finance');
    expect(await headline()).toHaveTextContent('$25.00');

    await user.click(screen.getByRole('button', { name: 'Reconcile now' }));
    const busy = await screen.findByRole('button', { name: 'Reconciling…' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(posted).toEqual([{}]));
    answer();

    await waitFor(async () => expect(await headline()).toHaveTextContent('The books match the provider.'));
    expect(screen.getByRole('button', { name: 'Reconcile now' })).toBeEnabled();
    // Both runs are listed, the new one first and chosen.
    const list = screen.getByRole('table', { name: 'Recent runs' });
    const chosen = within(list).getAllByRole('button');
    expect(chosen).toHaveLength(2);
    expect(chosen[0]).toHaveAttribute('aria-pressed', 'true');
    expect(chosen[0]).toHaveTextContent('by an operator');
  });

  it('shows why reconciling failed', async () => {
    serveFinance();
    server.use(
      http.post(`${API}/reconciliations`, () =>
        HttpResponse.json({ code: 'PROVIDER_UNAVAILABLE', detail: 'The provider did not answer.' }, { status: 502 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/finance');
    await headline();
    await user.click(screen.getByRole('button', { name: 'Reconcile now' }));
    expect(await within(section('Reconciliation')).findByRole('alert')).toHaveTextContent(
      'The provider did not answer.',
    );
    expect(screen.getByRole('button', { name: 'Reconcile now' })).toBeEnabled();
  });

  it('lists the chosen run’s unmatched movements, and says when every movement is matched', async () => {
    const older = run({ id: 'run-1', unmatched: 0, created_at: '2026-11-29T02:00:05.000Z' });
    serveFinance({
      runs: () => [run(), older],
      detail: (id) =>
        id === 'run-2'
          ? {
              run: run(),
              items: [
                {
                  side: 'provider',
                  reference: 'pi_3Qabc',
                  what: 'charge',
                  amount: 100,
                  occurred_at: '2026-11-27T10:00:00.000Z',
                  age_days: 3,
                },
                {
                  side: 'ledger',
                  reference: 'wd-77',
                  what: 'withdrawal',
                  amount: -20.5,
                  occurred_at: '2026-11-29T10:00:00.000Z',
                  age_days: 1,
                },
              ],
            }
          : { run: older, items: [] },
    });
    const user = userEvent.setup();
    renderApp('/admin/finance');

    const items = await screen.findByRole('table', { name: 'Unmatched movements' });
    const provider = (await within(items).findByText('pi_3Qabc')).closest('tr')!;
    // Side, reference, what, amount, date with age (a phone shows side, what and age inside the others).
    const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');
    expect(cellsOf(provider)[0]).toHaveTextContent('Provider only');
    expect(cellsOf(provider)[2]).toHaveTextContent('charge');
    expect(cellsOf(provider)[3]).toHaveTextContent(/^\$100\.00/);
    expect(cellsOf(provider)[4]).toHaveTextContent('Nov 27, 20263 days ago');
    const ledger = within(items).getByText('wd-77').closest('tr')!;
    expect(cellsOf(ledger)[0]).toHaveTextContent('Ledger only');
    expect(cellsOf(ledger)[3]).toHaveTextContent(/^-\$20\.50/);
    expect(cellsOf(ledger)[4]).toHaveTextContent('1 day ago');

    const runs = within(screen.getByRole('table', { name: 'Recent runs' })).getAllByRole('button');
    await user.click(runs[1]!);
    expect(runs[1]).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Every movement is matched')).toBeInTheDocument();
    expect(screen.queryByText('pi_3Qabc')).toBeNull();
  });
});

describe('trial balance', () => {
  it('groups the accounts, totals both sides, and sets client money against what is held', async () => {
    const seen = serveFinance();
    renderApp('/admin/finance');

    const table = await screen.findByTestId('trial-balance');
    expect(within(table).getByRole('rowheader', { name: 'Assets' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Client money' })).toBeInTheDocument();
    // Cells: one column for a phone (the side the balance stands on), then debit and credit.
    const amounts = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const wallets = within(table).getByText('Investors’ wallets').closest('tr')!;
    expect(amounts(wallets)).toEqual(['$9,000.00Credit', '—', '$9,000.00']);
    const fees = within(table).getByText('Processor fees paid').closest('tr')!;
    expect(amounts(fees)).toEqual(['$50.00Debit', '$50.00', '—']);
    const totals = within(table).getByTestId('trial-balance-totals');
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Totals');
    expect(amounts(totals)).toEqual(['$15,450.50Debit$15,450.50Credit', '$15,450.50', '$15,450.50']);
    expect(screen.queryByText(/the books do not balance/)).toBeNull();
    const backing = screen.getByTestId('client-money');
    expect(backing).toHaveTextContent('$14,500.00');
    expect(backing).toHaveTextContent('$15,400.50');
    expect(backing).toHaveTextContent('Client money is fully backed, with $900.50 of the platform’s own on top.');

    // Today (UTC) unless another day is chosen.
    const today = new Date().toISOString().slice(0, 10);
    const asked = () => seen.filter((url) => url.pathname.endsWith('/trial-balance')).map((url) => url.search);
    expect(asked()).toEqual([`?currency=USD&at=${today}`]);
    const day = screen.getByLabelText('At the end of (UTC)');
    expect(day).toHaveValue(today);
    fireEvent.change(day, { target: { value: '2026-06-30' } });
    await waitFor(() => expect(asked()).toContain('?currency=USD&at=2026-06-30'));
  });
});

describe('fees by month', () => {
  it('shows each month, with a negative card-fee margin as negative', async () => {
    serveFinance();
    renderApp('/admin/finance');
    const table = await screen.findByRole('table', { name: 'Fees by month' });
    const november = (await within(table).findByText('November 2026')).closest('tr')!;
    const cells = within(november)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Month, service fees, card fees, processor fees, margin, then the net (which a phone shows with its parts).
    expect(cells.slice(1, 5)).toEqual(['$500.00', '$40.00', '$43.20', '-$3.20']);
    expect(cells[5]).toMatch(/^\$496\.80/);
    expect(within(within(november).getAllByRole('cell')[4]!).getByText('-$3.20')).toHaveClass('text-red-700');
  });

  it('offers a retry when the fees cannot be loaded', async () => {
    let fail = true;
    serveFinance();
    server.use(
      http.get(`${API}/fees`, () =>
        fail
          ? HttpResponse.json({ code: 'INTERNAL', detail: 'Internal error' }, { status: 500 })
          : HttpResponse.json(fees),
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/finance');
    const fees_ = await screen.findByRole('region', { name: 'Fees by month' });
    expect(await within(fees_).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The fees could not be loaded.',
    );
    fail = false;
    await user.click(within(fees_).getByRole('button', { name: 'Retry' }));
    expect(await within(fees_).findByText('November 2026')).toBeInTheDocument();
  }, 20_000);
});

describe('open disputes', () => {
  it('highlights evidence due within three days or already past', async () => {
    const now = Date.now();
    const dispute = (id: string, dueInDays: number | null, project = true): FinanceDisputes['disputes'][number] => ({
      id,
      target: project ? 'investment' : 'top_up',
      dispute_id: `dp_${id}`,
      investor_email: `${id}@example.com`,
      project_id: project ? 'green-farm' : null,
      project_name: project ? 'Green Farm' : null,
      amount: 250,
      currency: 'USD',
      opened_at: new Date(now - 5 * DAY_MS).toISOString(),
      evidence_due_by: dueInDays === null ? null : new Date(now + dueInDays * DAY_MS - 60_000).toISOString(),
    });
    serveFinance({
      disputes: {
        disputes: [dispute('late', -1), dispute('soon', 2), dispute('later', 10, false), dispute('open', null)],
      },
    });
    renderApp('/admin/finance');
    const table = await screen.findByRole('table', { name: 'Open disputes' });
    const row = async (id: string) => (await within(table).findByText(`${id}@example.com`)).closest('tr')!;

    const soon = within(await row('soon')).getByTestId('evidence-due');
    expect(soon).toHaveAttribute('data-urgent', 'true');
    expect(soon).toHaveTextContent('Due in 2 days');
    const late = within(await row('late')).getByTestId('evidence-due');
    expect(late).toHaveAttribute('data-urgent', 'true');
    expect(late).toHaveTextContent('Deadline passed');
    const later = within(await row('later')).getByTestId('evidence-due');
    expect(later).not.toHaveAttribute('data-urgent');
    expect(later).not.toHaveTextContent(/Due in|passed/);
    expect(within(await row('open')).getByTestId('evidence-due')).toHaveTextContent('Not given');

    // An investment links to its business in the console; a top-up has none.
    expect(within(await row('soon')).getByRole('link', { name: 'Green Farm' })).toHaveAttribute(
      'href',
      '/admin/projects/green-farm',
    );
    expect(within(await row('later')).getAllByText('Wallet top-up').length).toBeGreaterThan(0);
  });

  it('says when there is none', async () => {
    serveFinance();
    renderApp('/admin/finance');
    expect(await screen.findByText('No open disputes.')).toBeInTheDocument();
  });
});

describe('accounts under review', () => {
  const topUp = review({
    id: '6a1f0c1e-0000-4000-8000-000000000002',
    user_id: 'user-bo',
    investor_email: 'bo@example.com',
    investor_name: null,
    target: 'top_up',
    target_id: 'top-up-1',
    project_name: null,
    amount: 1_000,
    opened_at: new Date(Date.now() - 60_000).toISOString(),
  });
  const reviewsRegion = () => screen.findByRole('region', { name: 'Accounts under review' });
  /** Opens the dialog of the review whose investor is `who` (a phone's copy of the button comes first). */
  async function openDialog(user: ReturnType<typeof userEvent.setup>, who: string) {
    const table = await screen.findByRole('table', { name: 'Accounts under review' });
    const row = (await within(table).findByText(who)).closest('tr')!;
    await user.click(within(row).getAllByRole('button', { name: 'Close review' })[0]!);
    return screen.findByRole('dialog', { name: 'Close the account review' });
  }

  it('lists the open reviews: the investor, what was charged back, the amount and how long it is open', async () => {
    const seen = serveFinance({ reviews: (state) => (state === 'open' ? [review(), topUp] : []) });
    renderApp('/admin/finance');
    const region = await reviewsRegion();
    expect(region).toHaveTextContent('A card chargeback we lost flags the investor’s account');
    const table = await within(region).findByRole('table', { name: 'Accounts under review' });

    const ann = (await within(table).findByText('Ann Investor')).closest('tr')!;
    const cells = within(ann).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('ann@example.com');
    expect(cells[1]).toHaveTextContent('Green Farm');
    expect(cells[2]).toHaveTextContent(/^\$250\.00/);
    expect(cells[3]).toHaveTextContent(/Open 5 days$/);
    // Without a name, the e-mail stands for the investor; a top-up has no business.
    const bo = within(table).getByText('bo@example.com').closest('tr')!;
    expect(within(bo).getAllByRole('cell')[1]).toHaveTextContent('Wallet top-up');
    expect(within(bo).getAllByRole('cell')[3]).toHaveTextContent('Opened today');

    const openTab = within(region).getByRole('tab', { name: /^Open/ });
    expect(openTab).toHaveAttribute('aria-selected', 'true');
    expect(openTab).toHaveTextContent(/^Open2$/);
    expect(seen.filter((url) => url.pathname.endsWith('/account-reviews')).map((url) => url.search)).toEqual([
      '?state=open',
    ]);
  });

  it('says when no account is under review', async () => {
    serveFinance();
    renderApp('/admin/finance');
    expect(await within(await reviewsRegion()).findByText('No accounts under review.')).toBeInTheDocument();
  });

  it('closes a review with what was found: posts it, is busy meanwhile, refreshes and says so', async () => {
    let open = [review(), topUp];
    const posted: { id: string; body: unknown }[] = [];
    let answer!: () => void;
    serveFinance({ reviews: (state) => (state === 'open' ? open : []) });
    server.use(
      http.post(`${API}/account-reviews/:id/resolve`, async ({ request, params }) => {
        posted.push({ id: String(params.id), body: await request.json() });
        await new Promise<void>((resolve) => (answer = resolve));
        open = [topUp];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/finance');

    const dialog = await openDialog(user, 'Ann Investor');
    // The investor and the amount restated.
    expect(dialog).toHaveTextContent('Ann Investor');
    expect(dialog).toHaveTextContent('ann@example.com');
    expect(dialog).toHaveTextContent('$250.00 · Green Farm');
    await user.type(
      within(dialog).getByLabelText('What did you find and do?'),
      '  Card blocked; the investor confirmed.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close review' }));

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close review' })).toBeDisabled());
    expect(within(dialog).getByLabelText('What did you find and do?')).toBeDisabled();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ id: review().id, body: { resolution: 'Card blocked; the investor confirmed.' } });
    answer();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const region = await reviewsRegion();
    expect(await within(region).findByRole('status')).toHaveTextContent('Review closed for Ann Investor.');
    await waitFor(() => expect(within(region).queryByText('Ann Investor')).toBeNull());
    expect(within(region).getByText('bo@example.com')).toBeInTheDocument();
    expect(within(region).getByRole('tab', { name: /^Open/ })).toHaveTextContent(/^Open1$/);
  });

  it('refuses an empty resolution without sending it', async () => {
    const posted: unknown[] = [];
    serveFinance({ reviews: (state) => (state === 'open' ? [review()] : []) });
    server.use(
      http.post(`${API}/account-reviews/:id/resolve`, async ({ request }) => {
        posted.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/finance');

    const dialog = await openDialog(user, 'Ann Investor');
    const field = within(dialog).getByLabelText('What did you find and do?');
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Close review' }));
    expect(await within(dialog).findByText('Please say what you found and did (at least 3 characters).')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/at least 3 characters/);
    expect(posted).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The message goes once the text will do.
    await user.type(field, 'Card blocked');
    expect(within(dialog).queryByText(/at least 3 characters/)).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s message for the field', async () => {
    serveFinance({ reviews: (state) => (state === 'open' ? [review()] : []) });
    server.use(
      http.post(`${API}/account-reviews/:id/resolve`, () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            detail: 'Say what the investor told you.',
            fields: [{ path: 'resolution', message: 'Say what the investor told you.', code: 'VALIDATION_ERROR' }],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/finance');

    const dialog = await openDialog(user, 'Ann Investor');
    const field = within(dialog).getByLabelText('What did you find and do?');
    await user.type(field, 'Checked');
    await user.click(within(dialog).getByRole('button', { name: 'Close review' }));
    expect(await within(dialog).findByText('Say what the investor told you.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Checked');
    expect(within(dialog).getByRole('button', { name: 'Close review' })).toBeEnabled();
    await user.type(field, ' with the investor');
    expect(within(dialog).queryByText('Say what the investor told you.')).toBeNull();
  });

  it('says when another operator closed it first, and refreshes the list', async () => {
    let open = [review()];
    const seen = serveFinance({ reviews: (state) => (state === 'open' ? open : []) });
    server.use(
      http.post(`${API}/account-reviews/:id/resolve`, () => {
        open = [];
        return HttpResponse.json(
          { code: 'ACCOUNT_REVIEW_CLOSED', detail: 'This review was already closed by another operator.' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/finance');

    const dialog = await openDialog(user, 'Ann Investor');
    await user.type(within(dialog).getByLabelText('What did you find and do?'), 'Card blocked.');
    await user.click(within(dialog).getByRole('button', { name: 'Close review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another operator closed this review first. The list has been refreshed: it is now under Closed.',
    );
    expect(within(dialog).getByRole('button', { name: 'Close review' })).toBeDisabled();
    await waitFor(() =>
      expect(seen.filter((url) => url.pathname.endsWith('/account-reviews')).length).toBeGreaterThanOrEqual(2),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(await reviewsRegion()).findByText('No accounts under review.')).toBeInTheDocument();
  });

  it('shows closed reviews with who closed them, when, and what they found', async () => {
    const closed = review({
      resolved_at: '2026-11-20T10:00:00.000Z',
      resolved_by_email: 'op@example.com',
      resolution: 'Spoke to the investor: a family member used the card.\nCard blocked.',
    });
    const seen = serveFinance({ reviews: (state) => (state === 'resolved' ? [closed] : []) });
    const user = userEvent.setup();
    renderApp('/admin/finance');
    const region = await reviewsRegion();
    expect(await within(region).findByText('No accounts under review.')).toBeInTheDocument();

    await user.click(within(region).getByRole('tab', { name: 'Closed' }));
    const table = await within(region).findByRole('table', { name: 'Closed account reviews' });
    const row = (await within(table).findByText('Ann Investor')).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('$250.00');
    // When and by whom, then what they found and did (its line breaks kept).
    expect(cells[2]).toHaveTextContent(
      /^Nov 20, 2026by op@example\.comSpoke to the investor: a family member used the card\.\nCard blocked\.$/,
      {
        normalizeWhitespace: false,
      },
    );
    expect(within(row).queryByRole('button', { name: 'Close review' })).toBeNull();
    expect(seen.filter((url) => url.pathname.endsWith('/account-reviews')).map((url) => url.search)).toContain(
      '?state=resolved',
    );
  });
});

describe('currency', () => {
  it('starts on the first currency, follows the address, and keeps a change in it', async () => {
    const seen = serveFinance();
    const user = userEvent.setup();
    const { router } = renderApp('/admin/finance?currency=VND');

    const group = await screen.findByRole('group', { name: 'Currency' });
    expect(within(group).getByRole('button', { name: 'VND' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(seen.find((url) => url.pathname.endsWith('/fees'))?.searchParams.get('currency')).toBe('VND'),
    );

    await user.click(within(group).getByRole('button', { name: 'USD' }));
    await waitFor(() => expect(router.state.location.search).toBe('?currency=USD'));
    expect(within(group).getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        seen
          .filter((url) => url.pathname.endsWith('/reconciliations'))
          .at(-1)
          ?.searchParams.get('currency'),
      ).toBe('USD'),
    );
  });
});

describe('journal export', () => {
  const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:journal');
  let clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    clicked = [];
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => createObjectURL.mockClear());

  it('downloads the journal for the chosen days, this month so far unless told', async () => {
    const seen: { url: URL; authorization: string | null }[] = [];
    serveFinance();
    server.use(
      http.get(`${API}/journal.csv`, ({ request }) => {
        seen.push({ url: new URL(request.url), authorization: request.headers.get('authorization') });
        return new HttpResponse('transaction_id,posted_at\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/finance');

    const journal = await screen.findByRole('region', { name: 'Journal export' });
    const today = new Date().toISOString().slice(0, 10);
    const first = `${today.slice(0, 7)}-01`;
    await user.click(within(journal).getByRole('button', { name: 'Download journal (CSV)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(seen[0]!.url.search).toBe(`?from=${first}&to=${today}`);
    expect(seen[0]!.authorization).toMatch(/^Bearer /);
    expect(clicked[0]!.download).toBe(`journal-${first}-${today}.csv`);

    fireEvent.change(within(journal).getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(journal).getByLabelText('To'), { target: { value: '2026-03-31' } });
    await user.click(within(journal).getByRole('button', { name: 'Download journal (CSV)' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(seen[1]!.url.search).toBe('?from=2026-01-01&to=2026-03-31');
  });
});

describe('a demo visit', () => {
  it('leaves Finance out of a demo operator’s console, and says why at its address', async () => {
    resetSession();
    const operator = makeUser({ role: 'admin', email: 'op@demo.example', demo_expires_at: '2026-12-31T00:00:00.000Z' });
    signInAs(operator);
    serveUser(operator);
    const forbidden = () =>
      HttpResponse.json({ code: 'FORBIDDEN', detail: 'This part of the console is not in the demo.' }, { status: 403 });
    server.use(
      http.get(`${API}/currencies`, forbidden),
      http.get(`${API}/disputes`, forbidden),
      http.get(`${API}/account-reviews`, forbidden),
    );
    renderApp('/admin/finance');

    expect(await screen.findByText('The platform’s own books are not part of a demo visit.')).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Console' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Finance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('lists Finance in an operator’s console', async () => {
    serveFinance();
    renderApp('/admin/finance');
    const nav = (await screen.findAllByRole('navigation', { name: 'Console' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Finance' })).toHaveAttribute('href', '/admin/finance');
  });
});
