import type { Notification } from '@grove/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PublicLayout } from '@/app/layouts/public-layout';
import { Root } from '@/app/root';
import { notificationText, relativeTime } from '@/features/notifications/utils/notification-text';
import { i18n } from '@/lib/i18n';
import { makeUser, resetSession, signInAs } from './account';
import { server } from './msw';
import { serveUser } from './onboarding';
import { renderRoutes } from './render';

// The panel's code loads when the bell is first reached: load it once up front.
beforeAll(async () => {
  await import('@/features/notifications/components/notifications-menu');
}, 60_000);

beforeEach(resetSession);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    type: 'kyc_failed',
    params: { reason: 'blurry_or_cropped' },
    link: '/verification/status/return',
    read: false,
    created_at: minutesAgo(5),
    ...overrides,
  };
}

const failed = makeNotification();
const quizPassed = makeNotification({
  id: '22222222-2222-4222-8222-222222222222',
  type: 'quiz_passed',
  params: {},
  link: '/verification',
  read: true,
  created_at: minutesAgo(60 * 26),
});

const PAYMENT_ID = '8f0c2f7e-3c4b-4a51-9d7e-0d6a1c2b3e4f';
const paymentParams = {
  project_id: 'saigon-bean-roastery',
  project_name: 'Saigon Bean Roastery',
  payment_id: PAYMENT_ID,
  currency: 'USD',
  amount: 1500,
  service_fee: 75,
  card_fee: 37.5,
  total: 1612.5,
  cancel_deadline: '2026-11-25T14:30:00.000Z',
  reason: null,
};
const progressLink = `/business/saigon-bean-roastery/payment/progress?paymentId=${PAYMENT_ID}`;
const paymentNotifications: Notification[] = [
  makeNotification({
    id: 'a0000000-0000-4000-8000-000000000001',
    type: 'payment_succeeded',
    params: paymentParams,
    link: progressLink,
  }),
  makeNotification({
    id: 'a0000000-0000-4000-8000-000000000002',
    type: 'payment_failed',
    params: { ...paymentParams, cancel_deadline: null, reason: 'insufficient_funds' },
    link: progressLink,
  }),
  makeNotification({
    id: 'a0000000-0000-4000-8000-000000000003',
    type: 'payment_expired',
    params: { ...paymentParams, cancel_deadline: null, reason: 'checkout_expired' },
    link: progressLink,
  }),
  makeNotification({
    id: 'a0000000-0000-4000-8000-000000000004',
    type: 'payment_refunded',
    params: { ...paymentParams, reason: 'canceled_by_user' },
    link: progressLink,
  }),
  makeNotification({
    id: 'a0000000-0000-4000-8000-000000000005',
    type: 'project_funded',
    params: { project_id: 'saigon-bean-roastery', project_name: 'Saigon Bean Roastery' },
    link: '/business/saigon-bean-roastery',
  }),
];

/** The public layout (with the header) over a few plain pages. */
function renderHeader(list: { notifications: Notification[]; unread_count: number }) {
  const user = makeUser();
  signInAs(user);
  serveUser(user);
  const calls = { read: [] as string[], readAll: 0, list: 0 };
  server.use(
    http.get('/api/v1/notifications', () => {
      calls.list += 1;
      return HttpResponse.json(list);
    }),
    http.post('/api/v1/notifications/read-all', () => {
      calls.readAll += 1;
      list = { notifications: list.notifications.map((n) => ({ ...n, read: true })), unread_count: 0 };
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/v1/notifications/:id/read', ({ params }) => {
      calls.read.push(String(params.id));
      list = {
        notifications: list.notifications.map((n) => (n.id === params.id ? { ...n, read: true } : n)),
        unread_count: Math.max(0, list.unread_count - 1),
      };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const rendered = renderRoutes(
    [
      {
        element: <Root />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              { index: true, element: <p>home page</p> },
              { path: 'verification/status/return', element: <p>status page</p> },
              { path: 'business/:id/payment/progress', element: <p>progress page</p> },
              { path: 'business/:id', element: <p>business page</p> },
            ],
          },
        ],
      },
    ],
    '/',
  );
  return { ...rendered, calls };
}

/**
 * Opens the header's panel as a mouse does: the pointer reaches the bell (its code
 * loads), then presses it.
 */
