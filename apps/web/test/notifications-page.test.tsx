import { NOTIFICATION_GROUP_TYPES, type Notification, type NotificationGroup } from '@grove/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, resetSession, signInAs } from './account';
import { server } from './msw';
import { renderApp } from './render';

beforeEach(resetSession);

const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function note(n: number, type: Notification['type'], read: boolean, params: Notification['params'] = {}): Notification {
  return { id: id(n), type, params, link: null, read, created_at: at(n) };
}

/** A fake notifications API: filters by group and unread, pages of `limit` with a numeric cursor. */
function serveNotifications(initial: Notification[]) {
  let list = initial;
  const requests: string[] = [];
  const marked: string[] = [];
  let readAll = 0;
  server.use(
    http.get('/api/v1/users/me', () => HttpResponse.json(makeUser())),
    http.get('/api/v1/notifications', ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query.toString());
      const group = query.get('group') as NotificationGroup | null;
      const shown = list.filter(
        (n) =>
          (!group || (NOTIFICATION_GROUP_TYPES[group] as readonly string[]).includes(n.type)) &&
          (query.get('unread') !== 'true' || !n.read),
      );
      const limit = Number(query.get('limit') ?? 50);
      const from = Number(query.get('cursor') ?? 0);
      const page = shown.slice(from, from + limit);
      return HttpResponse.json({
        notifications: page,
        unread_count: list.filter((n) => !n.read).length,
        next_cursor: from + limit < shown.length ? String(from + limit) : null,
      });
    }),
    http.post('/api/v1/notifications/:id/read', ({ params }) => {
      marked.push(String(params.id));
      list = list.map((n) => (n.id === params.id ? { ...n, read: true } : n));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/v1/notifications/read-all', () => {
      readAll += 1;
      list = list.map((n) => ({ ...n, read: true }));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { requests, marked, readAll: () => readAll };
}

const payout = { project_name: 'Paying Brewery', amount: 12.5, currency: 'USD' };

describe('the notifications page', () => {
  it('filters by kind and unread (kept in the address), marks read one or all, and pages', async () => {
    signInAs(makeUser());
    const many = Array.from({ length: 22 }, (_, index) => note(index + 10, 'quiz_passed', true));
    const api = serveNotifications([
      note(1, 'payout_received', false, payout),
      note(2, 'payment_failed', false, { project_name: 'Open Café' }),
      note(3, 'kyc_passed', true),
      ...many,
    ]);
    const { router } = renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const list = await screen.findByTestId('notifications-page-list');
    expect(within(list).getAllByTestId('notification')).toHaveLength(20);
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('2 unread');

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByTestId('notification')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Wallet and payouts' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('notifications-page-list')).getAllByTestId('notification')).toHaveLength(1),
    );
    expect(router.state.location.search).toBe('?group=wallet');
    expect(screen.getByTestId('notifications-page-list')).toHaveTextContent('Paying Brewery');

    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('notifications-page-list')).getAllByTestId('notification')).toHaveLength(2),
    );
    expect(router.state.location.search).toBe('?unread=1');
    expect(api.requests.at(-1)).toContain('unread=true');

    const [first] = screen.getAllByRole('button', { name: 'Mark as read' });
    await userEvent.click(first!);
    await waitFor(() => expect(api.marked).toEqual([id(1)]));
    await waitFor(() =>
      expect(within(screen.getByTestId('notifications-page-list')).getAllByTestId('notification')).toHaveLength(1),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.readAll()).toBe(1));
    expect(await screen.findByText('Nothing here with these filters.')).toBeInTheDocument();
    expect(await screen.findByText('Everything is read')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in first', async () => {
    const { router } = renderApp('/notifications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});
