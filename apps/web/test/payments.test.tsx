import { NO_PAYMENT_AMOUNT_MESSAGE, NO_PAYMENT_INFO_MESSAGE, type PaymentTerms } from '@grove/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutBrowser } from '@/features/payments/utils/checkout';
import { makeUser, resetSession, signInAs } from './account';
import { makeKiisSheet } from './kiis-fixtures';
import { server } from './msw';
import { makePayment, makeTerms } from './payment-fixtures';
import { renderApp } from './render';

beforeEach(() => {
  resetSession();
  window.sessionStorage.clear();
  signInAs(makeUser({ verification_status: 'passed' }));
  server.use(
    http.get('/api/v1/users/me', () => HttpResponse.json(makeUser({ verification_status: 'passed' }))),
    http.get('/api/v1/notifications', () => HttpResponse.json({ notifications: [], unread_count: 0 })),
    // The wallet, to offer paying from it: empty unless a test says otherwise.
    http.get('/api/v1/wallet', () => HttpResponse.json({ balances: [], history: [] })),
    // The business's name for the title; the page works without it.
    http.get('/api/v1/public/projects/:id', () =>
      HttpResponse.json({ detail: 'Project not found', code: 'PROJECT_NOT_FOUND' }, { status: 404 }),
    ),
  );
});

function serveTerms(terms: PaymentTerms) {
  server.use(http.get('/api/v1/payments/terms/:id', () => HttpResponse.json(terms)));
}

