import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailMessages, notifications, openingNotices, users } from '../src/db/schema/index.js';
import { ManualClock } from './helpers/clock.js';
import { insertInvestor, insertProject, invest, projectFigures, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const clock = new ManualClock();
let t: TestApp;
let operator: Investor;

beforeAll(async () => {
  t = await createTestApp({ clock });
  operator = await insertInvestor(t, { email: 'launch-operator@example.com' });
  await t.db.db.update(users).set({ role: 'admin' }).where(eq(users.id, operator.id));
});
afterAll(async () => {
  await t?.close();
});

/** A published raise opening `inMs` from the platform clock's now, with a month to run after. */
async function openingIn(inMs: number, overrides: Parameters<typeof insertProject>[1] = {}) {
  const opensAt = new Date(clock.now().getTime() + inMs);
  const id = await insertProject(t, {
    opensAt,
    fundingEnd: new Date(opensAt.getTime() + 30 * DAY),
    ...overrides,
  });
  return { id, opensAt };
}

/** The bytes that left the server, parsed as they are (no schema in between). */
const publicDetails = async (id: string) => {
  const response = await t.app.inject(`/api/v1/public/projects/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return JSON.parse(response.body) as { id: string; opens_at: string | null };
};

const noticeRoute = (id: string) => `/api/v1/projects/${id}/opening-notice`;

describe("the server's time", () => {
  it('answers the platform clock, never from a cache', async () => {
    const before = clock.now().getTime();
    const response = await t.app.inject('/api/v1/public/time');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const now = Date.parse(response.json<{ now: string }>().now);
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThan(clock.now().getTime() + 1000);
  });
});

describe('a raise with an opening time', () => {
  it('refuses money before it by the API, reserving nothing, and takes it from then on', async () => {
    const { id, opensAt } = await openingIn(HOUR);
    const investor = await insertInvestor(t);

    const terms = await t.app.inject({ url: `/api/v1/payments/terms/${id}`, headers: investor.headers });
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json()).toMatchObject({ accepts_payments: false });

    const early = await invest(t.app, investor, { project_id: id, amount: 500, currency: 'USD', method: 'card' });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PROJECT_NOT_OPEN_YET' });
    const opensIn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
    expect(early.json<{ detail: string }>().detail).toBe(`This raise opens on ${opensIn.format(opensAt)} UTC.`);
    expect(await projectFigures(t, id)).toMatchObject({ reserved: 0, raised: 0 });

    clock.advance(HOUR);
    const onTime = await invest(t.app, investor, { project_id: id, amount: 500, currency: 'USD', method: 'card' });
    expect(onTime.statusCode, onTime.body).toBe(201);
    expect((await projectFigures(t, id)).reserved).toBe(500_00);
  });

  it('is public while ahead, and the cached answers stop carrying it at that time, with no write', async () => {
    const { id, opensAt } = await openingIn(10 * MINUTE);
    const { catalogueCache } = t.container;
    expect((await publicDetails(id)).opens_at).toBe(opensAt.toISOString());
    const listed = async () =>
      (JSON.parse((await t.app.inject('/api/v1/public/projects')).body) as { projects: (typeof publicDetails)[] })
        .projects as unknown as { id: string; opens_at: string | null }[];
    expect((await listed()).find((p) => p.id === id)?.opens_at).toBe(opensAt.toISOString());
    const version = catalogueCache.version;

    // A second before: still the countdown's answer, from the cache.
    clock.advance(10 * MINUTE - 1000);
    expect((await publicDetails(id)).opens_at).toBe(opensAt.toISOString());
    expect(catalogueCache.version).toBe(version);

    // At the time: nobody wrote anything, yet no cached answer says "not open" any more, and the
    // rendered pages (kept per catalogue version) are made again.
    clock.advance(1000);
    expect((await publicDetails(id)).opens_at).toBeNull();
    expect((await listed()).find((p) => p.id === id)?.opens_at).toBeNull();
    expect(catalogueCache.version).toBeGreaterThan(version);
  });
});

describe('"Notify me when it opens"', () => {
  it('is one request per person, asked again or not, and can be taken back', async () => {
    const { id } = await openingIn(DAY);
    const investor = await insertInvestor(t);
    expect((await t.app.inject({ method: 'PUT', url: noticeRoute(id) })).statusCode).toBe(401);

    const state = async () =>
      (await t.app.inject({ url: noticeRoute(id), headers: investor.headers })).json<{ requested: boolean }>();
    expect(await state()).toEqual({ requested: false, notified: false });
    for (let i = 0; i < 3; i += 1) {
      const asked = await t.app.inject({ method: 'PUT', url: noticeRoute(id), headers: investor.headers });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json()).toEqual({ requested: true, notified: false });
    }
    const rows = await t.db.db.select().from(openingNotices).where(eq(openingNotices.projectId, id));
    expect(rows).toHaveLength(1);
    expect(await state()).toEqual({ requested: true, notified: false });

    const undone = await t.app.inject({ method: 'DELETE', url: noticeRoute(id), headers: investor.headers });
    expect(undone.json()).toEqual({ requested: false, notified: false });
    expect(await state()).toEqual({ requested: false, notified: false });
  });

  it('is refused once the raise is open, and unknown for a draft', async () => {
    const investor = await insertInvestor(t);
    const open = await insertProject(t);
    const late = await t.app.inject({ method: 'PUT', url: noticeRoute(open), headers: investor.headers });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'PROJECT_ALREADY_OPEN' });

    const draft = await insertProject(t, { publishedAt: null, opensAt: new Date(clock.now().getTime() + DAY) });
    const hidden = await t.app.inject({ method: 'PUT', url: noticeRoute(draft), headers: investor.headers });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('the opening job', () => {
  const opened = async (userId: string) =>
    t.db.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'project_opened')));

  it('tells everyone who asked, once each, in their language, in batches', async () => {
    const { id } = await openingIn(HOUR);
    const people: Investor[] = [];
    for (let i = 0; i < 5; i += 1) people.push(await insertInvestor(t));
    await t.db.db.update(users).set({ language: 'vi' }).where(eq(users.id, people[0]!.id));
    for (const person of people) {
      await t.app.inject({ method: 'PUT', url: noticeRoute(id), headers: person.headers });
    }
    const someoneElse = await insertInvestor(t);

    // Before the time, nobody is told.
    expect(await t.container.launch.notifyOpened(id, 2)).toBe(0);

    clock.advance(HOUR);
    expect(await t.container.launch.notifyOpened(id, 2)).toBe(5);
    // Again (a retry, the sweep, a second worker): nobody twice.
    expect(await t.container.launch.notifyOpened(id, 2)).toBe(0);
    expect(await t.container.launch.notifyOpened()).toBe(0);

    for (const person of people) {
      const told = await opened(person.id);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ link: `/business/${id}`, params: { project_id: id } });
      const mails = await t.db.db.select().from(mailMessages).where(eq(mailMessages.to, person.email));
      expect(mails.filter((mail) => mail.subject.includes(`Business ${id}`))).toHaveLength(1);
    }
    expect(await opened(someoneElse.id)).toHaveLength(0);
    const [vi] = await t.db.db.select().from(mailMessages).where(eq(mailMessages.to, people[0]!.email));
    expect(vi!.subject).toContain('đã mở nhận đầu tư');
    const waiting = await t.db.db.execute(
      sql`select count(*)::int as n from opening_notices where project_id = ${id} and notified_at is null`,
    );
    expect((waiting as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('tells nobody twice when two workers run at once (PostgreSQL: SKIP LOCKED)', async () => {
    const { id } = await openingIn(HOUR);
    const people: Investor[] = [];
    for (let i = 0; i < 12; i += 1) people.push(await insertInvestor(t));
    await t.db.db.insert(openingNotices).values(people.map((person) => ({ userId: person.id, projectId: id })));
    clock.advance(HOUR);
    const [a, b] = await Promise.all([
      t.container.launch.notifyOpened(id, 3),
      t.container.launch.notifyOpened(undefined, 3),
    ]);
    expect(a + b).toBe(12);
    for (const person of people) expect(await opened(person.id)).toHaveLength(1);
  });

  it('runs at the opening time a publish queued, and late after the server was down', async () => {
    const { id } = await openingIn(0, { publishedAt: null, opensAt: null, fundingEnd: null });
    const opensAt = new Date(clock.now().getTime() + 2 * HOUR);
    await t.db.db.execute(
      sql`update projects set funding_end = ${new Date(opensAt.getTime() + 30 * DAY).toISOString()}::timestamptz where id = ${id}`,
    );
    await addCover(id);
    await t.container.kiis.approveLatest(operator.id, id, clock.now());
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${id}/publish`,
      headers: operator.headers,
      payload: { opens_at: opensAt.toISOString() },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'fundraising', opens_at: opensAt.toISOString() });

    const person = await insertInvestor(t);
    await t.app.inject({ method: 'PUT', url: noticeRoute(id), headers: person.headers });
    await t.runJobs();
    expect(await opened(person.id)).toHaveLength(0);

    // The server was down from before the opening until hours after: the queued job runs late.
    clock.advance(5 * HOUR);
    await t.runJobs();
    expect(await opened(person.id)).toHaveLength(1);
    await t.runJobs();
    expect(await opened(person.id)).toHaveLength(1);
  });

  it('waits while the raise is paused at its opening time, and tells them once it takes money', async () => {
    const { id } = await openingIn(HOUR, { status: 'paused' });
    const person = await insertInvestor(t);
    await t.db.db.insert(openingNotices).values({ userId: person.id, projectId: id });
    clock.advance(HOUR);
    expect(await t.container.launch.notifyOpened()).toBe(0);
    await t.db.db.execute(sql`update projects set status = 'fundraising' where id = ${id}`);
    expect(await t.container.launch.notifyOpened()).toBe(1);
  });
});

