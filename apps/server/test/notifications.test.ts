import { notificationListSchema, type NotificationType } from '@grove/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.js';
import { insertInvestor, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function list(investor: Investor, query = '') {
  const response = await t.app.inject({ url: `/api/v1/notifications${query}`, headers: investor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return notificationListSchema.parse(response.json());
}

describe('the notifications list: filters and pages', () => {
  let investor: Investor;
  let other: Investor;
  // Newest first: [type, minutes ago, read].
  const made: [NotificationType, number, boolean][] = [
    ['payment_succeeded', 1, false],
    ['payout_received', 2, false],
    ['project_update_posted', 3, true],
    ['kyc_passed', 4, true],
    ['payment_failed', 5, true],
    ['question_answered', 6, false],
    // Two at one moment: a page boundary between them neither repeats nor skips one.
    ['withdrawal_paid', 7, false],
    ['wallet_topped_up', 7, false],
  ];

  beforeAll(async () => {
    investor = await insertInvestor(t);
    other = await insertInvestor(t);
    const now = Date.now();
    await t.db.db.insert(notifications).values(
      made.map(([type, minutes, read]) => ({
        userId: investor.id,
        type,
        params: {},
        createdAt: new Date(now - minutes * MINUTE),
        readAt: read ? new Date(now) : null,
      })),
    );
    await t.db.db
      .insert(notifications)
      .values({ userId: other.id, type: 'payment_refunded', params: {}, createdAt: new Date(now) });
  });

  it('without parameters, answers the latest ones and the unread count, as the header reads them', async () => {
    const all = await list(investor);
    expect(all.notifications.map((n) => n.type).slice(0, 6)).toEqual(made.slice(0, 6).map(([type]) => type));
    expect(all.notifications).toHaveLength(made.length);
    expect(all.unread_count).toBe(5);
    expect(all.next_cursor).toBeNull();
  });

  it('filters by group and by unread, and keeps counting every unread one', async () => {
    expect((await list(investor, '?group=payments')).notifications.map((n) => n.type)).toEqual([
      'payment_succeeded',
      'payment_failed',
    ]);
    expect((await list(investor, '?group=wallet')).notifications.map((n) => n.type).sort()).toEqual(
      ['payout_received', 'wallet_topped_up', 'withdrawal_paid'].sort(),
    );
    const unread = await list(investor, '?unread=true');
    expect(unread.notifications.every((n) => !n.read)).toBe(true);
    expect(unread.notifications).toHaveLength(5);
    const unreadBusinesses = await list(investor, '?group=businesses&unread=true');
    expect(unreadBusinesses.notifications.map((n) => n.type)).toEqual(['question_answered']);
    expect(unreadBusinesses.unread_count).toBe(5);
  });

  it('pages with a cursor: every one once, in the same order', async () => {
    const all = (await list(investor)).notifications.map((n) => n.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(investor, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.notifications.map((n) => n.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(all);
  });

  it("never shows another user's notifications, nor lets them be marked", async () => {
    const theirs = await list(other);
    expect(theirs.notifications.map((n) => n.type)).toEqual(['payment_refunded']);
    const mine = (await list(investor)).notifications[0]!;
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/notifications/${mine.id}/read`,
      headers: other.headers,
    });
    expect(marked.statusCode).toBe(404);
    expect((await list(investor)).notifications[0]!.read).toBe(false);
  });

  it('marking one and then all read empties the unread filter', async () => {
    const first = (await list(investor, '?unread=true')).notifications[0]!;
    const one = await t.app.inject({
      method: 'POST',
      url: `/api/v1/notifications/${first.id}/read`,
      headers: investor.headers,
    });
    expect(one.statusCode).toBe(204);
    expect((await list(investor, '?unread=true')).unread_count).toBe(4);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read-all',
      headers: investor.headers,
    });
    expect(all.statusCode).toBe(204);
    expect(await list(investor, '?unread=true')).toMatchObject({ notifications: [], unread_count: 0 });
    expect((await list(other)).unread_count).toBe(1);
  });

  it.each([
    ['?group=money', 'group'],
    ['?unread=yes', 'unread'],
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?cursor=bm90LWEtY3Vyc29y', 'cursor'],
    ['?cursor=a.b', 'cursor'],
  ])('refuses %s naming the parameter', async (query, name) => {
    const response = await t.app.inject({ url: `/api/v1/notifications${query}`, headers: investor.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(name);
  });
});
