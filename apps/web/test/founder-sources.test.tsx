import type { FounderBusiness, FounderShareLinks } from '@grove/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, resetSession, signInAs } from './account';
import { server } from './msw';
import { serveUser } from './onboarding';
import { renderApp } from './render';

beforeAll(async () => {
  await Promise.all([import('@/app/routes/founder-business'), import('@/app/routes/founder-investors')]);
}, 60_000);

const API = '/api/v1/founder/businesses/green-farm';

const business: FounderBusiness = {
  id: 'green-farm',
  name: 'Green Farm',
  status: 'fundraising',
  role: 'editor',
  currency: 'USD',
  target: 10_000,
  raised: 4_000,
  investor_count: 3,
  published_at: '2026-06-01T12:00:00.000Z',
  funding_end: '2026-12-31T12:00:00.000Z',
};

const links = (extra: FounderShareLinks['sources'] = []): FounderShareLinks => ({
  currency: 'USD',
  investor_count: 3,
  raised: 4_000,
  sources: [
    {
      id: 'l1',
      name: 'Newsletter',
      code: 'news2345',
      created_at: '2026-06-02T10:00:00.000Z',
      investors: 2,
      amount: 3_000,
    },
    ...extra,
    { id: null, name: null, code: null, created_at: null, investors: 1, amount: 1_000 },
  ],
});

beforeEach(() => {
  resetSession();
  const founder = makeUser({ email: 'founder@example.com' });
  signInAs(founder);
  serveUser(founder);
  server.use(
    http.get('/api/v1/founder/businesses', () => HttpResponse.json({ businesses: [business] })),
    http.get(`${API}/questions`, () => HttpResponse.json({ questions: [] })),
    http.get(`${API}/updates`, () => HttpResponse.json({ needs_approval: false, updates: [], requests: [] })),
  );
});

describe('where investors come from', () => {
  it('shows each link and Direct with investors and amounts adding up to the raise, copies a link, and creates one', async () => {
    let created: unknown = null;
    server.use(
      http.get(`${API}/share-links`, () => HttpResponse.json(links())),
      http.post(`${API}/share-links`, async ({ request }) => {
        created = await request.json();
        return HttpResponse.json(
          links([
            {
              id: 'l2',
              name: 'Instagram',
              code: 'inst6789',
              created_at: '2026-06-03T10:00:00.000Z',
              investors: 0,
              amount: 0,
            },
          ]),
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/founder/businesses/green-farm/investors');

    const panel = await screen.findByRole('region', { name: 'Where investors come from' }, { timeout: 5_000 });
    const rows = await within(panel).findAllByRole('row', {}, { timeout: 5_000 });
    expect(rows[1]).toHaveTextContent('Newsletter');
    expect(rows[1]).toHaveTextContent('/business/green-farm?ref=news2345');
    expect(rows[1]).toHaveTextContent('$3,000');
    expect(rows[2]).toHaveTextContent('Direct (no link)');
    expect(rows[2]).toHaveTextContent('$1,000');
    expect(rows[3]).toHaveTextContent('Total');
    expect(rows[3]).toHaveTextContent('3');
    expect(rows[3]).toHaveTextContent('$4,000');

    await user.click(within(panel).getByRole('button', { name: 'Copy the link “Newsletter”' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/business/green-farm?ref=news2345`);
    expect(await within(panel).findByText('Link copied')).toBeInTheDocument();

    await user.type(within(panel).getByLabelText('New share link'), 'Instagram');
    await user.click(within(panel).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(created).toEqual({ name: 'Instagram' }));
    expect(await within(panel).findByText('Instagram')).toBeInTheDocument();
    expect(within(panel).getByLabelText('New share link')).toHaveValue('');
  });

  it('says when the name is taken', async () => {
    server.use(
      http.get(`${API}/share-links`, () => HttpResponse.json(links())),
      http.post(`${API}/share-links`, () =>
        HttpResponse.json({ code: 'SHARE_LINK_NAME_TAKEN', detail: 'taken', status: 409 }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/founder/businesses/green-farm/investors');
    const panel = await screen.findByRole('region', { name: 'Where investors come from' }, { timeout: 5_000 });
    await user.type(await within(panel).findByLabelText('New share link', {}, { timeout: 5_000 }), 'Newsletter');
    await user.click(within(panel).getByRole('button', { name: 'Create link' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('You already have a link with this name.');
  });
});
