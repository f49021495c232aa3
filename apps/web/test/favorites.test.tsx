import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, resetSession, signInAs } from './account';
import { makePortfolio, makeProject, servePortfolio, serveProjects } from './catalogue';
import { server } from './msw';
import { renderApp } from './render';

beforeEach(resetSession);

const cafe = makeProject({ id: 'cafe', name: 'Open Café' });
const bakery = makeProject({ id: 'bakery', name: 'Golden Bakery', status: 'extended' });

function signedIn() {
  signInAs(makeUser());
  server.use(http.get('/api/v1/users/me', () => HttpResponse.json(makeUser())));
}

const cardOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('article')!;

describe('saving a business', () => {
  it('asks a guest to sign up or log in, coming back to the same page', async () => {
    serveProjects([cafe, bakery]);
    renderApp('/businesses?tab=available');
    const card = await cardOf('Open Café');
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Sign up or log in to save businesses' });
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?redirectTo=%2Fbusinesses%3Ftab%3Davailable',
    );
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/signin?redirectTo=%2Fbusinesses%3Ftab%3Davailable',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('toggles for a signed-in user (PUT, then DELETE), and the portfolio’s Saved tab follows', async () => {
    signedIn();
    serveProjects([cafe, bakery]);
    const calls = servePortfolio(makePortfolio(), [cafe, bakery]);
    const { router } = renderApp('/businesses');

    const card = await cardOf('Open Café');
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    const saved = await within(card).findByRole('button', { name: 'Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls).toEqual(['PUT cafe']));

    await act(() => router.navigate('/portfolio?tab=saved'));
    const list = await screen.findByTestId('saved-list');
    expect(within(list).getByRole('heading', { name: 'Open Café' })).toBeInTheDocument();
    expect(within(list).queryByRole('heading', { name: 'Golden Bakery' })).toBeNull();

    // Un-saving from the portfolio removes the card.
    await userEvent.click(within(list).getByRole('button', { name: 'Saved' }));
    expect(await screen.findByText('No saved businesses yet')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['PUT cafe', 'DELETE cafe']));

    await act(() => router.navigate('/businesses'));
    const again = await cardOf('Open Café');
    expect(await within(again).findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls back and explains when saving fails', async () => {
    signedIn();
    const gone = makeProject({ id: 'gone', name: 'Vanished Shop' });
    serveProjects([gone]);
    const calls = servePortfolio(makePortfolio(), []);
    renderApp('/businesses');
    const card = await cardOf('Vanished Shop');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Could not save the business' });
    expect(within(dialog).getByText('Project not found')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls).toEqual(['PUT gone']);
  });
});
