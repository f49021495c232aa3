import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from './account';
import { exploreAnswerOf, makeProject, serveProjects } from './catalogue';
import { server } from './msw';
import { renderApp } from './render';

beforeEach(resetSession);

const catalogue = [
  makeProject({ id: 'open', name: 'Open Café', status: 'fundraising' }),
  makeProject({ id: 'longer', name: 'Extended Bakery', status: 'extended' }),
  makeProject({ id: 'mystery', name: 'Mystery Shop', status: 'something-new' as never }),
  makeProject({ id: 'funded', name: 'Funded Logistics', status: 'funded', fundedPercent: 100 }),
  makeProject({ id: 'active', name: 'Active Guesthouse', status: 'active' }),
  makeProject({ id: 'building', name: 'Building Workshop', status: 'in-progress' as never }),
  makeProject({ id: 'paying', name: 'Paying Brewery', status: 'payout' }),
  makeProject({ id: 'paused', name: 'Paused School', status: 'paused' }),
  makeProject({ id: 'refunded', name: 'Refunded Pharmacy', status: 'refund_completed' }),
];

const cardNames = () =>
  screen.getAllByTestId('project-card').map((card) => within(card).getByRole('heading').textContent);

describe('explore businesses', () => {
  it('puts fundraising, extended and unknown statuses in Available, with counts in the tabs', async () => {
    const languages = serveProjects(catalogue);
    renderApp('/businesses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore businesses' })).toBeInTheDocument();
    await screen.findByText('Open Café');
    expect(cardNames()).toEqual(['Open Café', 'Extended Bakery', 'Mystery Shop']);
    expect(screen.getByRole('tab', { name: /Available/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('tab-count-available')).toHaveTextContent('3');
    expect(screen.getByTestId('tab-count-in_progress')).toHaveTextContent('3');
    expect(screen.getByTestId('tab-count-paying_out')).toHaveTextContent('1');
    expect(screen.getByTestId('tab-count-closed')).toHaveTextContent('5');
    expect(languages).toEqual(['en']);
  });

  it('shows an unknown status as Fundraising', async () => {
    serveProjects(catalogue);
    renderApp('/businesses');
    const card = (await screen.findByRole('heading', { name: 'Mystery Shop' })).closest('article')!;
    expect(within(card).getByTestId('status-badge')).toHaveTextContent('Fundraising');
  });

  it('switches tabs, keeping the choice in the address', async () => {
    serveProjects(catalogue);
    const { router } = renderApp('/businesses');
    await screen.findByText('Open Café');

    await userEvent.click(screen.getByRole('tab', { name: /In progress/ }));
    expect(await screen.findByText('Funded Logistics')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Funded Logistics', 'Active Guesthouse', 'Building Workshop']);
    expect(router.state.location.search).toBe('?tab=in-progress');

    await userEvent.click(screen.getByRole('tab', { name: /Paying Out/ }));
    expect(await screen.findByText('Paying Brewery')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Paying Brewery']);
    expect(router.state.location.search).toBe('?tab=paying-out');
    // Paused businesses are in no tab; refunded ones only among the closed raises.
    expect(screen.queryByText('Paused School')).toBeNull();
    expect(screen.queryByText('Refunded Pharmacy')).toBeNull();
  });

  it('shows every raise that ended under Closed, the latest first, with how they ended', async () => {
    serveProjects([
      ...catalogue,
      makeProject({ id: 'old', name: 'Old Refund', status: 'refund_initiated', endsInDays: -400 }),
      // The others ended (their deadline) 20 days from now in this catalogue.
      makeProject({ id: 'new', name: 'New Success', status: 'funded', endsInDays: 30 }),
    ]);
    const { router } = renderApp('/businesses');
    await screen.findByText('Open Café');
    await userEvent.click(screen.getByRole('tab', { name: /Closed/ }));
    expect(await screen.findByText('New Success')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=closed');
    const names = cardNames();
    expect(new Set(names)).toEqual(
      new Set([
        'Funded Logistics',
        'Active Guesthouse',
        'Building Workshop',
        'Paying Brewery',
        'Refunded Pharmacy',
        'Old Refund',
        'New Success',
      ]),
    );
    expect(names[0]).toBe('New Success');
    expect(names.at(-1)).toBe('Old Refund');
    expect(screen.queryByText('Paused School')).toBeNull();
    expect(screen.getByTestId('explore-count')).toHaveTextContent('5 funded · 2 refunded');
    expect(screen.getByText(/the track record of the platform/)).toBeInTheDocument();
  });

  it('moves between tabs with the arrow, Home and End keys, one tab stop for the list', async () => {
    serveProjects(catalogue);
    const { router } = renderApp('/businesses');
    await screen.findByText('Open Café');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName(/Available/);

    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /In progress/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /In progress/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Funded Logistics')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=in-progress');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/In progress/);

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /Closed/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Available/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Closed/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: /Available/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('opens the tab the address names', async () => {
    serveProjects(catalogue);
    renderApp('/businesses?tab=paying-out');
    expect(await screen.findByText('Paying Brewery')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Paying Out/ })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['Paying Brewery']);
  });

  it('shows each tab’s own empty state', async () => {
    serveProjects([]);
    renderApp('/businesses');
    expect(await screen.findByText('No businesses are raising money right now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /In progress/ }));
    expect(await screen.findByText('No businesses in progress yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Paying Out/ }));
    expect(await screen.findByText('No businesses are paying out yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Closed/ }));
    expect(await screen.findByText('No raises have closed yet')).toBeInTheDocument();
    expect(screen.queryAllByTestId('project-card')).toHaveLength(0);
  });

  it('shows skeletons while loading, then the error with a retry', async () => {
    let fail = true;
    server.use(
      http.get('/api/v1/public/project-catalogue', ({ request }) =>
        fail
          ? HttpResponse.json({ detail: 'The catalogue is unavailable', code: 'CATALOGUE_DOWN' }, { status: 400 })
          : HttpResponse.json(exploreAnswerOf(catalogue, new URL(request.url).searchParams)),
      ),
    );
    renderApp('/businesses');
    expect(await screen.findAllByTestId('project-card-skeleton')).not.toHaveLength(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: The catalogue is unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Open Café')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