describe('payment page', () => {
  it('names the rule an amount breaks before anything is sent, and requires the risk disclosure', async () => {
    serveTerms(makeTerms());
    const requests: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post('/api/v1/payments/', async ({ request }) => {
        requests.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return HttpResponse.json(makePayment('pending', { amount: 500 }), { status: 201 });
      }),
      http.get('/api/v1/payments/pay-1', () => HttpResponse.json(makePayment('pending'))),
    );
    const { router } = renderApp('/business/cafe/payment');
    // The first page of the file waits for its lazy route: slow on a busy machine.
    expect(await screen.findByTestId('rules-line', {}, { timeout: 5_000 })).toHaveTextContent(
      'Minimum $100 · maximum $50,000 · in steps of $100',
    );
    const input = screen.getByLabelText('Investment amount');
    // The amount starts empty, never mid-range (issue 22); the slider waits at the minimum.
    expect(input).toHaveValue('');
    expect(screen.getByLabelText('Investment amount slider')).toHaveValue('0');

    await userEvent.clear(input);
    await userEvent.type(input, '50');
    expect(await screen.findByText('The minimum investment is $100.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    expect(
      await screen.findByText('The amount must go up in steps of $100 from $100, for example $100 or $200.'),
    ).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '60000');
    expect(await screen.findByText('The maximum investment is $50,000.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm investment' }));
    expect(requests).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '500');
    // The live preview: 5 % and 2.5 % of $500.
    const preview = screen.getByTestId('fee-preview');
    expect(within(preview).getByTestId('fee-service')).toHaveTextContent('Service fee (5%)$25');
    expect(within(preview).getByTestId('fee-card')).toHaveTextContent('Card processing (2.5%)$12.50');
    expect(within(preview).getByTestId('fee-total')).toHaveTextContent('$537.50');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm investment' }));
    expect(await screen.findByText('Please tick the risk disclosure to continue.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: /I have read the risk warning/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm investment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/cafe/payment/secure'));
    expect(router.state.location.search).toBe('?paymentId=pay-1');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({
      project_id: 'cafe',
      amount: 500,
      currency: 'usd',
      risk_acknowledged: true,
    });
    expect(requests[0]?.key).toMatch(/\S{16,}/);
  });

  it('shows the key information sheet before the first investment, asks for its acknowledgment and sends its version', async () => {
    serveTerms(makeTerms({ kiis: { version: 2, approved_at: '2026-02-14T12:00:00.000Z', acknowledged: false } }));
    const sheets: string[] = [];
    let body: Record<string, unknown> | null = null;
    server.use(
      http.get('/api/v1/public/projects/:id/kiis', ({ request }) => {
        sheets.push(new URL(request.url).search);
        return HttpResponse.json(makeKiisSheet({ version: 2 }));
      }),
      http.post('/api/v1/payments/', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makePayment('pending', { amount: 500 }), { status: 201 });
      }),
      http.get('/api/v1/payments/pay-1', () => HttpResponse.json(makePayment('pending'))),
    );
    const { router } = renderApp('/business/cafe/payment');
    const panel = await screen.findByTestId('kiis-panel');
    expect(panel).toHaveTextContent('Version 2, approved on February 14, 2026');
    // The key points, the whole sheet on demand and the PDF of the version asked about.
    expect(await within(panel).findByTestId('kiis-key-points')).toHaveTextContent(
      'If the minimum is not reachedEveryone is refunded in full, fees included',
    );
    expect(within(panel).getByText('Read the whole sheet')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/v1/public/projects/cafe/kiis.pdf?lang=en&version=2',
    );
    expect(sheets).toEqual(['?lang=en&version=2']);

    await userEvent.type(screen.getByLabelText('Investment amount'), '500');
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read the risk warning/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm investment' }));
    expect(
      await screen.findByText('Please confirm that you have read the key investment information sheet.'),
    ).toBeInTheDocument();
    expect(body).toBeNull();

    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'I have read and understood the key investment information sheet (version 2).',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm investment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/cafe/payment/secure'));
    expect(body).toMatchObject({ project_id: 'cafe', amount: 500, risk_acknowledged: true, kiis_version: 2 });
  });

  it('says which version was read once acknowledged, and asks nothing more', async () => {
    serveTerms(makeTerms({ kiis: { version: 1, approved_at: '2026-01-05T10:00:00.000Z', acknowledged: true } }));
    renderApp('/business/cafe/payment');
    expect(await screen.findByTestId('kiis-acknowledged')).toHaveTextContent(
      'You have read version 1 of the key investment information sheet.',
    );
    expect(screen.queryByTestId('kiis-ack')).toBeNull();
  });

  it('takes no money from a business whose sheet is not approved yet', async () => {
    serveTerms(makeTerms({ kiis: null }));
    renderApp('/business/cafe/payment');
    expect(await screen.findByTestId('kiis-not-published')).toHaveTextContent(
      'This business takes no money until an operator approves its key investment information sheet.',
    );
    expect(screen.queryByTestId('payment-form')).toBeNull();
  });

  it('asks for the extra acknowledgment above the threshold and sends it', async () => {
    serveTerms(makeTerms({ extra_ack_threshold: 1_000 }));
    let body: Record<string, unknown> = {};
    server.use(
      http.post('/api/v1/payments/', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makePayment('pending', { amount: 2000 }), { status: 201 });
      }),
      http.get('/api/v1/payments/pay-1', () => HttpResponse.json(makePayment('pending'))),
    );
    renderApp('/business/cafe/payment');
    const input = await screen.findByLabelText('Investment amount');
    await userEvent.clear(input);
    await userEvent.type(input, '1000');
    expect(screen.queryByTestId('extra-ack')).not.toBeInTheDocument();
    await userEvent.type(input, '{backspace}{backspace}{backspace}{backspace}2000');
    const extra = await screen.findByTestId('extra-ack');
    await userEvent.click(screen.getByTestId('risk-ack'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm investment' }));
    expect(
      await screen.findByText('Please confirm the risk of this larger investment to continue.'),
    ).toBeInTheDocument();
    await userEvent.click(extra);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm investment' }));
    await waitFor(() => expect(body).toMatchObject({ amount: 2000, extra_risk_acknowledged: true }));
  });

  it('keeps the quick amounts within the advised maximum, says how far above it an amount is, and asks to confirm that figure', async () => {
    serveTerms(
      makeTerms({
        ticket_min: 150,
        ticket_max: 15_000,
        ticket_step: 150,
        max_amount: 15_000,
        advised_max: 2_000,
        extra_ack_threshold: 2_000,
      }),
    );
    let body: Record<string, unknown> = {};
    server.use(
      http.post('/api/v1/payments/', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makePayment('pending', { amount: 15_000 }), { status: 201 });
      }),
      http.get('/api/v1/payments/pay-1', () => HttpResponse.json(makePayment('pending'))),
    );
    renderApp('/business/cafe/payment');
    const input = await screen.findByLabelText('Investment amount');
    expect(input).toHaveValue('');
    const quick = within(screen.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button');
    // $150, $300, $750 and the advised maximum brought down to the steps: $1,950; none above $2,000.
    expect(quick.map((button) => button.textContent)).toEqual(['$150', '$300', '$750', '$1,950']);
    const limit = screen.getByTestId('advised-limit');
    expect(limit).toHaveTextContent('Your advised maximum per investment$2,000');
    expect(limit).toHaveTextContent('10% of your liquid assets, and never more than you could afford to lose.');
    expect(screen.queryByTestId('advised-ratio')).not.toBeInTheDocument();

    await userEvent.type(input, '15000');
    expect(await screen.findByTestId('advised-ratio')).toHaveTextContent(
      '$15,000 is 7.5 × your advised maximum of $2,000.',
    );
    const extra = screen.getByRole('checkbox', {
      name: 'I confirm that I want to invest $15,000, 7.5 × my advised maximum of $2,000, and that I could lose all of it.',
    });
    await userEvent.click(screen.getByTestId('risk-ack'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm investment' }));
    expect(
      await screen.findByText('Please confirm the risk of this larger investment to continue.'),
    ).toBeInTheDocument();
    expect(body).toEqual({});
    await userEvent.click(extra);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm investment' }));
    await waitFor(() => expect(body).toMatchObject({ amount: 15_000, extra_risk_acknowledged: true }));
  });

  it('shows a sophisticated investor the advice without asking to confirm, and refuses an amount above the 12-month cap', async () => {
    serveTerms(
      makeTerms({ advised_max: 2_000, extra_ack_threshold: null, annual_cap: { limit: 2_500, invested: 2_000 } }),
    );
    const requests: unknown[] = [];
    server.use(
      http.post('/api/v1/payments/', async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json(makePayment('pending'), { status: 201 });
      }),
    );
    renderApp('/business/cafe/payment');
    const input = await screen.findByLabelText('Investment amount');
    expect(screen.getByTestId('annual-cap')).toHaveTextContent(
      '12-month limit: $2,500. Invested in the last 12 months: $2,000. You can invest up to $500 more.',
    );
    await userEvent.type(input, '3000');
    expect(await screen.findByTestId('advised-ratio')).toHaveTextContent(
      '$3,000 is 1.5 × your advised maximum of $2,000.',
    );
    expect(screen.queryByTestId('extra-ack')).not.toBeInTheDocument();
    expect(
      screen.getByText('$3,000 is more than your 12-month limit of $2,500 still allows: at most $500.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('risk-ack'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm investment' }));
    expect(requests).toHaveLength(0);
  });

  it('keeps the amount across a reload and picks a quick amount', async () => {
    serveTerms(makeTerms());
    const first = renderApp('/business/cafe/payment');
    const input = await screen.findByLabelText('Investment amount');
    await userEvent.clear(input);
    await userEvent.type(input, '700');
    first.unmount();
    renderApp('/business/cafe/payment');
    expect(await screen.findByLabelText('Investment amount')).toHaveValue('700');
    await userEvent.click(screen.getByRole('button', { name: '$100' }));
    expect(screen.getByLabelText('Investment amount')).toHaveValue('100');
    expect(screen.getByLabelText('Investment amount slider')).toHaveValue('0');
  });

  it('says why a business takes no money', async () => {
    serveTerms(makeTerms({ accepts_payments: false, project_status: 'funded' }));
    renderApp('/business/cafe/payment');
    const notice = await screen.findByTestId('not-accepting');
    expect(notice).toHaveTextContent('This round is fully funded and closed to new investments.');
    expect(screen.queryByRole('button', { name: 'Confirm investment' })).not.toBeInTheDocument();
  });
});

