import type { Portfolio, TopUp, Wallet, Withdrawal } from '@grove/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { walletBrowser } from '@/features/portfolio/utils/browser';
import { makeUser, resetSession, signInAs } from './account';
import { makePortfolio, makeProject, servePortfolio } from './catalogue';
import { server } from './msw';
import { renderApp } from './render';

/** The first look at a page waits for its lazy route (slow on a busy machine). */
const PAGE = { timeout: 5_000 };

beforeEach(() => {
  resetSession();
  signInAs(makeUser({ verification_status: 'passed' }));
  server.use(
    http.get('/api/v1/users/me', () => HttpResponse.json(makeUser({ verification_status: 'passed' }))),
    http.get('/api/v1/notifications', () => HttpResponse.json({ notifications: [], unread_count: 0 })),
  );
});

const BANK_ACCOUNT = {
  id: 'ba-1',
  holder_name: 'Ada Lovelace',
  bank_name: 'STRIPE TEST BANK',
  routing_number: '110000000',
  last4: '6789',
  currency: 'USD',
  created_at: '2027-09-01T09:00:00.000Z',
};

function makeWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    balances: [{ currency: 'USD', balance: 500, withdrawing: 0 }],
    history: [],
    pending_top_ups: [],
    withdrawals: [],
    limits: { top_up_min: 10, top_up_max: 50_000, withdrawal_min: 10, card_fee_bp: 250 },
    identity_verified: true,
    verified_name: 'Ada Lovelace',
    bank_accounts: [BANK_ACCOUNT],
    sandbox_bank: true,
    withdrawal_schedule: { hold_minutes: 30, arrival_business_days: 2 },
    now: new Date().toISOString(),
    ...overrides,
  };
}

function makeTopUp(overrides: Partial<TopUp> = {}): TopUp {
  return {
    id: 'tu-1',
    status: 'pending',
    amount: 100,
    card_fee: 2.5,
    total: 102.5,
    currency: 'USD',
    checkout_url: '/sandbox/payments/checkout/tu-1',
    failure_reason: null,
    created_at: '2027-09-01T10:00:00.000Z',
    ...overrides,
  };
}

function makeWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 'wd-1',
    status: 'requested',
    amount: 50,
    currency: 'USD',
    failure_reason: null,
    created_at: '2027-09-02T10:00:00.000Z',
    settled_at: null,
    bank_account: BANK_ACCOUNT,
    send_at: '2027-09-02T10:30:00.000Z',
    arrives_by: '2027-09-06T10:30:00.000Z',
    can_cancel: (overrides.status ?? 'requested') === 'requested',
    ...overrides,
  };
}

/** GET /api/v1/wallet answers `wallet()` (read at each request); returns how often it was asked. */
function serveWallet(wallet: () => Wallet) {
  const calls = { count: 0 };
  server.use(
    http.get('/api/v1/wallet', () => {
      calls.count += 1;
      return HttpResponse.json(wallet());
    }),
  );
  return calls;
}

type Item = Portfolio['items'][number];

function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    id: 'i1',
    project: makeProject({ id: 'cafe', name: 'Open Café', status: 'payout' }),
    amount_invested: 10_000,
    currency: 'USD',
    invested_at: '2026-11-02T10:00:00.000Z',
    expected_return: 11_500,
    status: 'succeeded',
    application_id: 'app-1',
    refund_amount: 10_750,
    cancel_deadline: '2026-11-06T10:00:00.000Z',
    can_cancel: false,
    method: 'card',
    has_confirmation: true,
    payouts_received: 0,
    payouts: [],
    refund: null,
    ...overrides,
  };
}

const paidItem = makeItem({
  payouts_received: 2_875.5,
  payouts: [
    {
      payout_id: 'po-1',
      amount: 1_437.75,
      period_start: '2027-01-01',
      period_end: '2027-03-31',
      paid_at: '2027-08-10T10:00:00.000Z',
    },
    {
      payout_id: 'po-2',
      amount: 1_437.75,
      period_start: '2027-04-01',
      period_end: '2027-06-30',
      paid_at: '2027-11-10T10:00:00.000Z',
    },
  ],
});

