import { screen, within } from '@testing-library/react';
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
            expected_return: 15,
            status: 'paid',
            application_id: 'app-1',
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
    expect(within(row).getByText('+15%')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View business: Open Café' })).toHaveAttribute(
      'href',
      '/business/cafe',
    );
  });
});
