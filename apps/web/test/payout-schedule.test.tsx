import type { Notification, ProjectDetails, PublicPayoutList } from '@grove/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import PayoutScheduleSection from '@/features/businesses/components/details/payout-schedule-section';
import { hasPayoutSchedule } from '@/features/businesses/components/details/payout-schedule-rules';
import { DetailsSection } from '@/features/businesses/components/details/section';
import { notificationText } from '@/features/notifications/utils/notification-text';
import { i18n } from '@/lib/i18n';
import { makeProject } from './catalogue';
import { server } from './msw';
import { renderWithProviders } from './render';

/** A business page's data, as far as the schedule reads it. */
function details(overrides: Partial<ProjectDetails> = {}): ProjectDetails {
  return {
    ...makeProject({ id: 'cafe', name: 'Open Café', status: 'payout', expected_return: 15 }),
    funding_end: '2025-01-15T00:00:00.000Z',
    investment_term_months: 18,
    ...overrides,
  } as ProjectDetails;
}

const recorded: PublicPayoutList = {
  project_id: 'cafe',
  currency: 'USD',
  total_paid: 60_000.5,
  payouts: [
    { id: 'p1', amount: 30_000, period_start: '2025-01-01', period_end: '2025-06-30', paid_at: '2025-08-01T09:00:00Z' },
    {
      id: 'p2',
      amount: 30_000.5,
      period_start: '2025-07-01',
      period_end: '2025-09-30',
      paid_at: '2025-11-02T09:00:00Z',
    },
  ],
};

describe('business page: payout schedule', () => {
  it('shows the expected schedule from the raise’s end and term, with the recorded payouts marked', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/public/projects/:id/payouts', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(recorded);
      }),
    );
    renderWithProviders(<PayoutScheduleSection project={details()} Section={DetailsSection} />);
    const section = await screen.findByRole('region', { name: 'Payout schedule' }, { timeout: 5_000 });
    expect(section).toHaveTextContent(
      'Expected from the raise\u2019s end (January 15, 2025) and its 18-month term'.replace('\u2019', "'"),
    );
    expect(section).toHaveTextContent('contract minimum (+15%)');
    expect(await within(section).findByTestId('payouts-total')).toHaveTextContent(
      '$60,000.50 paid to investors so far',
    );
    expect(asked).toEqual(['cafe']);

    const rows = within(section).getAllByTestId('schedule-row');
    // Eighteen months: two tranches (50 % each), then the quarterly profit share.
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Tranche 1 of 2');
    expect(rows[0]).toHaveTextContent('Expected Jul 2025 – Sep 2025');
    expect(rows[0]).toHaveTextContent('50% of the contract minimum');
    expect(rows[0]).toHaveAttribute('data-state', 'paid');
    expect(within(rows[0]!).getByTestId('schedule-payout')).toHaveTextContent(
      '$30,000 paid to investors on Aug 1, 2025For Jan 1, 2025 – Jun 30, 2025',
    );
    expect(rows[1]).toHaveAttribute('data-state', 'paid');
    expect(within(rows[1]!).getByTestId('schedule-payout')).toHaveTextContent('$30,000.50 paid to investors');
    expect(rows[2]).toHaveTextContent('Quarterly profit share');
    expect(rows[2]).toHaveTextContent('From Mar 2026, every 3 months');
    expect(rows[2]).not.toHaveAttribute('data-state', 'paid');
  });

  it('asks nothing for a raise still open, and says the dates hold if it closes on time', async () => {
    renderWithProviders(
      <PayoutScheduleSection
        project={details({ status: 'fundraising', funding_end: '2099-03-31T00:00:00.000Z' })}
        Section={DetailsSection}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Payout schedule' }, { timeout: 5_000 });
    expect(section).toHaveTextContent('The raise is still open: these dates hold if it closes on its deadline.');
    expect(
      within(section)
        .getAllByTestId('schedule-row')
        .map((row) => row.getAttribute('data-state')),
    ).toEqual(['upcoming', 'upcoming', 'upcoming']);
    expect(within(section).queryByTestId('payouts-total')).not.toBeInTheDocument();
  });

  it('keeps the expected schedule when the payouts cannot be read', async () => {
    server.use(
      http.get('/api/v1/public/projects/:id/payouts', () =>
        HttpResponse.json({ code: 'NOT_FOUND', detail: 'Not found' }, { status: 404 }),
      ),
    );
    renderWithProviders(<PayoutScheduleSection project={details()} Section={DetailsSection} />);
    expect(await screen.findByText(/could not be loaded; the expected schedule is shown/)).toBeInTheDocument();
    expect(screen.getAllByTestId('schedule-row')).toHaveLength(3);
  });

  it('is left out without a raise end, or for a refunded raise', () => {
    expect(hasPayoutSchedule({ funding_end: null, status: 'fundraising' })).toBe(false);
    expect(hasPayoutSchedule({ funding_end: '2025-01-15', status: 'refund_completed' })).toBe(false);
    expect(hasPayoutSchedule({ funding_end: '2025-01-15', status: 'payout' })).toBe(true);
  });
});

describe('notifications of payouts and the wallet', () => {
  const make = (type: string, params: Notification['params']): Notification => ({
    id: 'n1',
    type,
    params,
    link: '/portfolio?tab=wallet',
    read: false,
    created_at: '2027-08-01T00:00:00Z',
  });
  const t = i18n.t.bind(i18n);

  it('says what arrived, from whom and for which period', () => {
    expect(
      notificationText(
        t,
        make('payout_received', {
          project_id: 'cafe',
          project_name: 'Open Café',
          amount: 1437.75,
          currency: 'usd',
          period_start: '2027-01-01',
          period_end: '2027-03-31',
          payout_id: 'po-1',
        }),
      ),
    ).toEqual({
      title: 'Payout from Open Café',
      body: '$1,437.75 was added to your wallet, for Jan 1, 2027 – Mar 31, 2027.',
    });
    expect(notificationText(t, make('payout_received', {})).body).toBe('A payout was added to your wallet.');
  });

  it('tells of top-ups and withdrawals, and why a withdrawal failed', () => {
    expect(notificationText(t, make('wallet_topped_up', { amount: 100, currency: 'USD', top_up_id: 't' }))).toEqual({
      title: 'Wallet topped up',
      body: '$100.00 was added to your wallet.',
    });
    expect(notificationText(t, make('withdrawal_paid', { amount: 50, currency: 'USD', withdrawal_id: 'w' }))).toEqual({
      title: 'Withdrawal paid',
      body: '$50.00 was sent from your wallet to you.',
    });
    expect(
      notificationText(
        t,
        make('withdrawal_failed', { amount: 50, currency: 'USD', withdrawal_id: 'w', reason: 'declined' }),
      ),
    ).toEqual({ title: 'Withdrawal failed', body: 'Reason: the payout was declined. $50.00 is back in your wallet.' });
    expect(
      notificationText(t, make('withdrawal_failed', { amount: 50, currency: 'USD', withdrawal_id: 'w', reason: 'x' }))
        .body,
    ).toBe('$50.00 could not be sent and is back in your wallet.');
  });
});