describe('secure page', () => {
  it('shows the spec warning when there is nothing to show', async () => {
    renderApp('/business/cafe/payment/secure');
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_PAYMENT_AMOUNT_MESSAGE);
  });

  it('shows the breakdown with the configured percentages, and cancel goes back with the amount', async () => {
    serveTerms(makeTerms());
    let canceled = false;
    server.use(
      http.get('/api/v1/payments/pay-1', () => HttpResponse.json(makePayment(canceled ? 'canceled' : 'pending'))),
      http.post('/api/v1/payments/pay-1/cancel', () => {
        canceled = true;
        return HttpResponse.json(makePayment('canceled'));
      }),
    );
    const { router } = renderApp('/business/cafe/payment/secure?paymentId=pay-1');
    const breakdown = await screen.findByTestId('secure-breakdown');
    expect(within(breakdown).getByTestId('fee-amount')).toHaveTextContent('Investment amount$500');
    expect(within(breakdown).getByTestId('fee-service')).toHaveTextContent('Service fee (5%)$25');
    expect(within(breakdown).getByTestId('fee-card')).toHaveTextContent('Card processing (2.5%)$12.50');
    expect(within(breakdown).getByTestId('fee-total')).toHaveTextContent('Total to pay$537.50');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/cafe/payment'));
    expect(router.state.location.search).toBe('?status=cancel&amount=500');
    expect(canceled).toBe(true);
  });
  it('says "already paid" with a link to the investment when another tab paid it meanwhile', async () => {
    serveTerms(makeTerms());
    let paidElsewhere = false;
    server.use(
      http.get('/api/v1/payments/pay-1', () => HttpResponse.json(makePayment(paidElsewhere ? 'succeeded' : 'pending'))),
    );
    const assign = vi.spyOn(checkoutBrowser, 'assign').mockImplementation(() => undefined);
    const { router } = renderApp('/business/cafe/payment/secure?paymentId=pay-1');
    await screen.findByTestId('secure-breakdown');
    // The other tab pays; this one still shows the open payment and its Continue.
    paidElsewhere = true;
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const notice = await screen.findByTestId('secure-already-paid');
    expect(notice).toHaveTextContent('You have already paid for this investment (perhaps in another tab).');
    expect(screen.queryByText('This payment can no longer be paid.')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await userEvent.click(within(notice).getByRole('link', { name: 'View your investment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/cafe/payment/progress'));
    assign.mockRestore();
  });
});

describe('secure page: paying from the wallet', () => {
  const wallet = (balance: number) =>
    http.get('/api/v1/wallet', () =>
      HttpResponse.json({
        balances: [{ currency: 'USD', balance, withdrawing: 0 }],
        history: [],
        pending_top_ups: [],
        withdrawals: [],
        limits: { top_up_min: 10, top_up_max: 50_000, withdrawal_min: 10, card_fee_bp: 250 },
        identity_verified: true,
      }),
    );

  it('is not offered when the wallet does not cover the amount and the service fee', async () => {
    serveTerms(makeTerms());
    // $500 + $25 service fee: $524.99 falls a cent short.
    server.use(
      http.get('/api/v1/payments/pay-1', () => HttpResponse.json(makePayment('awaiting_verification'))),
      wallet(524.99),
    );
    renderApp('/business/cafe/payment/secure?paymentId=pay-1');
    expect(await screen.findByTestId('secure-breakdown', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('secure-continue')).toBeEnabled());
    expect(screen.queryByTestId('payment-method')).not.toBeInTheDocument();
  });

  it('pays from the wallet without the card fee, lets the card application go and shows the progress', async () => {
    serveTerms(makeTerms());
    const bodies: Record<string, unknown>[] = [];
    const keys: (string | null)[] = [];
    const canceled: string[] = [];
    server.use(
      wallet(525),
      http.get('/api/v1/payments/pay-1', () => HttpResponse.json(makePayment('awaiting_verification'))),
      http.post('/api/v1/payments/', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(
          makePayment('succeeded', {
            id: 'pay-2',
            method: 'wallet',
            fees: { service: 25, card: 0, total: 525, service_bp: 500, card_bp: 0 },
          }),
          { status: 201 },
        );
      }),
      http.post('/api/v1/payments/:id/cancel', ({ params }) => {
        canceled.push(String(params.id));
        return HttpResponse.json(makePayment('canceled'));
      }),
      http.get('/api/v1/payments/pay-2', () =>
        HttpResponse.json(makePayment('succeeded', { id: 'pay-2', method: 'wallet' })),
      ),
    );
    const { router } = renderApp('/business/cafe/payment/secure?paymentId=pay-1');
    const chooser = await screen.findByTestId('payment-method', {}, { timeout: 5_000 });
    const byCard = within(chooser).getByRole('radio', { name: /Card/ });
    const fromWallet = within(chooser).getByRole('radio', { name: /Pay from wallet \(balance \$525, no card fee\)/ });
    expect(byCard).toBeChecked();
    expect(screen.getByTestId('fee-total')).toHaveTextContent('Total to pay$537.50');

    await userEvent.click(fromWallet);
    const breakdown = screen.getByTestId('breakdown-wallet');
    expect(within(breakdown).getByTestId('fee-service')).toHaveTextContent('Service fee (5%)$25');
    expect(within(breakdown).getByTestId('fee-card')).toHaveTextContent('Card processing: none from the wallet$0');
    expect(within(breakdown).getByTestId('fee-total')).toHaveTextContent('Total to pay$525');

    await userEvent.click(screen.getByRole('button', { name: 'Pay from wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/cafe/payment/progress'));
    expect(router.state.location.search).toBe('?paymentId=pay-2');
    expect(bodies).toEqual([
      {
        project_id: 'cafe',
        amount: 500,
        currency: 'usd',
        description: 'investment into project',
        method: 'wallet',
        risk_acknowledged: true,
        kiis_version: 1,
      },
    ]);
    expect(keys[0]).toBeTruthy();
    expect(canceled).toEqual(['pay-1']);
  });

  it('keeps the card application when the wallet falls short meanwhile', async () => {
    serveTerms(makeTerms());
    const canceled: string[] = [];
    server.use(
      wallet(600),
      http.get('/api/v1/payments/pay-1', () => HttpResponse.json(makePayment('awaiting_verification'))),
      http.post('/api/v1/payments/', () =>
        HttpResponse.json(
          { code: 'INSUFFICIENT_WALLET_BALANCE', detail: 'Your wallet holds $10.00.' },
          { status: 409 },
        ),
      ),
      http.post('/api/v1/payments/:id/cancel', ({ params }) => {
        canceled.push(String(params.id));
        return HttpResponse.json(makePayment('canceled'));
      }),
    );
    const { router } = renderApp('/business/cafe/payment/secure?paymentId=pay-1');
    await userEvent.click(await screen.findByRole('radio', { name: /Pay from wallet/ }, { timeout: 5_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay from wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your wallet no longer covers this payment. Pay by card, or top up your wallet first.',
    );
    expect(canceled).toEqual([]);
    expect(router.state.location.pathname).toBe('/business/cafe/payment/secure');
  });
});

describe('progress page', () => {
  it('shows the warning without a payment', async () => {
    renderApp('/business/cafe/payment/progress');
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_PAYMENT_INFO_MESSAGE);
  });

  it('follows the payment live until it completes, then shows the amount, fees and cancel date', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v1/payments/pay-1', () => {
        calls += 1;
        return HttpResponse.json(makePayment(calls === 1 ? 'processing' : 'succeeded'));
      }),
    );
    renderApp('/business/cafe/payment/progress?paymentId=pay-1&status=success');
    const tracker = await screen.findByTestId('step-tracker');
    const steps = within(tracker).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Application submitted',
      'Identity verification (required to complete)',
      'Payment processing',
      'Funds secured',
      'Investment completed',
    ]);
    expect(steps[2]).toHaveAttribute('data-state', 'current');
    const success = await screen.findByTestId('payment-success', {}, { timeout: 4000 });
    expect(within(success).getByTestId('fee-amount')).toHaveTextContent('Invested$500');
    expect(within(success).getByTestId('fee-total')).toHaveTextContent('Total paid$537.50');
    expect(within(success).getByTestId('cancel-until')).toHaveTextContent(
      'You can cancel for a full refund until March 6, 2026.',
    );
    expect(
      within(screen.getByTestId('step-tracker'))
        .getAllByRole('listitem')
        .map((s) => s.dataset.state),
    ).toEqual(['done', 'done', 'done', 'done', 'done']);
  });

  it('shows where a failed payment stopped and why', async () => {
    server.use(
      http.get('/api/v1/payments/pay-1', () =>
        HttpResponse.json(makePayment('failed', { failure_reason: 'insufficient_funds' })),
      ),
    );
    renderApp('/business/cafe/payment/progress?paymentId=pay-1');
    const stopped = await screen.findByTestId('payment-stopped');
    expect(stopped).toHaveTextContent('It stopped at: Payment processing.');
    expect(within(stopped).getByTestId('failure-reason')).toHaveTextContent('Reason: The card has insufficient funds.');
  });

  it('after a declined card says why, that nothing was taken and until when the place is held, and takes another card', async () => {
    const heldUntil = new Date(Date.now() + 20 * 60_000).toISOString();
    const declined = makePayment('pending', {
      failure_reason: 'card_declined',
      reservation_expires_at: heldUntil,
      checkout_url: '/sandbox/payments/checkout/pay-1?token=t1',
    });
    let paid = false;
    server.use(http.get('/api/v1/payments/pay-1', () => HttpResponse.json(paid ? makePayment('succeeded') : declined)));
    const assign = vi.spyOn(checkoutBrowser, 'assign').mockImplementation(() => undefined);
    renderApp('/business/cafe/payment/progress?paymentId=pay-1');

    const panel = await screen.findByTestId('payment-declined');
    expect(within(panel).getByRole('heading', { name: 'Your last card was declined' })).toBeInTheDocument();
    expect(within(panel).getByTestId('decline-reason')).toHaveTextContent('Reason: The card was declined.');
    expect(panel).toHaveTextContent('No money was taken.');
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(heldUntil));
    expect(within(panel).getByTestId('held-until')).toHaveTextContent(
      `Your place in the round is held until ${time}. You can pay with another card until then.`,
    );
    // The payment is still open: not shown as stopped, and its step still in progress.
    expect(screen.queryByTestId('payment-stopped')).toBeNull();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Awaiting payment');
    const step = within(screen.getByTestId('step-tracker')).getAllByRole('listitem')[2]!;
    expect(step).toHaveAttribute('data-state', 'current');
    // One way to pay: the panel's, not a second button on the step.
    expect(screen.queryByRole('button', { name: /Continue to the card payment/ })).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: 'Try another card' }));
    expect(assign).toHaveBeenCalledWith('/sandbox/payments/checkout/pay-1?token=t1');

    // The next card pays: the page, still following the payment, shows it paid.
    paid = true;
    expect(await screen.findByTestId('payment-success', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('payment-declined')).toBeNull();
  });

  it('cancels a payment after a declined card and goes back to the amount', async () => {
    const canceled: string[] = [];
    server.use(
      http.get('/api/v1/payments/pay-1', () =>
        HttpResponse.json(makePayment('pending', { failure_reason: 'insufficient_funds' })),
      ),
      http.post('/api/v1/payments/:id/cancel', ({ params }) => {
        canceled.push(String(params.id));
        return HttpResponse.json(makePayment('canceled', { failure_reason: 'canceled_by_user' }));
      }),
      http.get('/api/v1/payments/terms/:id', () => HttpResponse.json(makeTerms())),
    );
    const { router } = renderApp('/business/cafe/payment/progress?paymentId=pay-1');
    const panel = await screen.findByTestId('payment-declined');
    expect(within(panel).getByTestId('decline-reason')).toHaveTextContent('Reason: The card has insufficient funds.');
    // Without a reservation time, the place is held while the checkout is open.
    expect(within(panel).getByTestId('held-until')).toHaveTextContent(
      'Your place in the round is held while the checkout is open.',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/cafe/payment'));
    expect(router.state.location.search).toBe('?status=cancel&amount=500');
    expect(canceled).toEqual(['pay-1']);
  });

  it('says on the secure page that the last card was declined', async () => {
    serveTerms(makeTerms());
    server.use(
      http.get('/api/v1/payments/pay-1', () =>
        HttpResponse.json(makePayment('pending', { failure_reason: 'authentication_failed' })),
      ),
    );
    renderApp('/business/cafe/payment/secure?paymentId=pay-1&status=cancel');
    expect(await screen.findByTestId('secure-declined', {}, { timeout: 5_000 })).toHaveTextContent(
      "The card's authentication failed. No money was taken. Continue to pay with another card, or cancel.",
    );
  });

  it('says why money went back when the investor did not cancel', async () => {
    server.use(
      http.get('/api/v1/payments/pay-1', () =>
        HttpResponse.json(makePayment('refunded', { failure_reason: 'refund_failed_credited_to_wallet' })),
      ),
    );
    renderApp('/business/cafe/payment/progress?paymentId=pay-1');
    const panel = await screen.findByTestId('payment-refunded');
    expect(within(panel).getByTestId('refund-text')).toHaveTextContent(
      'The refund to your card failed, so $537.50 was put in your Grove wallet instead.',
    );
    expect(within(panel).getByRole('link', { name: 'Go to your wallet' })).toHaveAttribute(
      'href',
      '/portfolio?tab=wallet',
    );
  });

  it('offers verification at step 2 and remembers to come back to this payment', async () => {
    serveTerms(makeTerms({ identity_verified: false }));
    server.use(http.get('/api/v1/payments/pay-1', () => HttpResponse.json(makePayment('awaiting_verification'))));
    server.use(http.get('/api/v1/kyc/status', () => HttpResponse.json({ status: 'not_started' })));
    const { router } = renderApp('/business/cafe/payment/progress?paymentId=pay-1');
    const tracker = await screen.findByTestId('step-tracker');
    const step2 = within(tracker).getAllByRole('listitem')[1]!;
    expect(step2).toHaveAttribute('data-state', 'current');
    await userEvent.click(await within(step2).findByRole('button', { name: 'Verify identity' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification'));
    expect(window.sessionStorage.getItem('grove.after-verification')).toBe(
      '/business/cafe/payment/secure?paymentId=pay-1',
    );
  });
});
