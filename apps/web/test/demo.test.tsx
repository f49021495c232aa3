import type { DemoSession, DemoVisit } from '@grove/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { PublicLayout } from '@/app/layouts/public-layout';
import { Root } from '@/app/root';
import { DemoPage } from '@/features/demo/components/demo-page';
import { TOUR_STORAGE_KEY, useTour } from '@/features/demo/hooks/tour-store';
import { isStepPage, nextIndex, stepForLocation, TOURS } from '@/features/demo/utils/tour-steps';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { futureToken, makeUser, resetSession } from './account';
import { server } from './msw';
import { renderApp, renderRoutes } from './render';

const VISIT: DemoVisit = {
  role: 'investor',
  account: 'investor',
  expires_at: '2030-01-02T10:00:00.000Z',
  businesses: {
    raising: 'saigon-bean-roastery-demo-abc',
    to_invest: 'song-yoga-danang-demo-abc',
    paying_out: 'kartli-craft-brewery-demo-abc',
    refunded: 'sen-vang-pharmacy-demo-abc',
    draft: 'an-tam-family-clinic-demo-abc',
  },
  cancellable_payment_id: 'p1',
  open_question_id: 'q1',
};
const DEMO_USER = makeUser({ name: 'Alex Carter', demo_expires_at: VISIT.expires_at, verification_status: 'passed' });

beforeAll(async () => {
  // The tour's panel and texts load when a demo session starts: once, up front.
  await import('@/features/demo/components/demo-tour');
  await i18n.loadNamespaces('demo');
}, 60_000);

beforeEach(() => {
  resetSession();
  localStorage.removeItem(TOUR_STORAGE_KEY);
  useTour.setState({ tour: null, step: 0, open: false });
});

/** The guided tour's page and two of the pages it visits, in their layouts. */
function renderTour(url: string) {
  return renderRoutes(
    [
      {
        element: <Root />,
        children: [
          { element: <AuthLayout />, children: [{ path: 'demo', element: <DemoPage /> }] },
          {
            element: <PublicLayout />,
            children: [
              { path: 'businesses', element: <h1>explore page</h1> },
              { path: 'business/:id', element: <h1>business page</h1> },
              { path: 'founder', element: <h1>founder portal</h1> },
              { path: 'founder/businesses/:id/campaign', element: <h1>campaign editor</h1> },
            ],
          },
        ],
      },
    ],
    url,
  );
}

function serveDemo(visit: DemoVisit = VISIT) {
  const started: unknown[] = [];
  server.use(
    http.post('/api/v1/demo/sessions', async ({ request }) => {
      started.push(await request.json());
      const session: DemoSession = { token: futureToken(), user: DEMO_USER, visit };
      return HttpResponse.json(session, { status: 201 });
    }),
    http.get('/api/v1/demo/visit', () => HttpResponse.json(visit)),
    http.get('/api/v1/users/me', () => HttpResponse.json(DEMO_USER)),
  );
  return started;
}

