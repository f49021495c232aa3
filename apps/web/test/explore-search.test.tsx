import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { exploreQueryFromSearch, searchFromExploreQuery } from '@/features/businesses/utils/explore-query';
import { resetSession } from './account';
import { exploreRequests, makeProject, serveProjects } from './catalogue';
import { renderApp } from './render';

beforeEach(resetSession);

const catalogue = [
  makeProject({ id: 'cafe', name: 'Saigon Bean Café', category: 'food_beverage', location: 'Ho Chi Minh City' }),
  makeProject({
    id: 'solar',
    name: 'Sunroof Solar',
    description: 'Panels on factory roofs',
    category: 'renewable_energy',
    location: 'Da Nang',
    ticket_min: 1_000,
    ticket_max: 20_000,
  }),
  makeProject({ id: 'bakery', name: 'Hanoi Bakery', category: 'food_beverage', location: 'Hanoi' }),
  ...Array.from({ length: 2 }, (_, n) =>
    makeProject({ id: `shop-${n}`, name: `Corner Shop ${n}`, category: 'retail', location: 'Hue' }),
  ),
];
const manyShops = Array.from({ length: 30 }, (_, n) =>
  makeProject({ id: `shop-${n}`, name: `Corner Shop ${n}`, category: 'retail', location: 'Hue' }),
);

const cardNames = () =>
  screen.getAllByTestId('project-card').map((card) => within(card).getByRole('heading').textContent);

describe('Explore’s address', () => {
  it('reads every filter from the address, and writes one spelling back', () => {
    const search = new URLSearchParams(
      'q=coffee&tab=closed&category=Food_Beverage&location=Hanoi&min=100&max=500&sort=most-funded&page=2',
    );
    const query = exploreQueryFromSearch(search);
    expect(query).toEqual({
      q: 'coffee',
      tab: 'closed',
      category: 'food_beverage',
      location: 'Hanoi',
      ticketMin: 100,
      ticketMax: 500,
      sort: 'most_funded',
      page: 2,
    });
    expect(searchFromExploreQuery(query).toString()).toBe(
      'q=coffee&tab=closed&category=food_beverage&location=Hanoi&min=100&max=500&sort=most-funded&page=2',
    );
  });

  it('turns a hand-edited address into a query the server accepts', () => {
    const query = exploreQueryFromSearch(
      new URLSearchParams(`q=%20%20&category=weapons&min=-5&max=abc&sort=cheapest&page=0&location=${'x'.repeat(150)}`),
    );
    expect(query).toEqual({ tab: 'available', sort: 'featured', page: 1, location: 'x'.repeat(100) });
    expect(exploreQueryFromSearch(new URLSearchParams('min=900&max=100'))).toMatchObject({
      ticketMin: 100,
      ticketMax: 900,
    });
    expect(exploreQueryFromSearch(new URLSearchParams('page=99999')).page).toBe(1);
    expect(searchFromExploreQuery(exploreQueryFromSearch(new URLSearchParams())).toString()).toBe('');
  });
});

