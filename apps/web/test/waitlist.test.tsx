import type { AdminWaitlist, Notification, PaymentTerms, ProjectDetails, WaitlistEntry } from '@grove/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProjectCard } from '@/features/businesses/components/project-card';
import { FundingOverview } from '@/features/businesses/components/details/funding-card';
import { notificationText } from '@/features/notifications/utils/notification-text';
import { i18n } from '@/lib/i18n';
import { makeUser, resetSession, signInAs } from './account';
import { makeProject } from './catalogue';
import { server } from './msw';
import { renderApp, renderWithProviders } from './render';
import { makeTerms as makePaymentTerms } from './payment-fixtures';

/** Issue 24: the waitlist of a fully reserved round, on the business page, its card, the payment page and the console. */

const ID = 'saigon-bean-roastery';
const IN_AN_HOUR = new Date(Date.now() + 60 * 60_000).toISOString();

beforeEach(() => {
  resetSession();
  window.sessionStorage.clear();
});

function fullyReserved(overrides: Partial<ProjectDetails> = {}): ProjectDetails {
  const project = makeProject({ fully_reserved: true });
  return {
    ...project,
    basicInfo: {
      location: project.location,
      fundingWindow: { start: project.funding_start, end: project.funding_end },
      legal: '',
      payoutFormat: project.payout_format,
    },
    keyMetrics: {
      raised: 78_600,
      target: 120_000,
      fundedPercent: 66,
      remaining: 41_400,
      ticketRange: { min: 150, max: 15_000, step: 150 },
    },
    waitlist_count: 3,
    ...overrides,
  } as ProjectDetails;
}

function entry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: 'w1',
    project_id: ID,
    state: 'waiting',
    currency: 'USD',
    amount: 1_500,
    place: 4,
    ahead: 3,
    offered_amount: null,
    offer_expires_at: null,
    joined_at: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

