import type {
  AdminDashboard,
  AuditEntry,
  DevClock,
  Notification,
  ProjectLifecycle,
  ProjectStatusMove,
} from '@grove/contracts';
import { OPERATOR_STATUS_MOVES } from '@grove/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationText } from '@/features/notifications/utils/notification-text';
import { i18n } from '@/lib/i18n';
import { makeUser, resetSession, setPublicConfig, signInAs } from './account';
import { server } from './msw';
import { serveUser } from './onboarding';
import { renderApp } from './render';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/admin-layout'),
    import('@/app/routes/admin-dashboard'),
    import('@/app/routes/admin-project-status'),
    import('@/app/routes/admin-audit'),
  ]);
}, 60_000);

beforeEach(() => {
  resetSession();
  const operator = makeUser({ role: 'admin', email: 'op@example.com' });
  signInAs(operator);
  serveUser(operator);
});

const lifecycle = (overrides: Partial<ProjectLifecycle> = {}): ProjectLifecycle => ({
  id: 'green-farm',
  name: 'Green Farm',
  status: 'fundraising',
  published: true,
  funding_end: '2026-12-31T12:00:00.000Z',
  currency: 'USD',
  target: 10_000,
  min_raise: 10_000,
  raised: 4_000,
  reserved: 0,
  held: { payments: 4, investors: 3, total: 4_000 },
  finality_block: 'not_funded',
  cancellable_until: null,
  allowed_moves: [...OPERATOR_STATUS_MOVES.fundraising],
  images: [{ file_id: '11111111-2222-4333-8444-555555555555', url: '/api/v1/files/img-1', alt: 'The bakery' }],
  ...overrides,
});