describe('Explore search and filters', () => {
  it('opens a shared address with its search and filter applied', async () => {
    serveProjects(catalogue);
    renderApp('/businesses?q=bakery&category=food_beverage');
    expect(await screen.findByText('Hanoi Bakery')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Hanoi Bakery']);
    expect(screen.getByRole('searchbox', { name: 'Search businesses' })).toHaveValue('bakery');
    expect(within(screen.getByTestId('explore-filter-bar')).getByLabelText('Category')).toHaveValue('food_beverage');
    expect(exploreRequests).toEqual(['q=bakery&category=food_beverage']);
  });

  it('puts a search, a filter and an order in the address, and Back undoes them one by one', async () => {
    serveProjects(catalogue);
    const { router } = renderApp('/businesses');
    await screen.findByText('Saigon Bean Café');
    expect(screen.getByTestId('tab-count-available')).toHaveTextContent('5');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search businesses' }), 'roofs');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=roofs');
    await waitFor(() => expect(exploreRequests).toContain('q=roofs'));
    await waitFor(() => expect(cardNames()).toEqual(['Sunroof Solar']));
    expect(screen.getByTestId('tab-count-available')).toHaveTextContent('1');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search businesses' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search businesses' }), '{Enter}');
    const bar = within(screen.getByTestId('explore-filter-bar'));
    await userEvent.selectOptions(bar.getByLabelText('Category'), 'food_beverage');
    await waitFor(() => expect(router.state.location.search).toBe('?category=food_beverage'));
    await userEvent.selectOptions(bar.getByLabelText('Sort by'), 'newest');
    await waitFor(() => expect(router.state.location.search).toBe('?category=food_beverage&sort=newest'));
    await waitFor(() => expect(cardNames()).toEqual(['Saigon Bean Café', 'Hanoi Bakery']));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?category=food_beverage');
    expect(bar.getByLabelText('Sort by')).toHaveValue('featured');
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=roofs');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search businesses' })).toHaveValue('roofs'));
    await waitFor(() => expect(cardNames()).toEqual(['Sunroof Solar']));
  });

  it('filters by location and ticket range when Enter is pressed', async () => {
    serveProjects(catalogue);
    const { router } = renderApp('/businesses');
    await screen.findByText('Saigon Bean Café');
    const bar = within(screen.getByTestId('explore-filter-bar'));
    await userEvent.type(bar.getByLabelText('Ticket from, $'), '16000{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?min=16000'));
    await waitFor(() => expect(cardNames()).toEqual(['Sunroof Solar']));
    await userEvent.clear(bar.getByLabelText('Ticket from, $'));
    await userEvent.type(bar.getByLabelText('Location'), 'hue{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?location=hue'));
    await waitFor(() => expect(screen.getByTestId('explore-count')).toHaveTextContent('2 businesses'));
  });

  it('pages with links that keep the filters', async () => {
    serveProjects(manyShops);
    renderApp('/businesses?category=retail');
    await screen.findByText('Corner Shop 0');
    expect(screen.getAllByTestId('project-card')).toHaveLength(24);
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/businesses?category=retail&page=2');
    await userEvent.click(next);
    await waitFor(() => expect(screen.getAllByTestId('project-card')).toHaveLength(6));
    expect(screen.getByTestId('explore-page')).toHaveTextContent('Page 2 of 2');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/businesses?category=retail');
  });

  it('shows a count past the cap as "1,000+", in every language, and pages on while pages are full', async () => {
    serveProjects(
      Array.from({ length: 1_030 }, (_, n) =>
        makeProject({ id: `stall-${n}`, name: `Market Stall ${n}`, category: 'retail', location: 'Hue' }),
      ),
    );
    renderApp('/businesses?category=retail');
    await screen.findByText('Market Stall 0');
    expect(screen.getByTestId('explore-count')).toHaveTextContent('1,000+ businesses');
    // Past the cap only the shown tab is counted: the tabs show no number rather than a wrong one.
    expect(screen.queryByTestId('tab-count-available')).toBeNull();
    expect(screen.queryByTestId('tab-count-closed')).toBeNull();
    expect(screen.getByTestId('explore-page')).toHaveTextContent(/^Page 1$/);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/businesses?category=retail&page=2');
    // Without a filter every tab is counted, and a tab past the cap reads "1,000+".
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(screen.getByTestId('tab-count-available')).toHaveTextContent('1,000+'));
    expect(screen.getByTestId('tab-count-closed')).toHaveTextContent('0');
    for (const [language, text] of [
      ['ru', /^Более 1\s000 бизнесов$/],
      ['vi', /^Hơn 1\.000 doanh nghiệp$/],
    ] as const) {
      await act(() => i18n.changeLanguage(language));
      try {
        await waitFor(() => expect(screen.getByTestId('explore-count')).toHaveTextContent(text));
      } finally {
        await act(() => i18n.changeLanguage('en'));
      }
    }
  });

  it('says when nothing matches, and clears the filters in one step', async () => {
    serveProjects(catalogue);
    const { router } = renderApp('/businesses?q=zebra&sort=newest');
    expect(await screen.findByText('No businesses match your search')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByText('No businesses match your search').parentElement!).getByRole('button', {
        name: 'Clear filters',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'));
    expect(await screen.findByText('Saigon Bean Café')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search businesses' })).toHaveValue('');
  });
});
