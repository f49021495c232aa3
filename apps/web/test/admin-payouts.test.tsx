import type { AdminDisbursement, RecordDisbursementRequest, RecordPayoutRequest } from '@grove/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from './msw';
import {
  API,
  DISBURSEMENT_API,
  disbursement,
  disbursementState,
  list,
  loadPayoutsPage,
  payout,
  servePayoutsPage,
  URL,
} from './payouts-page';
import { renderApp } from './render';

beforeAll(loadPayoutsPage, 60_000);

beforeEach(servePayoutsPage);

/** Fills the form; a key left out keeps what the form holds. */
async function fill(user: UserEvent, values: Partial<Record<'amount' | 'start' | 'end' | 'reference', string>>) {
  const fields = {
    amount: 'Amount',
    start: 'Period from',
    end: 'Period to',
    reference: 'Reference',
  } as const;
  for (const [key, label] of Object.entries(fields)) {
    const value = values[key as keyof typeof fields];
    if (value === undefined) continue;
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('payouts page', () => {
  it('shows what investors hold, the contract minimum, the total paid and the payouts recorded', async () => {
    server.use(http.get(API, () => HttpResponse.json(list())));
    renderApp(URL);

    // The first page of the run loads its code and texts: allow it a moment.
    expect(await screen.findByTestId('payout-invested', {}, { timeout: 5_000 })).toHaveTextContent('$10,000.00');
    expect(await screen.findByRole('heading', { level: 1, name: 'Green Farm' })).toBeInTheDocument();
    expect(screen.getByTestId('payout-minimum')).toHaveTextContent('$11,500.00');
    expect(screen.getByTestId('payout-paid')).toHaveTextContent('$2,300.00');
    // 2,300 of 11,500 is 20 %.
    expect(screen.getByRole('progressbar', { name: 'Paid against the contract minimum' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    expect(screen.getByText('20% of the contract minimum paid')).toBeInTheDocument();
    expect(screen.getByText('$9,200.00 left to reach it')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Payouts recorded' });
    const row = within(table).getAllByRole('row')[1]!;
    // A period's dates are calendar days, whatever the reader's time zone.
    expect(row).toHaveTextContent('Jan 1, 2026 – Mar 31, 2026');
    expect(row).toHaveTextContent('$2,300.00');
    expect(row).toHaveTextContent('3 investments · 2 investors');
    expect(row).toHaveTextContent('BANK-2026-Q1');
    // The next period starts the day after the last one ended; the currency is the business's.
    expect(screen.getByLabelText('Period from')).toHaveValue('2026-04-01');
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
  });

  it('says why no payout can be recorded instead of showing the form', async () => {
    server.use(
      http.get(API, () =>
        HttpResponse.json(list({ status: 'funded', can_record: false, total_paid: 0, payouts: [], invested: 10_000 })),
      ),
    );
    renderApp(URL);
    expect(await screen.findByTestId('no-payout-reason')).toHaveTextContent(
      'A payout can be recorded while the business is “Being implemented” or “Paying out”. It is now “Funded”.',
    );
    expect(screen.getByRole('link', { name: 'Change the status' })).toHaveAttribute(
      'href',
      '/admin/projects/green-farm/status',
    );
    expect(screen.queryByLabelText('Amount')).toBeNull();
    expect(screen.getByText('No payout recorded yet.')).toBeInTheDocument();
  });

  it('tells an active business with no money held that there is nobody to pay', async () => {
    server.use(
      http.get(API, () =>
        HttpResponse.json(
          list({ status: 'active', can_record: false, invested: 0, investments: 0, contract_minimum: 0, payouts: [] }),
        ),
      ),
    );
    renderApp(URL);
    expect(await screen.findByTestId('no-payout-reason')).toHaveTextContent(
      'No investment holds money in this business, so there is nobody to pay.',
    );
    expect(screen.queryByRole('link', { name: 'Change the status' })).toBeNull();
  });
});

describe('payouts before the raise is sent', () => {
  it('says a payout waits for the raise to be sent to the business', async () => {
    server.use(
      http.get(API, () => HttpResponse.json(list({ status: 'active', can_record: false, total_paid: 0, payouts: [] }))),
      http.get(DISBURSEMENT_API, () =>
        HttpResponse.json(disbursementState({ status: 'active', held: 10_000, blocked: null, disbursement: null })),
      ),
    );
    renderApp(URL);
    expect(await screen.findByTestId('no-payout-reason')).toHaveTextContent(
      'Payouts start once the raise has been sent to the business: record its transfer in “Money raised” above.',
    );
    expect(screen.getByRole('button', { name: 'Record the transfer' })).toBeInTheDocument();
  });
});

describe('recording a payout', () => {
  it('checks every field before anything is sent, then confirms and records', async () => {
    let current = list();
    const sent: RecordPayoutRequest[] = [];
    server.use(
      http.get(API, () => HttpResponse.json(current)),
      http.post(API, async ({ request }) => {
        const body = (await request.json()) as RecordPayoutRequest;
        sent.push(body);
        const created = payout({
          id: 'p2',
          amount: 1_250.5,
          period_start: body.period.start,
          period_end: body.period.end,
          reference: body.reference,
        });
        current = list({ total_paid: 3_550.5, payouts: [created, ...current.payouts] });
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp(URL);
    await screen.findByLabelText('Amount');

    await fill(user, { start: '' });
    await user.clear(screen.getByLabelText('Currency'));
    await user.type(screen.getByLabelText('Currency'), 'eur');
    await user.click(screen.getByRole('button', { name: 'Review the payout' }));
    expect(await screen.findByText('Please correct the fields marked below.')).toBeInTheDocument();
    expect(screen.getByText('Enter the amount paid.')).toBeInTheDocument();
    expect(screen.getByText('Use USD: this business pays out in no other currency.')).toBeInTheDocument();
    expect(screen.getAllByText('Choose a date.')).toHaveLength(2);
    expect(screen.getByText('Please give a reference.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');

    await fill(user, { amount: '12.345', start: '2026-04-01', end: '2026-03-31', reference: 'BANK-2026-Q2' });
    await user.clear(screen.getByLabelText('Currency'));
    await user.type(screen.getByLabelText('Currency'), 'usd');
    await user.click(screen.getByRole('button', { name: 'Review the payout' }));
    expect(
      await screen.findByText(
        'Enter the amount in USD in digits, with no more decimals than the currency has (e.g. 1250.50).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The period must end on or after its start.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await fill(user, { amount: '1,250.50', end: '2026-06-30' });
    await user.click(screen.getByRole('button', { name: 'Review the payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record $1,250.50 for Green Farm?' });
    expect(dialog).toHaveTextContent('$1,250.50 will be split across the 3 investments holding money');
    expect(dialog).toHaveTextContent('($10,000.00 in all)');
    expect(dialog).toHaveTextContent('Apr 1, 2026 – Jun 30, 2026');
    expect(dialog).toHaveTextContent('BANK-2026-Q2');
    await user.click(within(dialog).getByRole('button', { name: 'Record the payout' }));

    await waitFor(() =>
      expect(sent).toEqual([
        {
          amount: '1250.50',
          currency: 'USD',
          period: { start: '2026-04-01', end: '2026-06-30' },
          reference: 'BANK-2026-Q2',
        },
      ]),
    );
    expect(
      await screen.findByText('Payout recorded: $1,250.50 split across 3 investments (2 investors).'),
    ).toBeInTheDocument();
    // The list and the totals read again; the form starts over after the recorded period.
    expect(await screen.findByText('$3,550.50')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(screen.getByLabelText('Period from')).toHaveValue('2026-07-01');
  });

  it('sends one request however often the confirmation is clicked while it is on its way', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    server.use(
      http.get(API, () => HttpResponse.json(list())),
      http.post(API, async () => {
        posts += 1;
        await gate;
        return HttpResponse.json(payout({ id: 'p2', reference: 'BANK-2026-Q2' }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp(URL);
    await screen.findByLabelText('Amount');
    await fill(user, { amount: '500', end: '2026-06-30', reference: 'BANK-2026-Q2' });
    await user.click(screen.getByRole('button', { name: 'Review the payout' }));
    const dialog = await screen.findByRole('dialog');
    const record = within(dialog).getByRole('button', { name: 'Record the payout' });
    await user.click(record);
    await waitFor(() => expect(record).toBeDisabled());
    await user.click(record);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    expect(await screen.findByText(/^Payout recorded:/)).toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it('shows a reference already recorded on its field and above the form, keeping what was typed', async () => {
    server.use(
      http.get(API, () => HttpResponse.json(list())),
      http.post(API, () =>
        HttpResponse.json(
          {
            code: 'PAYOUT_REFERENCE_TAKEN',
            detail: 'A payout with the reference “BANK-2026-Q1” is already recorded.',
            requestId: 'r1',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp(URL);
    await screen.findByLabelText('Amount');
    await fill(user, { amount: '2300', end: '2026-06-30', reference: 'BANK-2026-Q1' });
    await user.click(screen.getByRole('button', { name: 'Review the payout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record the payout' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A payout with the reference “BANK-2026-Q1” is already recorded. Nothing was paid twice.',
    );
    expect(screen.getByText('This reference is already recorded.')).toBeInTheDocument();
    expect(screen.getByLabelText('Reference')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Reference')).toHaveValue('BANK-2026-Q1');
    expect(screen.getByLabelText('Amount')).toHaveValue('2300');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the server’s field errors on their fields and shows its detail', async () => {
    server.use(
      http.get(API, () => HttpResponse.json(list())),
      http.post(API, () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            detail: 'The period must end on or after its start',
            requestId: 'r2',
            fields: [
              { path: 'period.end', message: 'The period must end on or after its start', code: 'VALIDATION_ERROR' },
              { path: 'reference', message: 'Reference rejected by the bank format', code: 'VALIDATION_ERROR' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp(URL);
    await screen.findByLabelText('Amount');
    await fill(user, { amount: '100', end: '2026-06-30', reference: 'BANK-2026-Q2' });
    await user.click(screen.getByRole('button', { name: 'Review the payout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record the payout' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The period must end on or after its start.');
    expect(screen.getByLabelText('Period to')).toHaveAttribute('aria-invalid', 'true');
    // A message the client has no translation for is shown as the server wrote it.
    expect(screen.getByText('Reference rejected by the bank format')).toBeInTheDocument();
  });

  it('reads the page again when the business can no longer take a payout', async () => {
    let current = list();
    server.use(
      http.get(API, () => HttpResponse.json(current)),
      http.post(API, () => {
        current = list({ status: 'active', can_record: false, invested: 0, investments: 0, contract_minimum: 0 });
        return HttpResponse.json(
          { code: 'NO_INVESTMENTS_TO_PAY', detail: 'No investment holds money in this business.', requestId: 'r3' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp(URL);
    await screen.findByLabelText('Amount');
    await fill(user, { amount: '100', end: '2026-06-30', reference: 'BANK-2026-Q2' });
    await user.click(screen.getByRole('button', { name: 'Review the payout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record the payout' }));

    expect(await screen.findByTestId('no-payout-reason')).toHaveTextContent(
      'No investment holds money in this business, so there is nobody to pay.',
    );
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });
});

describe('the money raised', () => {
  /** A funded raise past every cancellation window: the whole of it can be sent to the business. */
  const sendable = (overrides: Partial<AdminDisbursement> = {}) =>
    disbursementState({ status: 'funded', held: 10_250.5, blocked: null, disbursement: null, ...overrides });

  it('shows what the platform holds and the form to record the transfer', async () => {
    server.use(
      http.get(API, () => HttpResponse.json(list({ status: 'funded', can_record: false, payouts: [] }))),
      http.get(DISBURSEMENT_API, () => HttpResponse.json(sendable())),
    );
    renderApp(URL);
    const panel = await screen.findByTestId('disbursement-panel', {}, { timeout: 5_000 });
    expect(within(panel).getByRole('heading', { name: 'Money raised' })).toBeInTheDocument();
    expect(await within(panel).findByTestId('disbursement-held')).toHaveTextContent('$10,250.50');
    expect(within(panel).getByLabelText('Bank transfer reference')).toHaveValue('');
    expect(within(panel).getByRole('button', { name: 'Record the transfer' })).toBeInTheDocument();
    expect(within(panel).queryByTestId('disbursement-blocked')).toBeNull();
  });

  it('shows the transfer recorded', async () => {
    server.use(http.get(API, () => HttpResponse.json(list())));
    renderApp(URL);
    expect(await screen.findByTestId('disbursement-sent', {}, { timeout: 5_000 })).toHaveTextContent(
      'Sent to the business on Jul 15, 2025: $10,000.00, reference WIRE-2025-07',
    );
    expect(screen.queryByLabelText('Bank transfer reference')).toBeNull();
  });

  it('checks the reference, confirms the amount and the business, records, then shows the transfer', async () => {
    let current = sendable();
    const sent: RecordDisbursementRequest[] = [];
    let payoutReads = 0;
    server.use(
      http.get(API, () => {
        payoutReads += 1;
        return HttpResponse.json(list({ status: 'funded', can_record: false, payouts: [] }));
      }),
      http.get(DISBURSEMENT_API, () => HttpResponse.json(current)),
      http.post(DISBURSEMENT_API, async ({ request }) => {
        const body = (await request.json()) as RecordDisbursementRequest;
        sent.push(body);
        const created = disbursement({
          amount: 10_250.5,
          reference: body.reference,
          created_at: '2026-05-04T09:30:00.000Z',
        });
        current = sendable({ held: 0, blocked: 'disbursed', disbursement: created });
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp(URL);
    const input = await screen.findByLabelText('Bank transfer reference', {}, { timeout: 5_000 });

    // Nothing is sent without a reference; the error is announced with the field.
    await user.click(screen.getByRole('button', { name: 'Record the transfer' }));
    const error = await screen.findByText('Please give the transfer’s reference.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(input, '  WIRE-2026-05  ');
    await user.click(screen.getByRole('button', { name: 'Record the transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send $10,250.50 to Green Farm?' });
    expect(dialog).toHaveTextContent('Record this only once the bank transfer is made.');
    expect(dialog).toHaveTextContent('WIRE-2026-05');
    expect(sent).toHaveLength(0);
    const readsBefore = payoutReads;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the transfer' }));

    await waitFor(() => expect(sent).toEqual([{ amount: 10_250.5, currency: 'USD', reference: 'WIRE-2026-05' }]));
    expect(await screen.findByTestId('disbursement-sent')).toHaveTextContent(
      'Sent to the business on May 4, 2026: $10,250.50, reference WIRE-2026-05',
    );
    // The panel reads again (nothing held now), and so do the payouts beside it.
    await waitFor(() => expect(screen.getByTestId('disbursement-held')).toHaveTextContent('$0.00'));
    await waitFor(() => expect(payoutReads).toBeGreaterThan(readsBefore));
    expect(screen.queryByLabelText('Bank transfer reference')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says until when investors can cancel, and shows no form', async () => {
    server.use(
      http.get(API, () => HttpResponse.json(list({ status: 'funded', can_record: false, payouts: [] }))),
      http.get(DISBURSEMENT_API, () =>
        HttpResponse.json(sendable({ blocked: 'cancellation_window', available_from: '2026-07-03T12:00:00.000Z' })),
      ),
    );
    renderApp(URL);
    const reason = await screen.findByTestId('disbursement-blocked', {}, { timeout: 5_000 });
    expect(reason).toHaveTextContent(
      /^Investors can cancel until Jul 3, 2026.*\. The raise can be sent to the business after that\.$/,
    );
    expect(screen.getByTestId('disbursement-held')).toHaveTextContent('$10,250.50');
    expect(screen.queryByLabelText('Bank transfer reference')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record the transfer' })).toBeNull();
  });

  it('says why a raise that has not closed as funded is not sent', async () => {
    server.use(
      http.get(API, () => HttpResponse.json(list({ status: 'fundraising', can_record: false, payouts: [] }))),
      http.get(DISBURSEMENT_API, () => HttpResponse.json(sendable({ status: 'fundraising', blocked: 'status' }))),
    );
    renderApp(URL);
    expect(await screen.findByTestId('disbursement-blocked', {}, { timeout: 5_000 })).toHaveTextContent(
      'Only a raise closed as funded, at or above its minimum to succeed, is sent to the business: while it is “Funded”, “Being implemented” or “Paying out”. It is now “Fundraising”.',
    );
  });

  it('waits for the reservations still open in the raise', async () => {
    server.use(
      http.get(API, () => HttpResponse.json(list({ status: 'funded', can_record: false, payouts: [] }))),
      http.get(DISBURSEMENT_API, () => HttpResponse.json(sendable({ blocked: 'reservations' }))),
    );
    renderApp(URL);
    expect(await screen.findByTestId('disbursement-blocked', {}, { timeout: 5_000 })).toHaveTextContent(
      'Investors still hold reservations (open checkouts) in this raise. It can be sent to the business once they have paid or their checkouts have expired.',
    );
    expect(screen.queryByRole('button', { name: 'Record the transfer' })).toBeNull();
  });

  it('reads the panel again and says so when the amount held has changed', async () => {
    let current = sendable();
    let reads = 0;
    server.use(
      http.get(API, () => HttpResponse.json(list({ status: 'funded', can_record: false, payouts: [] }))),
      http.get(DISBURSEMENT_API, () => {
        reads += 1;
        return HttpResponse.json(current);
      }),
      http.post(DISBURSEMENT_API, () => {
        // An investor's cancellation went through meanwhile.
        current = sendable({ held: 9_750.5 });
        return HttpResponse.json(
          {
            code: 'DISBURSEMENT_AMOUNT_CHANGED',
            detail: 'The raise now holds 9750.5 USD, not the amount confirmed; check it and confirm again.',
            requestId: 'r4',
          },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp(URL);
    await user.type(await screen.findByLabelText('Bank transfer reference', {}, { timeout: 5_000 }), 'WIRE-2026-05');
    await user.click(screen.getByRole('button', { name: 'Record the transfer' }));
    const readsBefore = reads;
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send $10,250.50 to Green Farm?' })).getByRole('button', {
        name: 'Confirm the transfer',
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The amount held has changed. Check it and confirm again.',
    );
    await waitFor(() => expect(reads).toBeGreaterThan(readsBefore));
    expect(await screen.findByText('$9,750.50')).toBeInTheDocument();
    // The form stays, with what was typed; the next confirmation names the new amount.
    expect(screen.getByLabelText('Bank transfer reference')).toHaveValue('WIRE-2026-05');
    await user.click(screen.getByRole('button', { name: 'Record the transfer' }));
    expect(await screen.findByRole('dialog', { name: 'Send $9,750.50 to Green Farm?' })).toBeInTheDocument();
  });

  it('shows why the raise can no longer be sent when its state changed', async () => {
    let current = sendable();
    server.use(
      http.get(API, () => HttpResponse.json(list({ status: 'funded', can_record: false, payouts: [] }))),
      http.get(DISBURSEMENT_API, () => HttpResponse.json(current)),
      http.post(DISBURSEMENT_API, () => {
        current = sendable({ blocked: 'refund_in_progress' });
        return HttpResponse.json(
          { code: 'DISBURSEMENT_NOT_ALLOWED', detail: 'A refund is under way.', requestId: 'r5' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp(URL);
    await user.type(await screen.findByLabelText('Bank transfer reference', {}, { timeout: 5_000 }), 'WIRE-2026-05');
    await user.click(screen.getByRole('button', { name: 'Record the transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm the transfer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The raise can no longer be sent. The panel now shows why.',
    );
    expect(await screen.findByTestId('disbursement-blocked')).toHaveTextContent(
      'A refund of an investment in this business is under way.',
    );
    expect(screen.queryByLabelText('Bank transfer reference')).toBeNull();
  });

  it('marks a reference already recorded for another transfer', async () => {
    server.use(
      http.get(API, () => HttpResponse.json(list({ status: 'funded', can_record: false, payouts: [] }))),
      http.get(DISBURSEMENT_API, () => HttpResponse.json(sendable())),
      http.post(DISBURSEMENT_API, () =>
        HttpResponse.json({ code: 'DISBURSEMENT_REFERENCE_TAKEN', detail: 'Taken.', requestId: 'r6' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(URL);
    const input = await screen.findByLabelText('Bank transfer reference', {}, { timeout: 5_000 });
    await user.type(input, 'WIRE-2025-07');
    await user.click(screen.getByRole('button', { name: 'Record the transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm the transfer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That reference is already recorded for another transfer.',
    );
    expect(screen.getByText('This reference is already recorded.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('WIRE-2025-07');
  });
});