async function openPanel(name: string) {
  const bell = await screen.findByRole('button', { name });
  await userEvent.hover(bell);
  await waitFor(() => expect(screen.getByTestId('notifications-button')).toHaveAttribute('data-state'), {
    timeout: 8000,
  });
  await userEvent.click(screen.getByTestId('notifications-button'));
  return screen.findByTestId('notifications-panel');
}

describe('header notifications', () => {
  it('links to the full notifications page', async () => {
    renderHeader({ notifications: [failed, quizPassed], unread_count: 1 });
    const panel = await openPanel('Notifications, 1 unread');
    expect(within(panel).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/notifications');
  });

  it('shows the unread count on the bell', async () => {
    renderHeader({ notifications: [failed, quizPassed], unread_count: 1 });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(within(bell).getByTestId('unread-count')).toHaveTextContent('1');
  });

  it('lists each notification in words, with when and whether it is unread', async () => {
    renderHeader({ notifications: [failed, quizPassed], unread_count: 1 });
    const panel = await openPanel('Notifications, 1 unread');
    const items = within(panel).getAllByTestId('notification');
    expect(items[0]).toHaveTextContent("We couldn't verify your identity");
    expect(items[0]).toHaveTextContent('Reason: blurry or cropped image. Please reupload your documents to continue.');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(within(items[0]!).getByTestId('unread-dot')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('You passed the risk quiz');
    expect(items[1]).toHaveTextContent('yesterday');
    expect(within(items[1]!).queryByTestId('unread-dot')).toBeNull();
  });

  it('shows the empty state', async () => {
    renderHeader({ notifications: [], unread_count: 0 });
    const panel = await openPanel('Notifications');
    const empty = within(panel).getByTestId('notifications-empty');
    expect(empty).toHaveTextContent('No notifications yet');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('marks all as read', async () => {
    const { calls } = renderHeader({
      notifications: [failed, makeNotification({ id: '33333333-3333-4333-8333-333333333333', type: 'kyc_passed' })],
      unread_count: 2,
    });
    const panel = await openPanel('Notifications, 2 unread');
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls.readAll).toBe(1));
    await waitFor(() => expect(screen.queryByTestId('unread-count')).toBeNull());
    expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0);
  });

  it('marks a notification read when it is opened, and follows its link', async () => {
    const { calls, router } = renderHeader({ notifications: [failed, quizPassed], unread_count: 1 });
    const panel = await openPanel('Notifications, 1 unread');
    await userEvent.click(within(panel).getAllByTestId('notification')[0]!);
    expect(await screen.findByText('status page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verification/status/return');
    await waitFor(() => expect(calls.read).toEqual([failed.id]));
    await waitFor(() => expect(screen.queryByTestId('unread-count')).toBeNull());
  });

  it('tells each payment event in words, with its figures and the reason', async () => {
    renderHeader({ notifications: paymentNotifications, unread_count: 5 });
    const panel = await openPanel('Notifications, 5 unread');
    const items = within(panel).getAllByTestId('notification');
    expect(items[0]).toHaveTextContent('Investment in Saigon Bean Roastery confirmed');
    expect(items[0]).toHaveTextContent(
      'You invested $1,500.00 (total charged $1,612.50). You can cancel until Nov 25, 2026.',
    );
    expect(items[1]).toHaveTextContent('Payment for Saigon Bean Roastery failed');
    expect(items[1]).toHaveTextContent('Reason: insufficient funds. No money was taken.');
    expect(items[2]).toHaveTextContent('Checkout for Saigon Bean Roastery expired');
    expect(items[2]).toHaveTextContent('Your $1,500.00 was not paid in time');
    expect(items[3]).toHaveTextContent('Refund for Saigon Bean Roastery');
    expect(items[3]).toHaveTextContent('$1,612.50 was refunded, fees included.');
    expect(items[4]).toHaveTextContent('Saigon Bean Roastery is fully funded');
    for (const item of items) expect(item.textContent).not.toMatch(/undefined|null|\{\{|notifications:/);
  });

  it('follows a payment notification to the payment’s progress, and a funded one to the business', async () => {
    const { router } = renderHeader({ notifications: paymentNotifications, unread_count: 5 });
    let panel = await openPanel('Notifications, 5 unread');
    await userEvent.click(within(panel).getAllByTestId('notification')[0]!);
    expect(await screen.findByText('progress page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/business/saigon-bean-roastery/payment/progress');
    expect(router.state.location.search).toBe(`?paymentId=${PAYMENT_ID}`);
    panel = await openPanel('Notifications, 4 unread');
    await userEvent.click(within(panel).getAllByTestId('notification')[4]!);
    expect(await screen.findByText('business page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/business/saigon-bean-roastery');
  });

  it('reads payment events in the reader’s language', async () => {
    await i18n.changeLanguage('ru');
    try {
      renderHeader({ notifications: paymentNotifications.slice(0, 2), unread_count: 2 });
      const panel = await openPanel('Уведомления: 2 непрочитанных');
      const items = within(panel).getAllByTestId('notification');
      expect(items[0]).toHaveTextContent('Инвестиция в «Saigon Bean Roastery» подтверждена');
      expect(items[0]!.textContent).toMatch(/Вы инвестировали 1\s500,00\s\$/);
      expect(items[1]).toHaveTextContent('Причина: недостаточно средств.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('is in the mobile menu too, with the count', async () => {
    renderHeader({ notifications: [failed], unread_count: 1 });
    await waitFor(() => expect(screen.getByTestId('menu-unread-dot')).toBeInTheDocument());
    await userEvent.click(screen.getByTestId('mobile-menu-button'));
    const menu = screen.getByTestId('mobile-menu');
    const entry = await within(menu).findByTestId('mobile-notifications-button');
    expect(entry).toHaveTextContent('Notifications');
    expect(entry).toHaveTextContent('1');
    await userEvent.click(entry);
    expect(await within(menu).findByText("We couldn't verify your identity")).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
  });

  it('is not there for a guest', async () => {
    renderRoutes(
      [
        {
          element: <Root />,
          children: [{ element: <PublicLayout />, children: [{ index: true, element: <p>home page</p> }] }],
        },
      ],
      '/',
    );
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-button')).toBeNull();
  });
});

describe('refund and decline texts', () => {
  const refund = (reason: string, params: Notification['params'] = {}): Notification =>
    makeNotification({ type: 'payment_refunded', params: { ...paymentParams, ...params, reason }, link: progressLink });

  it('says why money went back when the investor did not cancel, in every language', async () => {
    const t = i18n.getFixedT('en');
    expect(notificationText(t, refund('refunded_at_provider')).body).toBe(
      'The payment provider refunded $1,612.50 to your card, so your investment is canceled.',
    );
    expect(notificationText(t, refund('refund_failed_credited_to_wallet')).body).toBe(
      'The refund to your card failed, so $1,612.50 was put in your Grove wallet. You can withdraw it from there.',
    );
    expect(notificationText(t, refund('dispute_lost', { total: null })).body).toBe(
      'Your card issuer returned your payment to you after a dispute, so your investment is canceled.',
    );
    expect(notificationText(t, refund('late_payment_round_full')).body).toBe(
      'Your payment arrived after the round had filled up, so it was refunded in full.',
    );
    const declined = makeNotification({
      type: 'payment_failed',
      params: { ...paymentParams, reason: 'card_declined' },
    });
    expect(notificationText(t, declined).body).toBe(
      'Reason: your card was declined. No money was taken. You can try again.',
    );
    for (const language of ['vi', 'ru']) {
      const inLanguage = i18n.getFixedT(language);
      for (const reason of ['refunded_at_provider', 'refund_failed_credited_to_wallet', 'dispute_lost']) {
        const { body } = notificationText(inLanguage, refund(reason));
        expect(body).not.toMatch(/notifications:|\{\{|types\./);
        expect(body).not.toBe(notificationText(t, refund(reason)).body);
      }
    }
  });
});

describe('relative time', () => {
  it('reads naturally', () => {
    const t = i18n.getFixedT('en');
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(relativeTime(t, '2026-11-21T11:59:30Z', now, 'en')).toBe('just now');
    expect(relativeTime(t, '2026-11-21T10:00:00Z', now, 'en')).toBe('2 hours ago');
    expect(relativeTime(t, '2026-11-18T12:00:00Z', now, 'en')).toBe('3 days ago');
    expect(relativeTime(t, '2026-10-01T12:00:00Z', now, 'en')).toBe('Oct 1, 2026');
  });
});