describe('portfolio header and payouts', () => {
  it('shows invested, received and the wallet, and the payouts over time as a chart with its figures', async () => {
    servePortfolio(
      makePortfolio({
        items: [paidItem],
        total_invested: 10_000,
        total_received: 2_875.5,
        wallet: [{ currency: 'USD', balance: 375.5, withdrawing: 25 }],
      }),
    );
    renderApp('/portfolio');
    expect(await screen.findByTestId('total-invested', {}, PAGE)).toHaveTextContent('$10,000');
    expect(screen.getByTestId('total-received')).toHaveTextContent('$2,875.50');
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('$375.50');
    expect(screen.getByText('$25.00 being withdrawn')).toBeInTheDocument();

    const chart = screen.getByTestId('payouts-chart');
    const picture = within(chart).getByRole('img', { name: /Payouts received/ });
    expect(picture).toHaveAccessibleName(/\$2,875\.50 received in total, from August 2027 to/);
    const months = within(chart).getAllByTestId('chart-month');
    expect(months[0]).toHaveAttribute('data-month', '2027-08');
    expect(months[3]).toHaveAttribute('data-month', '2027-11');
    // The same figures for screen readers: month, received that month, received in total.
    const table = within(chart).getByRole('table', { name: 'Payouts received' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('August 2027$1,437.75$1,437.75');
    expect(rows[2]).toHaveTextContent('September 2027$0$1,437.75');
    expect(rows[4]).toHaveTextContent('November 2027$1,437.75$2,875.50');
  });

  it('has no chart before the first payout', async () => {
    servePortfolio(makePortfolio({ items: [makeItem()], total_invested: 10_000 }));
    renderApp('/portfolio');
    expect(await screen.findByTestId('investment', {}, PAGE)).toBeInTheDocument();
    expect(screen.queryByTestId('payouts-chart')).not.toBeInTheDocument();
    expect(screen.getByTestId('payouts-received')).toHaveTextContent('$0');
  });

  it('shows per investment what was received towards the contract minimum, and each payout with the schedule', async () => {
    servePortfolio(makePortfolio({ items: [paidItem], total_invested: 10_000, total_received: 2_875.5 }));
    server.use(
      http.get('/api/v1/public/projects/cafe', () =>
        HttpResponse.json({
          ...makeProject({ id: 'cafe', status: 'payout', funding_end: '2027-01-15T00:00:00.000Z' }),
          investment_term_months: 24,
        }),
      ),
      http.get('/api/v1/public/projects/cafe/revenue-reports', () =>
        HttpResponse.json({
          project_id: 'cafe',
          currency: 'USD',
          contract_minimum_multiple_bp: 11_500,
          periods: [
            {
              period: 2,
              label: 'Q3 2027',
              start: '2027-04-15',
              end: '2027-07-14',
              revenue: 28_755,
              forecast_revenue: 30_000,
              reported_at: '2027-07-20T10:00:00Z',
            },
          ],
          late: [{ period: 3, label: 'Q4 2027', report_by: '2027-10-29' }],
        }),
      ),
    );
    renderApp('/portfolio');
    const row = await screen.findByTestId('investment', {}, PAGE);
    const payouts = within(row).getByTestId('investment-payouts');
    expect(payouts).toHaveTextContent('Received$2,875.50of $11,500 contract minimum');
    const bar = within(payouts).getByRole('progressbar', {
      name: 'Payouts received from Open Café towards the contract minimum',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '25%: $2,875.50 of $11,500');

    const toggle = within(payouts).getByRole('button', { name: 'Payouts (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const shares = within(payouts).getAllByTestId('payout-share');
    expect(shares[0]).toHaveTextContent('Aug 10, 2027Jan 1, 2027 – Mar 31, 2027$1,437.75');
    expect(shares[1]).toHaveTextContent('Nov 10, 2027Apr 1, 2027 – Jun 30, 2027$1,437.75');

    const schedule = await within(payouts).findByTestId('payout-schedule');
    const milestones = within(schedule).getAllByTestId('schedule-row');
    expect(milestones.map((m) => m.getAttribute('data-state'))).toEqual([
      'paid',
      'paid',
      expect.any(String),
      expect.any(String),
    ]);
    expect(milestones[0]).toHaveTextContent('Tranche 1 of 3');
    expect(milestones[0]).toHaveTextContent('You received $1,437.75 on Aug 10, 2027');
    expect(milestones[3]).toHaveTextContent('Quarterly profit share');

    // Where the payouts come from: the business's reported revenue against its forecast, and a late report.
    const revenue = await within(payouts).findByTestId('investment-revenue');
    const table = within(revenue).getByRole('table', { name: 'Reported revenue against the forecast, per quarter' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Q3 2027$28,755$30,000');
    expect(within(revenue).getByTestId('revenue-late')).toHaveTextContent('The revenue report for Q4 2027 is late');
  });
});

describe('wallet tab', () => {
  it('is deep-linkable and shows the balance, what is on its way and every movement', async () => {
    servePortfolio(makePortfolio({ wallet: [{ currency: 'USD', balance: 500, withdrawing: 50 }] }));
    serveWallet(() =>
      makeWallet({
        balances: [{ currency: 'USD', balance: 500, withdrawing: 50 }],
        withdrawals: [
          makeWithdrawal(),
          makeWithdrawal({
            id: 'wd-0',
            status: 'failed',
            amount: 20,
            failure_reason: 'declined',
            settled_at: '2027-08-03T10:00:00.000Z',
          }),
        ],
        pending_top_ups: [makeTopUp()],
        history: [
          {
            id: 'm3',
            at: '2027-09-02T10:00:00.000Z',
            type: 'withdrawal',
            amount: -50,
            currency: 'USD',
            project_id: null,
            project_name: null,
            reference_id: 'wd-1',
          },
          {
            id: 'm2',
            at: '2027-08-20T10:00:00.000Z',
            type: 'investment',
            amount: -525,
            currency: 'USD',
            project_id: 'bakery',
            project_name: 'Corner Bakery',
            reference_id: 'pay-9',
          },
          {
            id: 'm1',
            at: '2027-08-10T10:00:00.000Z',
            type: 'payout',
            amount: 1_075,
            currency: 'USD',
            project_id: 'cafe',
            project_name: 'Open Café',
            reference_id: 'po-1',
          },
        ],
      }),
    );
    renderApp('/portfolio?tab=wallet');
    expect(await screen.findByRole('tab', { name: 'Wallet' }, PAGE)).toHaveAttribute('aria-selected', 'true');
    const balance = await screen.findByTestId('wallet-balance');
    expect(within(balance).getByTestId('wallet-balance-amount')).toHaveTextContent('$500');
    expect(within(balance).getByTestId('wallet-withdrawing')).toHaveTextContent('$50 on its way to you');

    const pending = screen.getByTestId('wallet-pending');
    expect(within(pending).getByTestId('pending-top-up')).toHaveTextContent(
      'Top-up of $100Sep 1, 2027Awaiting payment',
    );
    expect(within(pending).getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute(
      'href',
      '/sandbox/payments/checkout/tu-1',
    );
    const withdrawals = within(pending).getAllByTestId('withdrawal');
    expect(withdrawals[0]).toHaveTextContent('Withdrawal of $50 to STRIPE TEST BANK •••• 6789');
    expect(withdrawals[0]).toHaveTextContent('Scheduled');
    expect(within(withdrawals[0]!).getByTestId('withdrawal-note')).toHaveTextContent(/arrives by Sep 6, 2027/);
    expect(withdrawals[1]).toHaveTextContent('The money is back in your wallet. Reason: the payout was declined.');

    const movements = within(screen.getByTestId('wallet-history')).getAllByTestId('movement');
    expect(movements.map((m) => m.getAttribute('data-type'))).toEqual(['withdrawal', 'investment', 'payout']);
    expect(within(movements[0]!).getByTestId('movement-amount')).toHaveTextContent('Out: −$50');
    // The visible figure stands alone (the in/out word is for screen readers).
    expect(within(movements[1]!).getByText('−$525')).toBeInTheDocument();
    expect(within(movements[1]!).getByRole('link', { name: 'Corner Bakery' })).toHaveAttribute(
      'href',
      '/business/bakery',
    );
    expect(movements[2]).toHaveTextContent('PayoutAug 10, 2027 · Open Café');
    expect(within(movements[2]!).getByTestId('movement-amount')).toHaveTextContent('In: +$1,075');
  });

  it('says when there is nothing yet, and offers to retry when the wallet cannot be read', async () => {
    servePortfolio(makePortfolio());
    let fail = true;
    server.use(
      http.get('/api/v1/wallet', () =>
        fail
          ? HttpResponse.json({ code: 'INTERNAL_ERROR', detail: 'Internal server error' }, { status: 500 })
          : HttpResponse.json(makeWallet({ balances: [] })),
      ),
    );
    renderApp('/portfolio?tab=wallet');
    // A server error is tried again twice (1 s, then 2 s) before it shows.
    const error = await screen.findByTestId('wallet-error', {}, { timeout: 8_000 });
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No movements yet')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance-amount')).toHaveTextContent('$0');
    expect(screen.getByTestId('withdraw-submit')).toBeDisabled();
  });

  it('checks a top-up before sending it, shows the card fee and total, then opens the checkout', async () => {
    servePortfolio(makePortfolio());
    serveWallet(() => makeWallet());
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/wallet/top-ups', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(makeTopUp(), { status: 201 });
      }),
    );
    const assign = vi.spyOn(walletBrowser, 'assign').mockImplementation(() => undefined);
    renderApp('/portfolio?tab=wallet');
    const form = await screen.findByTestId('top-up-form', {}, PAGE);
    expect(form).toHaveTextContent('From $10 to $50,000. A card fee of 2.5% is added on top.');

    // Nothing typed: the rule shows once the investor tries.
    await userEvent.click(within(form).getByTestId('top-up-submit'));
    expect(within(form).getByText('Enter an amount in USD, for example 50 or 50.25.')).toBeInTheDocument();
    const input = within(form).getByRole('textbox', { name: 'Amount to add' });
    await userEvent.type(input, '9.99');
    expect(within(form).getByText('The minimum top-up is $10.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '60000');
    expect(within(form).getByText('The maximum top-up is $50,000. For more, top up again.')).toBeInTheDocument();
    await userEvent.click(within(form).getByTestId('top-up-submit'));
    expect(bodies).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, '100');
    const preview = within(form).getByTestId('top-up-preview');
    expect(preview).toHaveTextContent('Added to your wallet$100');
    expect(preview).toHaveTextContent('Card processing (2.5%)$2.50');
    expect(within(preview).getByTestId('top-up-total')).toHaveTextContent('Charged to your card$102.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Pay $102.50 by card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/payments/checkout/tu-1'));
    expect(bodies).toEqual([{ amount: 100, currency: 'usd' }]);
  });

  it('shows why the server refused a top-up', async () => {
    servePortfolio(makePortfolio());
    serveWallet(() => makeWallet());
    server.use(
      http.post('/api/v1/wallet/top-ups', () =>
        HttpResponse.json(
          { code: 'PAYMENT_PROVIDER_UNAVAILABLE', detail: 'The payment provider is not available.' },
          { status: 503 },
        ),
      ),
    );
    renderApp('/portfolio?tab=wallet');
    const form = await screen.findByTestId('top-up-form', {}, PAGE);
    await userEvent.click(within(form).getByRole('button', { name: '$50' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Pay $51.25 by card' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The payment provider is not available right now. Please try again in a moment.',
    );
  });

  it('checks a withdrawal against the balance and the minimum, sends it, and follows it', async () => {
    let wallet = makeWallet();
    servePortfolio(makePortfolio({ wallet: wallet.balances }));
    serveWallet(() => wallet);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/wallet/withdrawals', async ({ request }) => {
        bodies.push(await request.json());
        wallet = makeWallet({
          balances: [{ currency: 'USD', balance: 0, withdrawing: 500 }],
          withdrawals: [makeWithdrawal({ amount: 500 })],
        });
        return HttpResponse.json(makeWithdrawal({ amount: 500 }), { status: 201 });
      }),
    );
    renderApp('/portfolio?tab=wallet');
    const form = await screen.findByTestId('withdraw-form', {}, PAGE);
    expect(form).toHaveTextContent('At least $10, or your whole balance when it is less. Available: $500.');
    const input = within(form).getByRole('textbox', { name: 'Amount to withdraw' });
    await userEvent.type(input, '500.01');
    expect(within(form).getByText('Your wallet holds $500: you can withdraw up to that.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    expect(
      within(form).getByText('The minimum withdrawal is $10, or your whole balance when it is less.'),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByTestId('withdraw-submit'));
    expect(bodies).toEqual([]);

    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw all ($500)' }));
    expect(input).toHaveValue('500');
    expect(within(form).getByTestId('withdraw-account')).toHaveDisplayValue(
      'STRIPE TEST BANK •••• 6789 · Ada Lovelace',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Review withdrawal of $500' }));
    // Nothing moves before the review is confirmed; it names the account and the arrival.
    const review = await screen.findByTestId('withdraw-review');
    expect(bodies).toEqual([]);
    expect(within(review).getByTestId('withdraw-review-account')).toHaveTextContent(
      'STRIPE TEST BANK •••• 6789Ada Lovelace',
    );
    expect(review).toHaveTextContent(/You can cancel it until/);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw $500' }));
    expect(await within(form).findByTestId('withdraw-requested')).toHaveTextContent(
      /Withdrawal of \$500 to STRIPE TEST BANK •••• 6789 scheduled\. It is sent .+ and arrives by September 6, 2027\./,
    );
    expect(bodies).toEqual([{ amount: 500, currency: 'usd', bank_account_id: 'ba-1' }]);
    expect(await screen.findByTestId('withdrawal')).toHaveAttribute('data-status', 'requested');
    expect(screen.getByTestId('wallet-withdrawing')).toHaveTextContent('$500 on its way to you');
  });

  it('takes a balance below the minimum whole', async () => {
    servePortfolio(makePortfolio());
    serveWallet(() => makeWallet({ balances: [{ currency: 'USD', balance: 7.5, withdrawing: 0 }] }));
    renderApp('/portfolio?tab=wallet');
    const form = await screen.findByTestId('withdraw-form', {}, PAGE);
    const input = within(form).getByRole('textbox', { name: 'Amount to withdraw' });
    await userEvent.type(input, '7');
    expect(within(form).getByText(/The minimum withdrawal is \$10/)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '7.5');
    expect(within(form).queryByText(/The minimum withdrawal/)).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Review withdrawal of $7.50' })).toBeEnabled();
  });

  it('shows the server’s words for a refused withdrawal, and the verification link when identity is missing', async () => {
    servePortfolio(makePortfolio());
    serveWallet(() => makeWallet());
    let answer = HttpResponse.json(
      {
        code: 'AMOUNT_BELOW_MINIMUM',
        detail: 'The minimum withdrawal is $10.00, or the whole balance when it is less.',
      },
      { status: 400 },
    );
    server.use(http.post('/api/v1/wallet/withdrawals', () => answer));
    renderApp('/portfolio?tab=wallet');
    const form = await screen.findByTestId('withdraw-form', {}, PAGE);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount to withdraw' }), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Review withdrawal of $20' }));
    const review = await screen.findByTestId('withdraw-review');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw $20' }));
    expect(await within(review).findByRole('alert')).toHaveTextContent(
      'The minimum withdrawal is $10.00, or the whole balance when it is less.',
    );

    answer = HttpResponse.json(
      { code: 'INSUFFICIENT_WALLET_BALANCE', detail: 'Your wallet holds $5.00: you can withdraw up to that.' },
      { status: 409 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw $20' }));
    await waitFor(() =>
      expect(within(review).getByRole('alert')).toHaveTextContent(
        'Your wallet does not hold enough for this. Check your balance and try a smaller amount.',
      ),
    );

    answer = HttpResponse.json(
      { code: 'IDENTITY_NOT_VERIFIED', detail: 'Please verify your identity before withdrawing.' },
      { status: 403 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw $20' }));
    const notice = await within(form).findByText('Withdrawals need your identity to be verified first.');
    expect(within(notice.closest('p')!).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/verification',
    );
  });

  it('asks an investor who is not verified to verify before withdrawing', async () => {
    servePortfolio(makePortfolio());
    serveWallet(() => makeWallet({ identity_verified: false }));
    renderApp('/portfolio?tab=wallet');
    const form = await screen.findByTestId('withdraw-form', {}, PAGE);
    expect(within(form).getByTestId('withdraw-verify')).toHaveTextContent('Withdrawals need a verified identity.');
    expect(within(form).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/verification');
    expect(within(form).getByTestId('withdraw-submit')).toBeDisabled();
  });

  it('adds a bank account in the verified name, naming each refused field until it is fixed', async () => {
    servePortfolio(makePortfolio());
    let wallet = makeWallet({ bank_accounts: [] });
    serveWallet(() => wallet);
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      http.post('/api/v1/wallet/bank-accounts', async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) {
          refuse = false;
          const message = 'The account must be in your own name, as verified: Ada Lovelace.';
          return HttpResponse.json(
            {
              code: 'HOLDER_NAME_MISMATCH',
              detail: message,
              fields: [{ path: 'holder_name', message, code: 'HOLDER_NAME_MISMATCH' }],
            },
            { status: 400 },
          );
        }
        wallet = makeWallet();
        return HttpResponse.json(BANK_ACCOUNT, { status: 201 });
      }),
    );
    renderApp('/portfolio?tab=wallet');
    const form = await screen.findByTestId('withdraw-form', {}, PAGE);
    expect(within(form).getByTestId('withdraw-submit')).toBeDisabled();
    await userEvent.click(within(form).getByTestId('bank-account-add'));
    const dialog = await screen.findByTestId('bank-account-form');
    expect(within(dialog).getByRole('textbox', { name: 'Account holder' })).toHaveValue('Ada Lovelace');
    expect(dialog).toHaveTextContent('Test mode: use routing number 110000000');
    // The form's own checks first: nothing is sent.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Routing number' }), '123');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '000123456789');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Account number again' }), '000123456780');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save account' }));
    expect(within(dialog).getByText('Enter the bank’s 9-digit routing number.')).toBeInTheDocument();
    expect(within(dialog).getByText('The account numbers do not match.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Routing number' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Routing number' }), '110000000');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Account number again' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Account number again' }), '000123456789');
    expect(within(dialog).queryByText('The account numbers do not match.')).not.toBeInTheDocument();
    // The server's refusal sits by its field, and goes when the field changes.
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Account holder' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Account holder' }), 'Someone Else');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save account' }));
    expect(await within(dialog).findByText('The account must be in your own name, as verified.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Account holder' }));
    expect(within(dialog).queryByText('The account must be in your own name, as verified.')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Account holder' }), 'Ada Lovelace');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(screen.queryByTestId('bank-account-form')).not.toBeInTheDocument());
    expect(bodies.at(-1)).toEqual({
      holder_name: 'Ada Lovelace',
      routing_number: '110000000',
      account_number: '000123456789',
      account_number_confirmation: '000123456789',
    });
    expect(await within(form).findByTestId('withdraw-account')).toHaveDisplayValue(
      'STRIPE TEST BANK •••• 6789 · Ada Lovelace',
    );
    expect(screen.getByTestId('bank-account')).toHaveTextContent('STRIPE TEST BANK •••• 6789Ada Lovelace');
  });

  it('cancels a scheduled withdrawal after saying the money goes back to the wallet', async () => {
    servePortfolio(makePortfolio());
    let wallet = makeWallet({ withdrawals: [makeWithdrawal()] });
    serveWallet(() => wallet);
    server.use(
      http.post('/api/v1/wallet/withdrawals/wd-1/cancel', () => {
        wallet = makeWallet({
          withdrawals: [
            makeWithdrawal({ status: 'canceled', can_cancel: false, settled_at: '2027-09-02T10:05:00.000Z' }),
          ],
        });
        return HttpResponse.json(wallet.withdrawals[0]);
      }),
    );
    renderApp('/portfolio?tab=wallet');
    const withdrawal = await screen.findByTestId('withdrawal', {}, PAGE);
    await userEvent.click(within(withdrawal).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel the withdrawal of $50?' })).toHaveTextContent(
      '$50 goes back to your wallet at once, and nothing is sent to your bank.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel withdrawal' }));
    await waitFor(() => expect(screen.getByTestId('withdrawal')).toHaveAttribute('data-status', 'canceled'));
    expect(screen.getByTestId('withdrawal')).toHaveTextContent('You cancelled it; the money is back in your wallet.');
    expect(within(screen.getByTestId('withdrawal')).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('follows a top-up back from the checkout until it is paid, then reads the wallet again', async () => {
    servePortfolio(makePortfolio());
    let balance = 500;
    const walletCalls = serveWallet(() => makeWallet({ balances: [{ currency: 'USD', balance, withdrawing: 0 }] }));
    let polls = 0;
    server.use(
      http.get('/api/v1/wallet/top-ups/tu-1', () => {
        polls += 1;
        if (polls < 2) return HttpResponse.json(makeTopUp());
        balance = 600;
        return HttpResponse.json(makeTopUp({ status: 'succeeded', checkout_url: null }));
      }),
    );
    const { router } = renderApp('/portfolio?tab=wallet&topUp=tu-1&status=success');
    const banner = await screen.findByTestId('top-up-return', {}, PAGE);
    await waitFor(() => expect(banner).toHaveAttribute('data-status', 'pending'));
    expect(banner).toHaveTextContent('Waiting for the card payment of $100 to be confirmed…');
    await waitFor(() => expect(screen.getByTestId('top-up-return')).toHaveAttribute('data-status', 'succeeded'), {
      timeout: 5_000,
    });
    expect(screen.getByTestId('top-up-return')).toHaveTextContent('$100 was added to your wallet.');
    await waitFor(() => expect(screen.getByTestId('wallet-balance-amount')).toHaveTextContent('$600'));
    expect(walletCalls.count).toBeGreaterThanOrEqual(2);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('top-up-return')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=wallet');
  });

  it('says nothing was charged when the investor left the checkout', async () => {
    servePortfolio(makePortfolio());
    serveWallet(() => makeWallet());
    server.use(http.get('/api/v1/wallet/top-ups/tu-1', () => HttpResponse.json(makeTopUp())));
    renderApp('/portfolio?tab=wallet&topUp=tu-1&status=cancel');
    expect(await screen.findByText(/You left the checkout. Nothing was charged/, {}, PAGE)).toBeInTheDocument();
  });
});
