import { feedPageSchema, type FeedItem } from '@grove/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectQuestions, projectUpdates } from '../src/db/schema/index.js';
import { insertInvestor, insertPayingBusiness, insertProject, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const localized = (en: string) => ({ en, vi: `${en} (vi)`, ru: `${en} (ru)` });

async function postUpdate(projectId: string, title: string, publishedAt: Date) {
  await t.db.db
    .insert(projectUpdates)
    .values({ projectId, title: localized(title), body: localized(`${title}: body`), publishedAt });
}

async function askAndAnswer(projectId: string, question: string, answeredAt: Date | null, hidden = false) {
  await t.db.db.insert(projectQuestions).values({
    projectId,
    authorName: 'Linh T.',
    language: 'en',
    question,
    answer: answeredAt ? `Answer to ${question}` : null,
    answeredAt,
    hiddenAt: hidden ? new Date() : null,
    createdAt: ago(100),
  });
}

const feed = (investor: Investor, query = '') =>
  t.app.inject({ url: `/api/v1/portfolio/me/feed${query}`, headers: investor.headers });

async function page(investor: Investor, query = '') {
  const response = await feed(investor, query);
  expect(response.statusCode, response.body).toBe(200);
  return feedPageSchema.parse(response.json());
}

describe('the updates feed', () => {
  let investor: Investor;
  let stranger: Investor;
  let invested: string;
  let saved: string;
  let other: string;

  beforeAll(async () => {
    // A business the investor holds money in, paying out; one they saved; one they have nothing to do with.
    const paying = await insertPayingBusiness(t, [1_000_00]);
    invested = paying.projectId;
    investor = paying.investors[0]!;
    saved = await insertProject(t);
    other = await insertProject(t);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v1/portfolio/me/favorites/${saved}`, headers: investor.headers }))
        .statusCode,
    ).toBe(200);
    stranger = await insertInvestor(t);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v1/portfolio/me/favorites/${other}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(200);

    await postUpdate(invested, 'Harvest done', ago(72));
    await postUpdate(saved, 'Second shop', ago(24));
    // Two at the same moment: the page boundary between them must neither repeat nor skip one.
    const same = ago(48);
    await postUpdate(saved, 'Twin A', same);
    await postUpdate(saved, 'Twin B', same);
    await askAndAnswer(saved, 'When do you open?', ago(4));
    await askAndAnswer(saved, 'Hidden one?', ago(3), true);
    await askAndAnswer(saved, 'Not answered yet?', null);
    await postUpdate(other, 'Not yours', ago(1));
    await t.container.payouts.record(null, invested, {
      amount: '120.50',
      currency: 'USD',
      period: { start: '2026-07-01', end: '2026-09-30' },
      reference: `FEED-${invested}`,
    });
  });

  it('lists updates, answers and payouts of the saved and invested businesses, newest first', async () => {
    const { items, next_cursor } = await page(investor);
    expect(next_cursor).toBeNull();
    expect(items.map((item) => [item.kind, item.title])).toEqual([
      ['payout', null],
      ['answer', 'When do you open?'],
      ['update', 'Second shop'],
      ['update', expect.stringMatching(/^Twin [AB]$/)],
      ['update', expect.stringMatching(/^Twin [AB]$/)],
      ['update', 'Harvest done'],
    ]);
    const times = items.map((item) => Date.parse(item.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items[0]).toMatchObject({
      project: { id: invested },
      amount: 120.5,
      currency: 'USD',
      period_start: '2026-07-01',
      period_end: '2026-09-30',
    });
    expect(items[1]).toMatchObject({ project: { id: saved }, body: 'Answer to When do you open?', language: 'en' });
    expect(items.some((item) => item.project.id === other)).toBe(false);
  });

  it('reads updates in the asked language', async () => {
    const { items } = await page(investor, '?lang=ru');
    expect(items.find((item) => item.kind === 'update')!.title).toBe('Second shop (ru)');
  });

  it('pages with a cursor: every entry once, in the same order', async () => {
    const all = (await page(investor)).items.map((item) => item.id);
    const seen: FeedItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next = await page(investor, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(next.items.length).toBeLessThanOrEqual(2);
      seen.push(...next.items);
      cursor = next.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((item) => item.id)).toEqual(all);
  });

  it("never shows another investor's businesses, and shows nothing to one who follows nothing", async () => {
    const { items } = await page(stranger);
    expect(items.map((item) => [item.project.id, item.title])).toEqual([[other, 'Not yours']]);
    expect((await page(await insertInvestor(t))).items).toEqual([]);
    expect((await t.app.inject({ url: '/api/v1/portfolio/me/feed' })).statusCode).toBe(401);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?limit=ten', 'limit'],
    ['?cursor=bm90LWEtY3Vyc29y', 'cursor'],
    ['?cursor=%3Cscript%3E', 'cursor'],
  ])('refuses %s naming the parameter', async (query, name) => {
    const response = await feed(investor, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(name);
  });
});