async function addCover(id: string) {
  const form = new FormData();
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f855a' } })
    .png()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/projects/${id}/media`,
    headers: { ...operator.headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('the console’s opening time', () => {
  const setOpening = (id: string, opensAt: string | null) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/projects/${id}/opening`,
      headers: operator.headers,
      payload: { opens_at: opensAt },
    });
  const fieldsOf = (response: { json<T>(): T }) =>
    response.json<{ fields: { path: string; message: string }[] }>().fields;

  it('is set, moved and cleared on a draft, ahead of now and before the deadline, each change audited', async () => {
    const id = await insertProject(t, { publishedAt: null, fundingEnd: new Date(clock.now().getTime() + 10 * DAY) });
    const inPast = await setOpening(id, new Date(clock.now().getTime() - MINUTE).toISOString());
    expect(inPast.statusCode).toBe(400);
    expect(fieldsOf(inPast)).toEqual([
      expect.objectContaining({ path: 'opens_at', message: 'Choose a time in the future' }),
    ]);

    const afterDeadline = await setOpening(id, new Date(clock.now().getTime() + 11 * DAY).toISOString());
    expect(afterDeadline.statusCode).toBe(400);
    expect(fieldsOf(afterDeadline)[0]).toMatchObject({ message: 'The opening must come before the deadline' });

    expect((await setOpening(id, 'tomorrow')).statusCode).toBe(400);

    const at = new Date(clock.now().getTime() + DAY).toISOString();
    const set = await setOpening(id, at);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ status: 'draft', opens_at: at });
    const cleared = await setOpening(id, null);
    expect(cleared.json()).toMatchObject({ opens_at: null });

    const audit = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'project.opening')));
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [{ opens_at: null }, { opens_at: at }],
      [{ opens_at: at }, { opens_at: null }],
    ]);
  });

  it('can be moved while the raise has not opened, and is fixed once it has', async () => {
    const { id, opensAt } = await openingIn(HOUR);
    const later = new Date(opensAt.getTime() + HOUR).toISOString();
    const moved = await setOpening(id, later);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await publicDetails(id)).opens_at).toBe(later);

    clock.advance(2 * HOUR);
    const fixed = await setOpening(id, new Date(clock.now().getTime() + HOUR).toISOString());
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json<{ detail: string }>().detail).toMatch(
      /^This raise opened on .+ UTC: its opening time can no longer change$/,
    );
    expect((await setOpening(id, null)).statusCode).toBe(409);

    const openedOnPublishing = await insertProject(t);
    expect(
      (await setOpening(openedOnPublishing, new Date(clock.now().getTime() + HOUR).toISOString())).statusCode,
    ).toBe(409);
  });

  it('refuses to publish a draft whose opening time has passed, and keeps the deadline after it', async () => {
    const id = await insertProject(t, {
      publishedAt: null,
      opensAt: new Date(clock.now().getTime() - MINUTE),
      fundingEnd: new Date(clock.now().getTime() + 10 * DAY),
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${id}/publish`,
      headers: operator.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toContainEqual(
      expect.objectContaining({
        path: 'opens_at',
        message: 'The opening time has passed: choose a new one or clear it',
      }),
    );
  });
});
