import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAccount } from './account-routes';
import { server } from './msw';

const messages = [
  {
    id: 'm1',
    to: 'ann@example.com',
    subject: 'Welcome to Grove',
    text: 'Hello Ann,\nwelcome aboard.',
    created_at: '2026-03-01T10:00:00.000Z',
    status: 'sent',
  },
  {
    id: 'm2',
    to: 'ann@example.com',
    subject: 'Your recovery code',
    text: 'Your code is 123456.\nIt is valid for 15 minutes.',
    created_at: '2026-03-02T10:00:00.000Z',
    status: 'queued',
  },
];

describe('local mailbox', () => {
  it('lists the e-mails newest first, filters by recipient and refreshes', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/dev/mailbox', ({ request }) => {
        const email = new URL(request.url).searchParams.get('email') ?? '';
        asked.push(email);
        return HttpResponse.json({ messages: email === 'nobody@example.com' ? [] : messages });
      }),
    );
    const { router } = renderAccount('/dev/mailbox?email=ann%40example.com');
    const cards = await screen.findAllByTestId('mailbox-message');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Your recovery code',
      'Welcome to Grove',
    ]);
    expect(within(cards[0]!).getByText(/Your code is 123456/).tagName).toBe('PRE');
    expect(within(cards[0]!).getAllByText('ann@example.com').length).toBeGreaterThan(0);
    expect(asked[0]).toBe('ann@example.com');

    const filter = screen.getByLabelText('Recipient');
    await userEvent.clear(filter);
    await userEvent.type(filter, 'ann@exa');
    // A partial address narrows the list here; only a whole one goes to the server.
    await waitFor(() => expect(router.state.location.search).toBe('?email=ann%40exa'));
    expect(screen.getAllByTestId('mailbox-message')).toHaveLength(2);
    expect(asked).not.toContain('ann@exa');
    await userEvent.clear(filter);
    await userEvent.type(filter, 'nobody@example.com');
    expect(await screen.findByText('No emails yet')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?email=nobody%40example.com'));

    const calls = asked.length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(asked.length).toBeGreaterThan(calls));
  });

  it('explains who may read it when the server refuses (another computer, not an operator)', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v1/dev/mailbox', () => {
        calls += 1;
        return HttpResponse.json(
          { detail: 'No API route GET /api/v1/dev/mailbox', code: 'NOT_FOUND', requestId: 'r1' },
          { status: 404 },
        );
      }),
    );
    renderAccount('/dev/mailbox');
    expect(await screen.findByText('This mailbox is not available here')).toBeInTheDocument();
    expect(screen.getByText(/only in a browser on the computer the server runs on/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