describe('/demo', () => {
  it('is the not-found page when the server is not in demo mode', async () => {
    renderApp('/demo');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  });

  it('starts a visit as an investor: signed in, the Demo marker, and the tour at its first stop', async () => {
    const started = serveDemo();
    const { router } = renderTour('/demo');
    await screen.findByRole('heading', { level: 1, name: 'See Grove from every side in a few minutes' });
    expect(screen.getByRole('button', { name: 'Explore as an operator' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Explore as an investor' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses'));
    expect(started).toEqual([{ role: 'investor', language: 'en' }]);
    expect(useSession.getState().isAuthenticated).toBe(true);
    const tour = await screen.findByRole('dialog', { name: 'Explore' });
    expect(within(tour).getByText('Tour · step 1 of 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demo visit: back to the tour page' })).toHaveAttribute('href', '/demo');

    // Next goes to the business made for the visit, and the heading of the new step takes the focus.
    await userEvent.click(within(tour).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/song-yoga-danang-demo-abc'));
    const business = await screen.findByRole('dialog', { name: 'A business' });
    await waitFor(() => expect(within(business).getByRole('heading', { name: 'A business' })).toHaveFocus());

    // Leaving closes it; the Demo marker's page resumes it where it was.
    await userEvent.click(within(business).getByRole('button', { name: 'Leave the tour' }));
    expect(screen.queryByRole('dialog', { name: 'A business' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Demo visit: back to the tour page' }));
    await screen.findByRole('heading', { name: 'You are in a demo visit as an investor' });
    await act(() => router.navigate('/businesses'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate('/demo'));
    await userEvent.click(await screen.findByRole('button', { name: 'Resume the tour' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/song-yoga-danang-demo-abc'));
    await screen.findByRole('dialog', { name: 'A business' });
  });

  it('starts a visit as a founder: the portal first, then the visit’s draft in the campaign editor', async () => {
    const started = serveDemo({ ...VISIT, role: 'founder', account: 'founder' });
    const { router } = renderTour('/demo');
    await userEvent.click(await screen.findByRole('button', { name: 'Explore as a founder' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/founder'));
    expect(started).toEqual([{ role: 'founder', language: 'en' }]);
    const tour = await screen.findByRole('dialog', { name: "The founder's portal" });
    expect(within(tour).getByText('Tour · step 1 of 10')).toBeInTheDocument();
    await userEvent.click(within(tour).getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/founder/businesses/an-tam-family-clinic-demo-abc/campaign'),
    );
    await screen.findByRole('dialog', { name: 'The campaign editor' });
  });

  it('tells a signed-in investor that the tour signs them out of their account', async () => {
    serveDemo();
    server.use(http.get('/api/v1/users/me', () => HttpResponse.json(makeUser())));
    useSession.getState().signIn(futureToken(), makeUser());
    renderTour('/demo');
    await screen.findByText('Starting the tour signs you out of your own account in this browser.');
  });

  it('shows no marker and no tour to anyone else', async () => {
    useTour.setState({ tour: 'investor', step: 0, open: true });
    useSession.getState().signIn(futureToken(), makeUser());
    server.use(http.get('/api/v1/users/me', () => HttpResponse.json(makeUser())));
    renderTour('/businesses');
    await screen.findByRole('heading', { name: 'explore page' });
    expect(screen.queryByRole('link', { name: 'Demo visit: back to the tour page' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the tour’s steps', () => {
  const investor = TOURS.investor;
  const index = (id: string) => investor.findIndex((step) => step.id === id);
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('follows the visitor through investing, and only there', () => {
    const amount = index('amount');
    expect(stepForLocation(investor, amount, VISIT, at('/business/song-yoga-danang-demo-abc/payment'))).toBe(amount);
    expect(stepForLocation(investor, amount, VISIT, at('/business/song-yoga-danang-demo-abc/payment/secure'))).toBe(
      index('checkout'),
    );
    expect(
      stepForLocation(
        investor,
        index('checkout'),
        VISIT,
        at('/business/song-yoga-danang-demo-abc/payment/progress', '?paymentId=x'),
      ),
    ).toBe(index('progress'));
    // Elsewhere a step stays where it is, even where a later step's page is.
    expect(stepForLocation(investor, 0, VISIT, at('/demo'))).toBe(0);
    expect(stepForLocation(investor, index('progress'), VISIT, at('/portfolio'))).toBe(index('progress'));
    // A visit with no tour chosen in this browser (begun elsewhere, its storage cleared) has no step.
    expect(stepForLocation([], 3, VISIT, at('/portfolio', '?tab=wallet'))).toBe(0);
  });

  it('tells a portfolio tab from the portfolio', () => {
    expect(stepForLocation(investor, index('wallet'), VISIT, at('/portfolio', '?tab=wallet'))).toBe(index('wallet'));
    expect(stepForLocation(investor, index('portfolio'), VISIT, at('/portfolio', '?tab=wallet'))).toBe(
      index('portfolio'),
    );
  });

  it('skips the pages that need an investment when the visitor skips investing', () => {
    expect(investor[nextIndex(investor, index('amount'))]!.id).toBe('portfolio');
    expect(investor[nextIndex(investor, index('explore'))]!.id).toBe('business');
  });

  it('walks the founder through the visit’s own businesses: the draft, the raising one, the paying-out one', () => {
    const founder = TOURS.founder;
    const pages = founder.map((step) => step.href(VISIT));
    expect(pages[0]).toBe('/founder');
    expect(pages.at(-1)).toBe('/demo');
    const business = (id: string) => pages.filter((page) => page.startsWith(`/founder/businesses/${id}`));
    expect(business(VISIT.businesses.draft)).toHaveLength(3);
    expect(business(VISIT.businesses.raising)).toHaveLength(3);
    expect(business(VISIT.businesses.paying_out)).toHaveLength(2);
    expect(pages.filter((page) => /to_invest|song-yoga|sen-vang/.test(page))).toEqual([]);
    // Each step is found at its own page (the business's overview is not its campaign).
    const raiseLive = founder.findIndex((step) => step.id === 'raiseLive');
    expect(stepForLocation(founder, raiseLive, VISIT, at('/founder/businesses/saigon-bean-roastery-demo-abc'))).toBe(
      raiseLive,
    );
    expect(isStepPage(founder[raiseLive]!, VISIT, at('/founder/businesses/saigon-bean-roastery-demo-abc/team'))).toBe(
      false,
    );
  });
});
