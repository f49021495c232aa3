import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RequireAuth } from '@/app/require-auth';
import { Root } from '@/app/root';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { chooseLanguage, i18n } from '@/lib/i18n';
import { renderApp, renderRoutes } from './render';

function Boom(): never {
  throw new Error('render failed');
}

const shellRoutes = (children: Parameters<typeof renderRoutes>[0]) => [
  { element: <RouteErrorBoundary />, children: [{ element: <Root />, children }] },
];

describe('protected routes', () => {
  it('send a signed-out visitor to /signin, remembering the path and query', async () => {
    const { router } = renderRoutes(
      shellRoutes([
        { path: 'signin', element: <p>sign-in screen</p> },
        { element: <RequireAuth />, children: [{ path: 'quiz/profile', element: <p>quiz</p> }] },
      ]),
      '/quiz/profile?step=2',
    );
    expect(await screen.findByText('sign-in screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/quiz/profile?step=2');
  });
});

describe('not-found page', () => {
  it('offers back and home', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to home page' }));
    // The home page is a lazily loaded route: the navigation completes once its code is in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('unexpected errors', () => {
  it('show the spec dialog; closing goes to /', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderRoutes(
      shellRoutes([
        { index: true, element: <p>home</p> },
        {
          element: <PublicLayout />,
          children: [{ element: <RouteErrorBoundary />, children: [{ path: 'broken', element: <Boom /> }] }],
        },
      ]),
      '/broken',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(
      within(dialog).getByText(
        'We encountered an unexpected error. Please try refreshing the page or contact support if the problem persists.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('home')).toBeInTheDocument();
  });

  it("'Try Again' renders the page again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('first render fails');
      return <p>recovered</p>;
    }
    renderRoutes(
      shellRoutes([
        {
          element: <Outlet />,
          children: [{ element: <RouteErrorBoundary />, children: [{ path: 'flaky', element: <Flaky /> }] }],
        },
      ]),
      '/flaky',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('recovered')).toBeInTheDocument();
  });
});

describe('scrolling', () => {
  it('goes to the top on route changes unless the address has a hash', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { router } = renderRoutes(
      shellRoutes([
        { path: 'a', element: <p>page a</p> },
        { path: 'b', element: <h2 id="section">page b</h2> },
      ]),
      '/a',
    );
    await screen.findByText('page a');
    scrollTo.mockClear();
    await act(() => router.navigate('/b#section'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(intoView).toHaveBeenCalled();
    await act(() => router.navigate('/a'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('mobile menu', () => {
  it('opens with the spec links, locks scrolling, and closes on Escape', async () => {
    renderRoutes(
      shellRoutes([{ element: <PublicLayout />, children: [{ index: true, element: <p>landing</p> }] }]),
      '/',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByTestId('mobile-menu');
    for (const name of ['Sign up', 'Sign in', 'Explore', 'Portfolio', 'Profile', 'Terms', 'Privacy', 'Risk warning']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent(menu, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Explore' })).toBeNull());
    expect(menu).not.toHaveAttribute('open');
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('language switch', () => {
  it('stores the choice (for the server too), sets <html lang> and translates the interface', async () => {
    renderRoutes(shellRoutes([{ element: <AuthLayout />, children: [{ index: true, element: <p>page</p> }] }]), '/');
    expect(await screen.findByRole('link', { name: 'Privacy' })).toBeInTheDocument();
    await act(() => chooseLanguage('ru'));
    expect(window.localStorage.getItem('preferred_language')).toBe('ru');
    // …and in a cookie, so the server renders the next page in it.
    expect(document.cookie).toContain('preferred_language=ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(await screen.findByRole('link', { name: 'Конфиденциальность' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});