describe('the business page of a fully reserved round', () => {
  it('asks a guest to sign in to join the waitlist instead of "Invest now"', async () => {
    renderWithProviders(<FundingOverview project={fullyReserved()} />);
    const panel = await screen.findByTestId('waitlist-panel');
    expect(panel).toHaveTextContent('Fully reserved: join the waitlist');
    expect(within(panel).getByTestId('waitlist-count')).toHaveTextContent('3 investors waiting');
    expect(within(panel).getByRole('link', { name: 'Sign in to join the waitlist' })).toHaveAttribute(
      'href',
      `/signin?redirectTo=${encodeURIComponent(`/business/${ID}`)}`,
    );
    expect(screen.queryByTestId('invest-now')).toBeNull();
  });

  it('joins with an amount, says the place in line, and leaves', async () => {
    signInAs(makeUser());
    let current: WaitlistEntry | null = null;
    const posted: unknown[] = [];
    server.use(
      http.get(`/api/v1/projects/${ID}/waitlist`, () => HttpResponse.json({ entry: current })),
      http.post(`/api/v1/projects/${ID}/waitlist`, async ({ request }) => {
        posted.push(await request.json());
        current = entry();
        return HttpResponse.json(current, { status: 201 });
      }),
      http.delete(`/api/v1/projects/${ID}/waitlist`, () => {
        current = null;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('/api/v1/waitlist', () => HttpResponse.json({ entries: current ? [current] : [] })),
    );
    renderWithProviders(<FundingOverview project={fullyReserved()} />);
    const amount = await screen.findByLabelText('Amount you want to invest');
    expect(screen.getByText('From $150 to $15,000, in steps of $150')).toBeInTheDocument();
    await userEvent.type(amount, '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('You are number 4 in line')).toBeInTheDocument();
    expect(screen.getByText('Fully reserved: you are on the waitlist')).toBeInTheDocument();
    expect(screen.getByTestId('waitlist-place')).toHaveTextContent(
      '3 investors are ahead of you. You asked for $1,500.',
    );
    expect(posted).toEqual([{ amount: 1500 }]);

    await userEvent.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByLabelText('Amount you want to invest')).toBeInTheDocument();
  });

  it('says why joining was refused, in the reader’s words', async () => {
    signInAs(makeUser());
    server.use(
      http.post(`/api/v1/projects/${ID}/waitlist`, () =>
        HttpResponse.json(
          { detail: '$500.00 of this round is free', code: 'ROUND_HAS_ROOM', requestId: 'r' },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<FundingOverview project={fullyReserved()} />);
    await userEvent.type(await screen.findByLabelText('Amount you want to invest'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This round has room: you can invest now instead of joining the waitlist.',
    );
  });

  it('shows room held for the investor with the way to pay it', async () => {
    signInAs(makeUser());
    server.use(
      http.get(`/api/v1/projects/${ID}/waitlist`, () =>
        HttpResponse.json({
          entry: entry({
            state: 'offered',
            place: null,
            ahead: 0,
            offered_amount: 1_200,
            offer_expires_at: IN_AN_HOUR,
          }),
        }),
      ),
    );
    renderWithProviders(<FundingOverview project={fullyReserved()} />);
    expect(await screen.findByTestId('waitlist-offer')).toHaveTextContent(/Room held for you: \$1,200 until .+/);
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/business/${ID}/payment`);
    expect(screen.getByTestId('waitlist-panel')).toHaveTextContent('Room has opened for you');
  });

  it('keeps showing the room held for the investor once the round has room for others too', async () => {
    signInAs(makeUser());
    server.use(
      http.get(`/api/v1/projects/${ID}/waitlist`, () =>
        HttpResponse.json({
          entry: entry({
            state: 'offered',
            place: null,
            ahead: 0,
            offered_amount: 1_200,
            offer_expires_at: IN_AN_HOUR,
          }),
        }),
      ),
    );
    renderWithProviders(<FundingOverview project={fullyReserved({ fully_reserved: false })} />);
    expect(await screen.findByTestId('waitlist-offer')).toHaveTextContent(/Room held for you: \$1,200 until .+/);
    expect(screen.getByTestId('invest-now')).toBeInTheDocument();
    expect(screen.queryByTestId('waitlist-panel')).toBeNull();
  });

  it('in Russian', async () => {
    await i18n.changeLanguage('ru');
    try {
      renderWithProviders(<FundingOverview project={fullyReserved()} />);
      expect(await screen.findByTestId('waitlist-panel')).toHaveTextContent(
        'Всё зарезервировано: встаньте в лист ожидания',
      );
      expect(screen.getByTestId('waitlist-count')).toHaveTextContent('3 инвестора в ожидании');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('the card of a fully reserved round', () => {
  it('says so, and the signed-in investor’s place', async () => {
    signInAs(makeUser());
    server.use(http.get('/api/v1/waitlist', () => HttpResponse.json({ entries: [entry({ place: 2 })] })));
    renderWithProviders(<ProjectCard project={makeProject({ fully_reserved: true })} />);
    const note = await screen.findByTestId('card-waitlist');
    expect(await within(note).findByTestId('card-waitlist-place')).toHaveTextContent('You are number 2 in line');
    expect(note).toHaveTextContent(/^Fully reservedYou are number 2 in line$/);
  });

  it('asks a guest to join', async () => {
    renderWithProviders(<ProjectCard project={makeProject({ fully_reserved: true })} />);
    expect(await screen.findByTestId('card-waitlist')).toHaveTextContent('Fully reserved: join the waitlist');
  });

  it('says nothing of a waitlist while the round has room', async () => {
    renderWithProviders(<ProjectCard project={makeProject()} />);
    await screen.findByTestId('project-card');
    expect(screen.queryByTestId('card-waitlist')).toBeNull();
  });
});

/** The payment page's terms for this business (the shared fixture, its own id). */
const makeTerms = (overrides: Partial<PaymentTerms> = {}): PaymentTerms =>
  makePaymentTerms({ project_id: ID, extra_ack_threshold: 100_000, ...overrides });

describe('the payment page', () => {
  beforeEach(() => {
    signInAs(makeUser({ verification_status: 'passed' }));
    server.use(
      http.get('/api/v1/users/me', () => HttpResponse.json(makeUser({ verification_status: 'passed' }))),
      http.get('/api/v1/wallet', () => HttpResponse.json({ balances: [], history: [] })),
      http.get('/api/v1/public/projects/:id', () =>
        HttpResponse.json({ detail: 'Project not found', code: 'PROJECT_NOT_FOUND' }, { status: 404 }),
      ),
    );
  });

  it('shows the room held for the investor and starts at the offered amount', async () => {
    server.use(
      http.get('/api/v1/payments/terms/:id', () =>
        HttpResponse.json(makeTerms({ accepts_payments: false, remaining: 0, max_amount: 0 })),
      ),
      http.get(`/api/v1/projects/${ID}/waitlist`, () =>
        HttpResponse.json({
          entry: entry({
            state: 'offered',
            place: null,
            ahead: 0,
            offered_amount: 1_200,
            offer_expires_at: IN_AN_HOUR,
          }),
        }),
      ),
    );
    renderApp(`/business/${ID}/payment`);
    expect(await screen.findByTestId('offer-notice', {}, { timeout: 5_000 })).toHaveTextContent(
      /Room held for you until .+\$1,200 of this round is held for you/,
    );
    expect(screen.getByLabelText('Investment amount')).toHaveValue('1200');
  });

  it('offers the waitlist when the round is fully reserved', async () => {
    server.use(
      http.get('/api/v1/payments/terms/:id', () =>
        HttpResponse.json(makeTerms({ accepts_payments: false, remaining: 0, max_amount: 0 })),
      ),
    );
    renderApp(`/business/${ID}/payment`);
    expect(await screen.findByTestId('waitlist-panel', {}, { timeout: 5_000 })).toHaveTextContent(
      'Fully reserved: join the waitlist',
    );
    expect(screen.queryByTestId('not-accepting')).toBeNull();
  });

  it('offers the waitlist when confirming finds the round full (409 ROUND_FULL)', async () => {
    server.use(
      http.get('/api/v1/payments/terms/:id', () => HttpResponse.json(makeTerms())),
      http.post('/api/v1/payments/', () =>
        HttpResponse.json(
          { detail: 'This round is fully reserved or funded.', code: 'ROUND_FULL', requestId: 'r' },
          { status: 409 },
        ),
      ),
    );
    renderApp(`/business/${ID}/payment`);
    const input = await screen.findByLabelText('Investment amount', {}, { timeout: 5_000 });
    await userEvent.type(input, '500');
    await userEvent.click(screen.getByRole('checkbox', { name: /risk/i }));
    await userEvent.click(screen.getByTestId('confirm'));
    const panel = await screen.findByTestId('waitlist-panel');
    expect(panel).toHaveTextContent('Fully reserved: join the waitlist');
    await waitFor(() => expect(within(panel).getByLabelText('Amount you want to invest')).toHaveValue('500'));
  });
});

describe('the notification of an offer', () => {
  it('names the business, the amount and the time, and links to the payment page', () => {
    const notification: Notification = {
      id: 'n1',
      type: 'waitlist_offer',
      params: {
        project_name: 'Saigon Bean',
        currency: 'USD',
        amount: 1200,
        offer_expires_at: '2026-11-26T14:32:00.000Z',
      },
      link: `/business/${ID}/payment`,
      read: false,
      created_at: '2026-11-26T14:02:00.000Z',
    };
    const text = notificationText(i18n.t.bind(i18n), notification);
    expect(text.title).toBe('Room held for you in Saigon Bean');
    expect(text.body).toMatch(/^\$1,200\.00 is held for you until .+\. Pay before then to take it\.$/);
    const lapsed = notificationText(i18n.t.bind(i18n), { ...notification, type: 'waitlist_offer_lapsed' });
    expect(lapsed.body).toBe('The $1,200.00 held for you was not paid in time and went to the next in line.');
  });
});

describe('the console', () => {
  it('lists a business’s waitlist on its status page', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const waitlist: AdminWaitlist = {
      project_id: 'green-farm',
      currency: 'USD',
      waiting: 1,
      held: 1_000,
      entries: [
        {
          id: 'w1',
          place: null,
          investor: { id: 'u2', name: 'Lan Tran', email: 'lan@example.com' },
          amount: 1_000,
          state: 'offered',
          offered_amount: 1_000,
          offer_expires_at: IN_AN_HOUR,
          joined_at: '2026-11-26T10:00:00.000Z',
          updated_at: '2026-11-26T10:00:00.000Z',
        },
        {
          id: 'w2',
          place: 1,
          investor: { id: 'u3', name: null, email: 'minh@example.com' },
          amount: 500,
          state: 'waiting',
          offered_amount: null,
          offer_expires_at: null,
          joined_at: '2026-11-26T10:05:00.000Z',
          updated_at: '2026-11-26T10:05:00.000Z',
        },
      ],
    };
    server.use(
      http.get('/api/v1/users/me', () => HttpResponse.json(makeUser({ role: 'admin' }))),
      http.get('/api/v1/admin/projects/green-farm/status', () =>
        HttpResponse.json({
          id: 'green-farm',
          name: 'Green Farm',
          status: 'fundraising',
          published: true,
          funding_end: IN_AN_HOUR,
          currency: 'USD',
          target: 10_000,
          min_raise: 10_000,
          raised: 0,
          reserved: 10_000,
          held: { payments: 0, investors: 0, total: 0 },
          finality_block: 'not_funded',
          cancellable_until: null,
          allowed_moves: ['paused'],
          images: [],
        }),
      ),
      http.get('/api/v1/admin/projects/green-farm/waitlist', () => HttpResponse.json(waitlist)),
    );
    renderApp('/admin/projects/green-farm/status');
    const section = await screen.findByTestId('admin-waitlist', {}, { timeout: 5_000 });
    expect(section).toHaveTextContent('1 investor waiting; offers hold $1,000.');
    const rows = within(section).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Lan Tran.*lan@example\.com.*\$1,000.*Offered.*\$1,000 held until/);
    expect(rows[2]).toHaveTextContent(/1.*minh@example\.com.*\$500.*Waiting/);
  });
});
