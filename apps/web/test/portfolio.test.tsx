import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, resetSession, signInAs } from './account';
import { makePortfolio, makeProject, servePortfolio } from './catalogue';
import { server } from './msw';
import { renderApp } from './render';

beforeEach(resetSession);

function signedIn() {
  signInAs(makeUser());
  server.use(http.get('/api/v1/users/me', () => HttpResponse.json(makeUser())));
}

/** A paid card investment, as the portfolio lists it. */
const paidItem = {
  id: 'i1',
  project: makeProject({ id: 'cafe', name: 'Open Café' }),
  amount_invested: 1500,
  currency: 'USD',
  invested_at: '2026-11-02T10:00:00.000Z',
  expected_return: 1725,
  status: 'succeeded' as const,
  application_id: 'app-1',
  refund_amount: 1612.5,
  cancel_deadline: null,
  can_cancel: false,
  method: 'card' as const,
  has_confirmation: true,
  payouts_received: 0,
  payouts: [],
  refund: null,
};

describe('portfolio', () => {
  it('shows a signed-out visitor the unauthorised state, with actions that come back here', async () => {
    renderApp('/portfolio');
    const notice = await screen.findByTestId('portfolio-signed-out');
    expect(
      within(notice).getByRole('heading', { name: 'Sign up or log in to see your portfolio' }),
    ).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?redirectTo=%2Fportfolio',
    );
    expect(within(notice).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/signin?redirectTo=%2Fportfolio',
    );
  });

  it('shows the total and the empty states of both tabs', async () => {
    signedIn();
    servePortfolio(makePortfolio());
    renderApp('/portfolio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
    expect(await screen.findByTestId('total-invested')).toHaveTextContent('$0');
    expect(screen.getByRole('tab', { name: /Investments/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('You have not invested yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore businesses' })).toHaveAttribute('href', '/businesses');
    await userEvent.click(screen.getByRole('tab', { name: /Saved Businesses/ }));
    expect(await screen.findByText('No saved businesses yet')).toBeInTheDocument();
  });

  it('lists the saved businesses as cards with the save toggle on', async () => {
    signedIn();
    servePortfolio(
      makePortfolio({
        favorites: [
          makeProject({ id: 'a', name: 'Open Café' }),
          makeProject({ id: 'b', name: 'Paying Brewery', status: 'payout' }),
        ],
      }),
    );
    renderApp('/portfolio?tab=saved');
    const list = await screen.findByTestId('saved-list');
    const cards = within(list).getAllByTestId('project-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Open Café', 'Paying Brewery']);
    for (const card of cards) {
      expect(await within(card).findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(screen.getByRole('tab', { name: /Saved Businesses/ })).toHaveTextContent('2');
  });

  it('lists investments with their amount, date, expected return and status, and the total invested', async () => {
    signedIn();
    servePortfolio(
      makePortfolio({
        total_invested: 1500,
        items: [
          {
            id: 'i1',
            project: makeProject({ id: 'cafe', name: 'Open Café' }),
            amount_invested: 1500,
            currency: 'USD',
            invested_at: '2026-11-02T10:00:00.000Z',
            expected_return: 1725,
            status: 'succeeded',
            application_id: 'app-1',
            refund_amount: 1612.5,
            cancel_deadline: '2026-11-06T10:00:00.000Z',
            can_cancel: false,
            method: 'card',
            has_confirmation: true,
            payouts_received: 0,
            payouts: [],
            refund: null,
          },
        ],
      }),
    );
    renderApp('/portfolio');
    expect(await screen.findByTestId('total-invested')).toHaveTextContent('$1,500');
    const list = screen.getByTestId('investment-list');
    const row = within(list).getByRole('listitem');
    expect(within(row).getByRole('heading', { name: 'Open Café' })).toBeInTheDocument();
    expect(within(row).getByText('$1,500')).toBeInTheDocument();
    expect(within(row).getByText('Nov 2, 2026')).toBeInTheDocument();
    expect(within(row).getByText('$1,725')).toBeInTheDocument();
    expect(within(row).getByText('Invested')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Payment progress: Open Café' })).toHaveAttribute(
      'href',
      '/business/cafe/payment/progress?paymentId=app-1',
    );
    expect(within(row).queryByRole('button', { name: 'Cancel investment' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View business: Open Café' })).toHaveAttribute(
      'href',
      '/business/cafe',
    );
    expect(within(row).queryByTestId('business-status-note')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Confirmation (PDF)' })).toBeEnabled();
  });

  it('says when the business of an investment is paused or its raise refunded', async () => {
    signedIn();
    const item = (id: string, status: 'paused' | 'refund_initiated') => ({
      id,
      project: makeProject({ id: `biz-${id}`, name: `Business ${id}`, status }),
      amount_invested: 500,
      currency: 'USD',
      invested_at: '2026-11-02T10:00:00.000Z',
      expected_return: 575,
      status: status === 'paused' ? ('succeeded' as const) : ('refunding' as const),
      application_id: `app-${id}`,
      refund_amount: 537.5,
      cancel_deadline: null,
      can_cancel: false,
      method: 'card' as const,
      has_confirmation: true,
      payouts_received: 0,
      payouts: [],
      refund: null,
    });
    servePortfolio(
      makePortfolio({ total_invested: 1000, items: [item('a', 'paused'), item('b', 'refund_initiated')] }),
    );
    renderApp('/portfolio');
    const notes = await screen.findAllByTestId('business-status-note');
    expect(notes.map((note) => note.textContent)).toEqual(['Raise paused', 'Raise refunded: refunds under way']);
  });

  it('cancels an investment within the window after a confirmation that shows the refund', async () => {
    signedIn();
    const item = {
      id: 'i1',
      project: makeProject({ id: 'cafe', name: 'Open Café' }),
      amount_invested: 1500,
      currency: 'USD',
      invested_at: '2026-11-02T10:00:00.000Z',
      expected_return: 1725,
      status: 'succeeded' as const,
      application_id: 'app-1',
      refund_amount: 1612.5,
      cancel_deadline: '2026-11-06T10:00:00.000Z',
      can_cancel: true,
      method: 'card' as const,
      has_confirmation: true,
      payouts_received: 0,
      payouts: [],
      refund: null,
    };
    let portfolio = makePortfolio({ total_invested: 1500, items: [item] });
    const cancels: string[] = [];
    server.use(
      http.get('/api/v1/portfolio/me', () => HttpResponse.json(portfolio)),
      http.post('/api/v1/payments/:id/cancel', ({ params }) => {
        cancels.push(String(params.id));
        portfolio = makePortfolio({
          total_invested: 0,
          items: [{ ...item, status: 'refunding', can_cancel: false }],
        });
        return HttpResponse.json({ id: params.id, status: 'refunding' });
      }),
    );
    renderApp('/portfolio');
    const row = await screen.findByTestId('investment');
    expect(within(row).getByText('Can be cancelled until Nov 6, 2026')).toBeInTheDocument();

    // Keeping it changes nothing.
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel investment' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this investment?' });
    expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent('$1,612.50');
    expect(dialog).toHaveTextContent('$1,612.50 refunded to your card, fees included');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep investment' }));
    expect(cancels).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Cancel investment' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this investment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(cancels).toEqual(['app-1']));
    expect(await within(await screen.findByTestId('investment')).findByText('Refund in progress')).toBeInTheDocument();
    expect(screen.getByTestId('total-invested')).toHaveTextContent('$0');
    expect(screen.queryByRole('button', { name: 'Cancel investment' })).not.toBeInTheDocument();
  });
});

describe('unfinished and refunded payments', () => {
  // 21:09 in the reader's own time zone, later today.
  const expires = new Date();
  expires.setHours(21, 9, 0, 0);
  if (expires.getTime() < Date.now()) expires.setTime(Date.now() + 60_000);
  const unfinished = (id: string, status: 'pending' | 'processing', name: string) => ({
    id,
    project: makeProject({ id: `biz-${id}`, name }),
    amount: 300,
    total: 322.5,
    currency: 'USD',
    status,
    created_at: new Date().toISOString(),
    reservation_expires_at: expires.toISOString(),
    checkout_url: `/api/v1/sandbox/payments/checkout/${id}?token=t`,
    failure_reason: status === 'pending' ? 'card_declined' : null,
    can_discard: status === 'pending',
    method: 'card' as const,
  });

  it('groups unfinished payments apart, never counting them, with Resume and a confirmed Discard', async () => {
    signedIn();
    let portfolio = makePortfolio({
      total_invested: 1500,
      items: [paidItem],
      unfinished: [unfinished('p1', 'pending', 'Declined Bakery'), unfinished('p2', 'processing', 'Bank Farm')],
    });
    const cancels: string[] = [];
    server.use(
      http.get('/api/v1/portfolio/me', () => HttpResponse.json(portfolio)),
      http.post('/api/v1/payments/:id/cancel', ({ params }) => {
        cancels.push(String(params.id));
        portfolio = { ...portfolio, unfinished: portfolio.unfinished.filter((entry) => entry.id !== params.id) };
        return HttpResponse.json({ id: params.id, status: 'canceled' });
      }),
    );
    renderApp('/portfolio');
    const group = await screen.findByTestId('unfinished-payments');
    expect(screen.getByTestId('total-invested')).toHaveTextContent('$1,500');
    expect(screen.getByText('1 investment')).toBeInTheDocument();
    expect(within(screen.getByTestId('investment-list')).getAllByRole('listitem')).toHaveLength(1);

    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(expires);
    const [declined, atBank] = within(group).getAllByTestId('unfinished-payment');
    expect(within(declined!).getByText(`Unfinished: reserved until ${time}`)).toBeInTheDocument();
    expect(declined).toHaveTextContent('Your card was declined');
    expect(declined).not.toHaveTextContent('Invested on');
    expect(within(declined!).getByRole('link', { name: 'Resume payment: Declined Bakery' })).toHaveAttribute(
      'href',
      '/api/v1/sandbox/payments/checkout/p1?token=t',
    );
    // At the bank's 3-D Secure step it can be resumed, not discarded, and says what happens next.
    expect(within(atBank!).queryByRole('button', { name: /Discard/ })).not.toBeInTheDocument();
    expect(atBank).toHaveTextContent("It can't be discarded while your bank is confirming it.");
    expect(atBank).toHaveTextContent(`nothing is charged and the amount is released at ${time}`);

    await userEvent.click(within(declined!).getByRole('button', { name: 'Discard payment: Declined Bakery' }));
    let dialog = await screen.findByRole('dialog', { name: 'Discard this payment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(cancels).toEqual([]);
    await userEvent.click(within(declined!).getByRole('button', { name: 'Discard payment: Declined Bakery' }));
    dialog = await screen.findByRole('dialog', { name: 'Discard this payment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard payment' }));
    await waitFor(() => expect(cancels).toEqual(['p1']));
    await waitFor(() => expect(screen.queryByText('Declined Bakery')).not.toBeInTheDocument());
    expect(screen.getByText('Bank Farm')).toBeInTheDocument();
  });

  it('shows a refunded investment with what went back, when and why, and no expected return', async () => {
    signedIn();
    servePortfolio(
      makePortfolio({
        total_invested: 0,
        items: [
          {
            ...paidItem,
            status: 'refunded',
            refund: {
              amount: 1612.5,
              requested_at: '2026-11-03T10:00:00.000Z',
              refunded_at: '2026-11-04T10:00:00.000Z',
              reason: 'canceled_by_user',
            },
          },
        ],
      }),
    );
    renderApp('/portfolio');
    const row = await screen.findByTestId('investment');
    expect(within(row).getByTestId('refunded-amount')).toHaveTextContent('$1,612.50');
    expect(row).toHaveTextContent('Refunded on');
    expect(within(row).getByText('Nov 4, 2026')).toBeInTheDocument();
    expect(within(row).getByTestId('refund-note')).toHaveTextContent('You cancelled this investment.');
    expect(row).not.toHaveTextContent('Expected return');
    expect(within(row).getByRole('button', { name: 'Cancellation confirmation (PDF)' })).toBeEnabled();
    expect(within(row).queryByRole('button', { name: 'Confirmation (PDF)' })).not.toBeInTheDocument();
    expect(row).not.toHaveTextContent('$1,725');
    expect(screen.getByText('0 investments')).toBeInTheDocument();
  });
});

describe('updates feed', () => {
  const entry = (id: string, kind: 'update' | 'answer' | 'payout', name: string, extra: object = {}) => ({
    id: `${kind}:${id}`,
    kind,
    at: '2026-11-20T10:00:00.000Z',
    project: { id: `biz-${id}`, name, image: null },
    title: null,
    body: null,
    language: null,
    amount: null,
    currency: null,
    period_start: null,
    period_end: null,
    ...extra,
  });

  it('shows updates, answers and payouts newest first, each leading to its business, a page at a time', async () => {
    signedIn();
    servePortfolio(makePortfolio());
    const cursors: (string | null)[] = [];
    server.use(
      http.get('/api/v1/portfolio/me/feed', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        return HttpResponse.json(
          cursor === null
            ? {
                items: [
                  entry('1', 'payout', 'Paying Brewery', {
                    amount: 120.5,
                    currency: 'USD',
                    period_start: '2026-07-01',
                    period_end: '2026-09-30',
                  }),
                  entry('2', 'answer', 'Open Café', { title: 'When do you open?', body: 'In March.' }),
                ],
                next_cursor: 'page-2',
              }
            : {
                items: [entry('3', 'update', 'Open Café', { title: 'Second shop', body: 'We signed.' })],
                next_cursor: null,
              },
        );
      }),
    );
    renderApp('/portfolio?tab=updates');
    const feed = await screen.findByTestId('updates-feed');
    let items = within(feed).getAllByTestId('feed-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Paid $120.50 to its investors for Jul 1, 2026 – Sep 30, 2026.');
    expect(within(items[0]!).getByRole('link', { name: 'Paying Brewery' })).toHaveAttribute('href', '/business/biz-1');
    expect(within(items[1]!).getByRole('heading', { name: 'Q: When do you open?' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('In March.');

    await userEvent.click(within(feed).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(feed).getAllByTestId('feed-item')).toHaveLength(3));
    items = within(feed).getAllByTestId('feed-item');
    expect(within(items[2]!).getByRole('heading', { name: 'Second shop' })).toBeInTheDocument();
    expect(cursors).toEqual([null, 'page-2']);
    expect(within(feed).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says what will appear when nothing is followed yet', async () => {
    signedIn();
    servePortfolio(makePortfolio());
    server.use(http.get('/api/v1/portfolio/me/feed', () => HttpResponse.json({ items: [], next_cursor: null })));
    renderApp('/portfolio');
    await userEvent.click(await screen.findByRole('tab', { name: 'Updates' }));
    expect(await screen.findByText('No updates yet')).toBeInTheDocument();
  });
});

describe('documents', () => {
  it('lists a statement per year, this one to date, and the confirmation of each paid investment', async () => {
    signedIn();
    servePortfolio(
      makePortfolio({
        total_invested: 1500,
        items: [paidItem],
      }),
    );
    server.use(
      http.get('/api/v1/portfolio/me/statements', () =>
        HttpResponse.json({
          statements: [
            { year: 2026, to_date: true },
            { year: 2025, to_date: false },
          ],
        }),
      ),
    );
    renderApp('/portfolio?tab=documents');
    const statements = await screen.findByTestId('statement-list');
    const rows = within(statements).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['2026, year to date', '2025']);
    expect(within(rows[0]!).getByRole('button', { name: 'PDF' })).toBeEnabled();
    expect(within(rows[1]!).getByRole('button', { name: 'CSV' })).toBeEnabled();
    const confirmations = screen.getByTestId('confirmation-list');
    expect(within(confirmations).getByText('Open Café')).toBeInTheDocument();
    expect(within(confirmations).getByRole('button', { name: 'Confirmation (PDF)' })).toBeEnabled();
  });

  it('lists each key information sheet the investor acknowledged, with its version’s PDF', async () => {
    signedIn();
    servePortfolio(makePortfolio({ items: [] }));
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/portfolio/me/statements', () => HttpResponse.json({ statements: [] })),
      http.get('/api/v1/portfolio/me/kiis', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          acknowledgments: [
            { project_id: 'cafe', project_name: 'Open Café', version: 2, acknowledged_at: '2026-03-02T10:00:00.000Z' },
            { project_id: 'cafe', project_name: 'Open Café', version: 1, acknowledged_at: '2026-01-10T10:00:00.000Z' },
          ],
        });
      }),
    );
    renderApp('/portfolio?tab=documents');
    const list = await screen.findByTestId('kiis-list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Open Café');
    expect(rows[0]).toHaveTextContent('Version 2, acknowledged on Mar 2, 2026');
    // Each row downloads the version that was acknowledged, in the interface's language.
    expect(within(rows[0]!).getByRole('link', { name: 'Version 2 (PDF)' })).toHaveAttribute(
      'href',
      '/api/v1/public/projects/cafe/kiis.pdf?lang=en&version=2',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Version 1 (PDF)' })).toHaveAttribute(
      'href',
      '/api/v1/public/projects/cafe/kiis.pdf?lang=en&version=1',
    );
    expect(asked).toEqual(['?lang=en']);
  });

  it('says when there is nothing yet', async () => {
    signedIn();
    servePortfolio(makePortfolio({ items: [] }));
    server.use(http.get('/api/v1/portfolio/me/statements', () => HttpResponse.json({ statements: [] })));
    renderApp('/portfolio?tab=documents');
    expect(
      await screen.findByText('Your first statement appears here once money has moved in your account.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No confirmations yet')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'You have not acknowledged a key information sheet yet: it is asked for before your first investment in a business.',
      ),
    ).toBeInTheDocument();
  });
});