describe('status panel', () => {
  it('offers only the allowed moves, asks for a reason, confirms, and sends the move', async () => {
    let current = lifecycle();
    const sent: ProjectStatusMove[] = [];
    server.use(
      http.get('/api/v1/admin/projects/green-farm/status', () => HttpResponse.json(current)),
      http.post('/api/v1/admin/projects/green-farm/status', async ({ request }) => {
        const move = (await request.json()) as ProjectStatusMove;
        sent.push(move);
        current = lifecycle({ status: move.status, allowed_moves: [...OPERATOR_STATUS_MOVES[move.status]] });
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/projects/green-farm/status');

    const moves = await screen.findByRole('group', { name: 'Move to' });
    const options = within(moves).getAllByRole('radio');
    expect(options.map((o) => (o as HTMLInputElement).value)).toEqual([
      'extended',
      'paused',
      'funded',
      'refund_initiated',
    ]);
    expect(within(moves).queryByRole('radio', { name: /Start paying out/ })).toBeNull();

    // Extending needs a deadline and a reason before anything is sent.
    await user.click(within(moves).getByRole('radio', { name: /Extend the deadline/ }));
    await user.click(screen.getByRole('button', { name: 'Review the move' }));
    expect(await screen.findByText('Please give a reason.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a new deadline in the future.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(within(moves).getByRole('radio', { name: /Pause the raise/ }));
    await user.type(screen.getByLabelText('Reason'), 'Supplier audit');
    await user.click(screen.getByRole('button', { name: 'Review the move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Green Farm to “Paused”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the move' }));

    await waitFor(() => expect(sent).toEqual([{ status: 'paused', reason: 'Supplier audit' }]));
    expect(await screen.findByText('The business is now “Paused”.')).toBeInTheDocument();
    // From paused, the panel offers resuming and refunding only.
    const after = await screen.findByRole('group', { name: 'Move to' });
    expect(
      within(after)
        .getAllByRole('radio')
        .map((o) => (o as HTMLInputElement).value),
    ).toEqual(['fundraising', 'refund_initiated']);
  });

  it('shows that a refund is running and offers no move', async () => {
    server.use(
      http.get('/api/v1/admin/projects/green-farm/status', () =>
        HttpResponse.json(lifecycle({ status: 'refund_initiated', allowed_moves: [] })),
      ),
    );
    renderApp('/admin/projects/green-farm/status');
    expect(await screen.findByText(/Every investment is being refunded/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Move to' })).toBeNull();
  });
});

describe('status panel: the minimum to succeed and final money', () => {
  it('shows the minimum beside target and raised, and says why closing early is not available below it', async () => {
    server.use(
      http.get('/api/v1/admin/projects/green-farm/status', () =>
        HttpResponse.json(lifecycle({ min_raise: 6_000, raised: 4_000, reserved: 500 })),
      ),
    );
    renderApp('/admin/projects/green-farm/status');
    expect(await screen.findByTestId('figure-raised')).toHaveTextContent('Raised$4,000');
    expect(screen.getByTestId('figure-target')).toHaveTextContent('Target$10,000');
    expect(screen.getByTestId('figure-minimum')).toHaveTextContent('Minimum to succeed$6,000');
    expect(screen.getByTestId('figure-reserved')).toHaveTextContent('$500');
    expect(screen.getByTestId('minimum-progress')).toHaveTextContent(
      '$2,000 more is needed to reach the minimum to succeed.',
    );
    const close = screen.getByRole('radio', { name: /^Close as funded/ });
    expect(close).toBeDisabled();
    expect(close.closest('label')).toHaveTextContent(
      'Not available: $4,000 raised, below the $6,000 it needs to succeed.',
    );
    // The other moves stay open; nothing is said about finality while the raise is open.
    expect(screen.getByRole('radio', { name: /^Pause the raise/ })).toBeEnabled();
    expect(screen.queryByTestId('finality')).toBeNull();
  });

  it('says for a funded raise what holds its money back and keeps implementation until it is final', async () => {
    const until = '2026-12-02T10:00:00.000Z';
    let current = lifecycle({
      status: 'funded',
      raised: 10_000,
      finality_block: 'cancellation_window',
      cancellable_until: until,
      allowed_moves: [...OPERATOR_STATUS_MOVES.funded],
    });
    server.use(http.get('/api/v1/admin/projects/green-farm/status', () => HttpResponse.json(current)));
    const { queryClient } = renderApp('/admin/projects/green-farm/status');

    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(until));
    expect(await screen.findByTestId('finality')).toHaveTextContent(
      `Not final yet: investors can cancel until ${date}. The money is final after that.`,
    );
    expect(screen.getByTestId('figure-minimum')).toHaveTextContent('Minimum to succeed$10,000(the target)');
    const start = screen.getByRole('radio', { name: /^Start implementation/ });
    expect(start).toBeDisabled();
    expect(start.closest('label')).toHaveTextContent(
      `Not available until ${date}, when the last investor can no longer cancel.`,
    );

    current = { ...current, finality_block: 'reservations', cancellable_until: null };
    await queryClient.invalidateQueries();
    expect(await screen.findByText(/Not final yet: investors still hold reservations/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Start implementation/ }).closest('label')).toHaveTextContent(
      'Not available until the open checkouts have been paid or have expired.',
    );

    current = { ...current, finality_block: null };
    await queryClient.invalidateQueries();
    expect(await screen.findByTestId('finality')).toHaveTextContent(
      'The money raised is final: no investor can cancel any more.',
    );
    expect(screen.getByRole('radio', { name: /^Start implementation/ })).toBeEnabled();
  });

  it('shows the detail of a move the server refuses', async () => {
    const detail = 'Investors can still cancel until 2026-12-02T10:00:00.000Z; the business becomes active after that.';
    server.use(
      http.get('/api/v1/admin/projects/green-farm/status', () =>
        HttpResponse.json(
          lifecycle({
            status: 'funded',
            raised: 10_000,
            finality_block: null,
            allowed_moves: [...OPERATOR_STATUS_MOVES.funded],
          }),
        ),
      ),
      http.post('/api/v1/admin/projects/green-farm/status', () =>
        HttpResponse.json({ code: 'STATUS_MOVE_NOT_ALLOWED', detail }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/projects/green-farm/status');
    await user.click(await screen.findByRole('radio', { name: /^Start implementation/ }));
    await user.type(screen.getByLabelText('Reason'), 'Fit-out starts');
    await user.click(screen.getByRole('button', { name: 'Review the move' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the move' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });
});

describe('status panel: moves that cannot be undone', () => {
  function serve(current: ProjectLifecycle) {
    const sent: ProjectStatusMove[] = [];
    server.use(
      http.get('/api/v1/admin/projects/green-farm/status', () => HttpResponse.json(current)),
      http.post('/api/v1/admin/projects/green-farm/status', async ({ request }) => {
        const move = (await request.json()) as ProjectStatusMove;
        sent.push(move);
        return HttpResponse.json(lifecycle({ status: move.status, allowed_moves: [] }));
      }),
    );
    return sent;
  }

  async function review(move: RegExp, reason: string) {
    const user = userEvent.setup();
    renderApp('/admin/projects/green-farm/status');
    await user.click(await screen.findByRole('radio', { name: move }));
    await user.type(screen.getByLabelText('Reason'), reason);
    await user.click(screen.getByRole('button', { name: 'Review the move' }));
    return { user, dialog: await screen.findByRole('dialog') };
  }

  it('shows how many payments a refund gives back and how much, and waits for the business’s name', async () => {
    const sent = serve(lifecycle({ raised: 4_650, held: { payments: 31, investors: 29, total: 4_812.75 } }));
    const { user, dialog } = await review(/^Refund every investor/, 'Supplier fell through');

    expect(within(dialog).getByTestId('consequences')).toHaveTextContent('31 payments are refunded: $4,812.75 in all.');
    expect(within(dialog).getByTestId('consequence-payments')).toHaveTextContent('31');
    expect(within(dialog).getByTestId('consequence-investors')).toHaveTextContent('29');
    expect(within(dialog).getByTestId('consequence-total')).toHaveTextContent('$4,812.75');

    const confirm = within(dialog).getByRole('button', { name: 'Refund every investor' });
    expect(confirm).toBeDisabled();
    const name = within(dialog).getByLabelText("To confirm, type the business's name: Green Farm");
    await user.type(name, 'Green Fram');
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(sent).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Green Farm');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(sent).toEqual([{ status: 'refund_initiated', reason: 'Supplier fell through' }]));
  });

  it('shows raised against the target before closing early below it, and asks for the name again after a cancel', async () => {
    // A minimum of $100 lets a $10,000 raise close at $200: 2 % of its target.
    const sent = serve(lifecycle({ min_raise: 100, raised: 200 }));
    const { user, dialog } = await review(/^Close as funded/, 'Enough to start');

    expect(within(dialog).getByTestId('consequences')).toHaveTextContent(
      'The raise closes at 2% of the target: $200 of $10,000.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Close below the target' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/type the business's name/), 'Green Farm');
    expect(confirm).toBeEnabled();

    // Cancelled and reviewed again: the name is asked afresh.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Review the move' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('button', { name: 'Close below the target' })).toBeDisabled();
    expect(sent).toHaveLength(0);
  });

  it('confirms an ordinary move without the name, and a close at the target without figures', async () => {
    const sent = serve(lifecycle({ raised: 10_000 }));
    const { user, dialog } = await review(/^Close as funded/, 'Target reached');
    expect(within(dialog).queryByTestId('consequences')).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the move' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('clears the reason’s refusal as soon as a reason is written', async () => {
    serve(lifecycle());
    const user = userEvent.setup();
    renderApp('/admin/projects/green-farm/status');
    await user.click(await screen.findByRole('radio', { name: /^Pause the raise/ }));
    await user.click(screen.getByRole('button', { name: 'Review the move' }));
    expect(await screen.findByText('Please give a reason.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'A');
    expect(screen.queryByText('Please give a reason.')).toBeNull();
  });
});

describe('audit log', () => {
  const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
    id: 1,
    actor_id: 'u1',
    actor_email: 'op@example.com',
    action: 'project.update',
    target_type: 'project',
    target_id: 'green-farm',
    before: null,
    after: null,
    currency: 'USD',
    created_at: '2026-06-01T12:00:00.000Z',
    ...overrides,
  });

  it('shows money with its currency, fields by their names and values in words, before → after', async () => {
    server.use(
      http.get('/api/v1/admin/audit', () =>
        HttpResponse.json({
          entries: [
            entry({
              id: 3,
              before: { target: 10_000, category: 'retail', name: { en: 'Green Farm', vi: '', ru: '' } },
              after: { target: 12_500.5, category: 'food_beverage', name: { en: 'Green Farms', vi: '', ru: '' } },
            }),
            entry({
              id: 2,
              actor_id: null,
              action: 'project.status',
              before: { status: 'funded', raised_minor: 150_000 },
              after: { status: 'fundraising', raised_minor: 123_456, funding_end: null },
            }),
          ],
          total: 2,
        }),
      ),
    );
    renderApp('/admin/audit');
    const [edit, status] = await screen.findAllByTestId('audit-changes');
    expect(edit).toHaveTextContent('Target: $10,000 → $12,500.50');
    expect(edit).toHaveTextContent('Category: Retail → Food & beverage');
    expect(edit).toHaveTextContent('Name: Green Farm → Green Farms');
    expect(status).toHaveTextContent('Status: Funded → Fundraising');
    expect(status).toHaveTextContent('Raised: $1,500.00 → $1,234.56');
    expect(status).toHaveTextContent('Deadline: —');
    expect(status).not.toHaveTextContent(/raised_minor|123456|\{/);
    expect(screen.getAllByText('Status changed').length).toBeGreaterThan(0);
  });
});

describe('update form', () => {
  it('needs a title and a text in every language, keeps what was typed, and sends the chosen image', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/v1/admin/projects/green-farm/status', () => HttpResponse.json(lifecycle())),
      http.post('/api/v1/admin/projects/green-farm/updates', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            id: 'u1',
            project_id: 'green-farm',
            title: { en: 'Harvest', vi: 'Thu hoạch', ru: 'Урожай' },
            body: { en: 'Done.', vi: 'Xong.', ru: 'Готово.' },
            image: '/api/v1/files/img-1',
            published_at: new Date().toISOString(),
            notified: 12,
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/projects/green-farm/status');

    await user.type(await screen.findByLabelText('Title (English)'), 'Harvest');
    await user.type(screen.getByLabelText('Text (English)'), 'Done.');
    await user.click(screen.getByRole('button', { name: 'Post the update' }));
    // The first language still missing opens, with its fields marked; nothing is sent.
    expect(await screen.findByRole('tab', { name: /Tiếng Việt/, selected: true })).toBeInTheDocument();
    expect(screen.getAllByText('Required in every language.')).toHaveLength(2);
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText('Title (Tiếng Việt)'), 'Thu hoạch');
    await user.type(screen.getByLabelText('Text (Tiếng Việt)'), 'Xong.');
    await user.click(screen.getByRole('tab', { name: /Русский/ }));
    await user.type(screen.getByLabelText('Title (Русский)'), 'Урожай');
    await user.type(screen.getByLabelText('Text (Русский)'), 'Готово.');
    await user.click(screen.getByRole('tab', { name: /English/ }));
    expect(screen.getByLabelText('Title (English)')).toHaveValue('Harvest');
    await user.click(screen.getByRole('radio', { name: 'The bakery' }));
    await user.click(screen.getByRole('button', { name: 'Post the update' }));

    await waitFor(() =>
      expect(sent).toEqual([
        {
          title: { en: 'Harvest', vi: 'Thu hoạch', ru: 'Урожай' },
          body: { en: 'Done.', vi: 'Xong.', ru: 'Готово.' },
          image_file_id: '11111111-2222-4333-8444-555555555555',
        },
      ]),
    );
    expect(await screen.findByText('Update posted. 12 people were notified.')).toBeInTheDocument();
  });
});

describe('dashboard', () => {
  it('shows money raised, open raises with deadlines, refunds in flight and what waits', async () => {
    const dashboard: AdminDashboard = {
      raised: [{ currency: 'USD', today: 1_500, total: 250_000 }],
      money: [{ currency: 'USD', held: 80_000, disbursed: 170_000, paid_out: 12_345, in_wallets: 4_200 }],
      to_disburse: [
        {
          id: 'river-mill',
          name: 'River Mill',
          status: 'funded',
          currency: 'USD',
          held: 50_000,
          available_from: '2026-12-02T10:00:00.000Z',
        },
        { id: 'blue-cafe', name: 'Blue Cafe', status: 'active', currency: 'USD', held: 30_000, available_from: null },
      ],
      open_raises: [
        {
          id: 'green-farm',
          name: 'Green Farm',
          status: 'extended',
          funding_end: new Date(Date.now() + 3.5 * 86_400_000).toISOString(),
          currency: 'USD',
          target: 10_000,
          raised: 4_000,
        },
      ],
      refunds: {
        in_flight: 2,
        failed: [
          {
            payment_id: 'abcdef12-0000-4000-8000-000000000000',
            project_id: 'old-mill',
            project_name: 'Old Mill',
            attempts: 10,
            last_error: 'card_expired',
            failed_at: '2026-11-20T10:00:00.000Z',
          },
        ],
        rounds: [{ id: 'old-mill', name: 'Old Mill', refunding: 1 }],
      },
      revenue: [
        {
          id: 'blue-cafe',
          name: 'Blue Cafe',
          currency: 'USD',
          payments_to_confirm: 1,
          to_confirm: 2_000,
          late_reports: 1,
        },
      ],
      identity_checks_waiting: 3,
      unanswered_questions: 5,
    };
    server.use(http.get('/api/v1/admin/dashboard', () => HttpResponse.json(dashboard)));
    renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('$1,500')).toBeInTheDocument();
    expect(screen.getByText('$250,000')).toBeInTheDocument();
    const raise = screen.getByRole('link', { name: 'Green Farm' });
    expect(raise).toHaveAttribute('href', '/admin/projects/green-farm/status');
    expect(screen.getByText('4 days left')).toBeInTheDocument();
    expect(screen.getByTestId('refunds-in-flight')).toHaveTextContent('2 payments being refunded');
    expect(screen.getByText(/10 attempts, last error: card_expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Identity checks waiting\s*3/ })).toHaveAttribute(
      'href',
      '/admin/identity',
    );
    expect(screen.getByRole('link', { name: /Unanswered questions\s*5/ })).toHaveAttribute('href', '/admin/questions');

    // The money the platform holds and has moved, and the funded raises it still has to send on.
    const moved = screen.getByRole('region', { name: 'Money held and moved' });
    expect(within(moved).getByText('Held for raises').nextSibling).toHaveTextContent('$80,000');
    expect(within(moved).getByText('Sent to businesses').nextSibling).toHaveTextContent('$170,000');
    expect(within(moved).getByText('Paid back to investors').nextSibling).toHaveTextContent('$12,345');
    expect(within(moved).getByText('In investors’ wallets').nextSibling).toHaveTextContent('$4,200');
    const waiting = within(screen.getByTestId('to-disburse')).getAllByRole('listitem');
    expect(waiting[0]).toHaveTextContent(/River Mill.*After Dec 2, 2026.*\$50,000/);
    expect(within(waiting[0]!).getByRole('link', { name: 'River Mill' })).toHaveAttribute(
      'href',
      '/admin/projects/river-mill/payouts',
    );
    expect(waiting[1]).toHaveTextContent(/Blue Cafe.*Ready to send.*\$30,000/);
    // Revenue that needs an operator (issue 26): a late report, a payment to confirm.
    const revenue = screen.getByRole('region', { name: 'Revenue reports' });
    expect(within(revenue).getByRole('link', { name: 'Blue Cafe' })).toHaveAttribute(
      'href',
      '/admin/projects/blue-cafe/payouts',
    );
    expect(revenue).toHaveTextContent('1 report late');
    expect(revenue).toHaveTextContent('1 payment to confirm ($2,000.00)');
  });
});

describe('test clock', () => {
  const emptyDashboard: AdminDashboard = {
    raised: [],
    money: [],
    to_disburse: [],
    open_raises: [],
    refunds: { in_flight: 0, failed: [], rounds: [] },
    revenue: [],
    identity_checks_waiting: 0,
    unanswered_questions: 0,
  };

  it('is not on the dashboard unless the server offers it', async () => {
    server.use(http.get('/api/v1/admin/dashboard', () => HttpResponse.json(emptyDashboard)));
    renderApp('/admin');
    expect(await screen.findByText('No raise is open.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Test clock' })).toBeNull();
  });

  it('shows the platform time, moves it forward and asks the console again', async () => {
    const restore = setPublicConfig({ testClock: true });
    let clock: DevClock = { now: '2026-07-01T10:00:00.000Z', offset_ms: 0 };
    const moves: unknown[] = [];
    let dashboards = 0;
    const deadline = new Date(Date.now() + 10.5 * 86_400_000).toISOString();
    const raise = { id: 'green-farm', name: 'Green Farm', status: 'fundraising' as const, currency: 'USD' };
    const withRaise: AdminDashboard = {
      ...emptyDashboard,
      open_raises: [{ ...raise, funding_end: deadline, target: 10_000, raised: 4_000 }],
    };
    server.use(
      http.get('/api/v1/admin/dashboard', () => {
        dashboards += 1;
        return HttpResponse.json(withRaise);
      }),
      http.get('/api/v1/dev/clock', () => HttpResponse.json(clock)),
      http.post('/api/v1/dev/clock', async ({ request }) => {
        const body = (await request.json()) as { advance_days?: number; advance_minutes?: number };
        moves.push(body);
        const ms = (body.advance_days ?? 0) * 86_400_000 + (body.advance_minutes ?? 0) * 60_000;
        clock = { now: new Date(Date.parse(clock.now) + ms).toISOString(), offset_ms: clock.offset_ms + ms };
        return HttpResponse.json(clock);
      }),
    );
    try {
      const user = userEvent.setup();
      renderApp('/admin');
      const panel = await screen.findByRole('region', { name: 'Test clock' });
      const moment = (iso: string) =>
        new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
      expect(await within(panel).findByTestId('platform-time')).toHaveTextContent(moment('2026-07-01T10:00:00.000Z'));
      expect(within(panel).getByTestId('clock-offset')).toHaveTextContent('Not ahead: the clock has not been moved');
      expect(panel).toHaveTextContent(/moves time for the whole platform.*reservations expire/);
      await waitFor(() => expect(dashboards).toBe(1));
      expect(await screen.findByText('11 days left')).toBeInTheDocument();

      const group = within(panel).getByRole('group', { name: 'Move the clock forward' });
      expect(
        within(group)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['+1 hour', '+1 day', '+4 days']);
      await user.click(within(group).getByRole('button', { name: '+4 days' }));
      expect(await within(panel).findByText(/The clock moved forward 4 days\./)).toHaveTextContent(
        `Platform time is now ${moment('2026-07-05T10:00:00.000Z')}.`,
      );
      expect(within(panel).getByTestId('clock-offset')).toHaveTextContent('4 days');
      // The console's figures are asked for again: windows may have closed, deadlines passed.
      await waitFor(() => expect(dashboards).toBe(2));
      // Days left count from the platform's time.
      expect(screen.getByText('7 days left')).toBeInTheDocument();

      await user.click(within(group).getByRole('button', { name: '+1 hour' }));
      await waitFor(() => expect(within(panel).getByTestId('clock-offset')).toHaveTextContent('4 days 1 hour'));
      expect(moves).toEqual([{ advance_days: 4 }, { advance_minutes: 60 }]);
    } finally {
      restore();
    }
  });

  it('shows the detail of a refusal', async () => {
    const restore = setPublicConfig({ testClock: true });
    server.use(
      http.get('/api/v1/admin/dashboard', () => HttpResponse.json(emptyDashboard)),
      http.get('/api/v1/dev/clock', () => HttpResponse.json({ now: '2026-07-01T10:00:00.000Z', offset_ms: 0 })),
      http.post('/api/v1/dev/clock', () =>
        HttpResponse.json(
          { code: 'VALIDATION_ERROR', detail: 'Give advance_days or advance_minutes (one of them)' },
          { status: 400 },
        ),
      ),
    );
    try {
      const user = userEvent.setup();
      renderApp('/admin');
      const panel = await screen.findByRole('region', { name: 'Test clock' });
      await user.click(await within(panel).findByRole('button', { name: '+1 day' }));
      expect(await within(panel).findByRole('alert')).toHaveTextContent(
        'Give advance_days or advance_minutes (one of them)',
      );
    } finally {
      restore();
    }
  });
});

describe('notification texts', () => {
  const note = (params: Notification['params'], type = 'project_status_changed'): Notification => ({
    id: 'n1',
    type,
    params,
    link: '/business/green-farm',
    read: false,
    created_at: new Date().toISOString(),
  });

  it('says what a status change means, with an operator note or the deadline job’s reason', async () => {
    await i18n.loadNamespaces('notifications');
    const t = i18n.getFixedT('en');
    expect(
      notificationText(t, note({ project_name: 'Green Farm', status: 'paused', reason: 'Supplier audit' })),
    ).toEqual({
      title: 'Green Farm: Paused',
      body: 'The raise is paused: no new investments for now. Note from the Grove team: Supplier audit',
    });
    expect(
      notificationText(
        t,
        note({ project_name: 'Green Farm', status: 'refund_initiated', reason: 'deadline_target_missed' }),
      ).body,
    ).toMatch(/refunded in full.*before the target was reached/);
    // Reopened below its minimum: the platform's reason, and the deadline it keeps.
    expect(
      notificationText(
        t,
        note({
          project_name: 'Green Farm',
          status: 'fundraising',
          reason: 'reopened_below_minimum',
          funding_end: '2026-12-31T12:00:00.000Z',
        }),
      ),
    ).toEqual({
      title: 'Green Farm: Raising again',
      body: 'The business takes investments again. Deadline: December 31, 2026. A cancellation took the raise below its minimum to succeed: it takes investments again until its deadline.',
    });
    expect(
      notificationText(t, note({ project_name: 'Green Farm', title: 'Harvest' }, 'project_update_posted')),
    ).toEqual({
      title: 'News from Green Farm',
      body: '“Harvest” is on the business page.',
    });
  });
});
