import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FounderBusiness } from '@grove/contracts';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { RequireAuth } from '@/app/require-auth';
import { Root } from '@/app/root';
import { useSession } from '@/lib/session';
import { makeUser, resetSession, signInAs } from './account';
import { server } from './msw';
import { serveUser } from './onboarding';
import { renderRoutes } from './render';

// The account menu's code loads when its button is first reached: load it once up front.
beforeAll(async () => {
  await import('@/app/layouts/header-menu');
}, 60_000);

beforeEach(resetSession);

/** The auth-style layout over a few of its pages, as the router nests them. */
function renderAuthLayout(url: string) {
  return renderRoutes(
    [
      {
        element: <Root />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              { path: 'portfolio', element: <h1>portfolio page</h1> },
              { path: 'profile', element: <h1>profile page</h1> },
              { path: 'signin', element: <h1>sign-in page</h1> },
              { element: <RequireAuth />, children: [{ path: 'verification', element: <h1>verification page</h1> }] },
            ],
          },
          { index: true, element: <h1>home page</h1> },
          { path: 'businesses', element: <h1>explore page</h1> },
        ],
      },
    ],
    url,
  );
}

function signInWithNotifications() {
  const user = makeUser({ name: 'Linh Tran' });
  signInAs(user);
  serveUser(user);
  const calls = { logout: 0 };
  server.use(
    http.get('/api/v1/notifications', () => HttpResponse.json({ notifications: [], unread_count: 2 })),
    http.post('/api/v1/auth/logout', () => {
      calls.logout += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('the auth-style layout, signed in', () => {
  it('has the main links, the notifications bell and the account button, the language switch last', async () => {
    signInWithNotifications();
    renderAuthLayout('/portfolio');
    await screen.findByRole('heading', { name: 'portfolio page' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/businesses');
    expect(within(nav).getByRole('link', { name: 'Portfolio' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Linh Tran\s?: Your account$/ })).toHaveTextContent('Linh Tran');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    // Spec §2: the auth-style layout's language switch stays at the top right, with the account's buttons.
    const buttons = within(screen.getByRole('banner'))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(buttons).toEqual([
      'EN: Change language',
      'Notifications, 2 unread',
      // Named by its content (the initials are hidden from the name): what it shows, then what it is.
      expect.stringMatching(/Linh Tran: Your account$/),
      'Open menu',
    ]);
  });

  it('goes from the portfolio to the profile and to explore', async () => {
    signInWithNotifications();
    const { router } = renderAuthLayout('/portfolio');
    await screen.findByRole('heading', { name: 'portfolio page' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'profile page' })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Explore' }),
    );
    expect(await screen.findByRole('heading', { name: 'explore page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/businesses');
  });

  it('logs out from the account menu', async () => {
    const calls = signInWithNotifications();
    const { router } = renderAuthLayout('/profile');
    await screen.findByRole('heading', { name: 'profile page' });
    const account = screen.getByRole('button', { name: /^Linh Tran\s?: Your account$/ });
    await userEvent.hover(account);
    await userEvent.click(await screen.findByTestId('profile-button'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ann@example.com')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(useSession.getState().isAuthenticated).toBe(false));
    expect(calls.logout).toBe(1);
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('has a phone menu with the links, the notifications and log out', async () => {
    const calls = signInWithNotifications();
    renderAuthLayout('/profile');
    await screen.findByRole('heading', { name: 'profile page' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByTestId('mobile-menu');
    for (const name of ['Explore', 'Portfolio', 'Profile', 'Terms', 'Privacy', 'Risk warning']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(await within(menu).findByText('Notifications')).toBeInTheDocument();
    await userEvent.click(await within(menu).findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(useSession.getState().isAuthenticated).toBe(false));
    expect(calls.logout).toBe(1);
  });
});

describe('the account menus for someone in a business’s team', () => {
  const BUSINESS: FounderBusiness = {
    id: 'kartli-craft-brewery',
    name: 'Kartli Craft Brewery',
    role: 'owner',
    status: 'payout',
    published_at: '2025-01-10T10:00:00.000Z',
    currency: 'USD',
    target: 210000,
    raised: 210000,
    investor_count: 173,
    funding_end: '2025-03-01T10:00:00.000Z',
  };
  const serveBusinesses = (businesses: FounderBusiness[]) => {
    const calls = { count: 0 };
    server.use(
      http.get('/api/v1/founder/businesses', () => {
        calls.count += 1;
        return HttpResponse.json({ businesses });
      }),
    );
    return calls;
  };

  async function openAccountMenu() {
    const account = screen.getByRole('button', { name: /^Linh Tran\s?: Your account$/ });
    await userEvent.hover(account);
    await userEvent.click(await screen.findByTestId('profile-button'));
    return screen.findByRole('menu');
  }

  it('offers the founder portal instead of raising money, asked for only when a menu opens', async () => {
    signInWithNotifications();
    const calls = serveBusinesses([BUSINESS]);
    renderAuthLayout('/profile');
    await screen.findByRole('heading', { name: 'profile page' });
    expect(calls.count).toBe(0);
    const menu = await openAccountMenu();
    expect(await within(menu).findByRole('menuitem', { name: 'Founder portal' })).toHaveAttribute('href', '/founder');
    expect(within(menu).queryByRole('menuitem', { name: 'Raise money with Grove' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const phone = screen.getByTestId('mobile-menu');
    expect(await within(phone).findByRole('link', { name: 'Founder portal' })).toHaveAttribute('href', '/founder');
    expect(within(phone).queryByRole('link', { name: 'Raise money with Grove' })).toBeNull();
    // One request for both menus: the answer is kept.
    expect(calls.count).toBe(1);
  });

  it('offers raising money to someone in no team, in both menus', async () => {
    signInWithNotifications();
    serveBusinesses([]);
    renderAuthLayout('/profile');
    await screen.findByRole('heading', { name: 'profile page' });
    const menu = await openAccountMenu();
    expect(await within(menu).findByRole('menuitem', { name: 'Raise money with Grove' })).toHaveAttribute(
      'href',
      '/founder/apply',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Founder portal' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const phone = screen.getByTestId('mobile-menu');
    expect(await within(phone).findByRole('link', { name: 'Raise money with Grove' })).toHaveAttribute(
      'href',
      '/founder/apply',
    );
    expect(within(phone).queryByRole('link', { name: 'Founder portal' })).toBeNull();
  });
});

describe('logging out on a protected page', () => {
  it('goes home, not to the sign-in page', async () => {
    const calls = signInWithNotifications();
    const { router } = renderAuthLayout('/verification');
    await screen.findByRole('heading', { name: 'verification page' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await within(screen.getByTestId('mobile-menu')).findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.logout).toBe(1);
  });

  it('still sends a guest who opens one to the sign-in page', async () => {
    const { router } = renderAuthLayout('/verification');
    expect(await screen.findByRole('heading', { name: 'sign-in page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirectTo=%2Fverification');
  });
});

describe('the auth-style layout, signed out', () => {
  it('keeps the sign-in page to the logo and the language switch', async () => {
    renderAuthLayout('/signin');
    await screen.findByRole('heading', { name: 'sign-in page' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'EN: Change language' })).toBeInTheDocument();
  });
});
