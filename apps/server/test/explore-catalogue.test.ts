import { exploreResponseSchema, projectListResponseSchema } from '@grove/contracts';
import type { Localized } from '../src/db/schema/projects.js';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;

const texts = (en: string, vi: string, ru: string): Localized => ({ en, vi, ru });
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

beforeAll(async () => {
  t = await createTestApp();
  // 30 bakeries in Hanoi, newest last, so paging and the newest sort can be told apart.
  for (let n = 0; n < 30; n += 1) {
    await insertProject(t, {
      id: `bakery-${String(n).padStart(2, '0')}`,
      category: 'food_beverage',
      name: texts(`Bakery ${n}`, `Tiệm bánh ${n}`, `Пекарня ${n}`),
      location: texts('Hanoi, Vietnam', 'Hà Nội, Việt Nam', 'Ханой, Вьетнам'),
      createdAt: day(n),
      fundingEnd: day(100 + n),
    });
  }
  await insertProject(t, {
    id: 'sunny-roof',
    category: 'renewable_energy',
    name: texts('Sunny Roof Solar', 'Mái nhà Nắng', 'Солнечная крыша'),
    description: texts('Panels on factory roofs', 'Tấm pin trên mái nhà xưởng', 'Панели на крышах фабрик'),
    location: texts('Da Nang, Vietnam', 'Đà Nẵng, Việt Nam', 'Дананг, Вьетнам'),
    ticketMinMinor: 1_000_00,
    ticketMaxMinor: 20_000_00,
    targetMinor: 100_000_00,
    raisedMinor: 90_000_00,
    fundingEnd: day(50),
  });
  await insertProject(t, { id: 'old-mill', status: 'funded', category: 'manufacturing', createdAt: day(-10) });
  await insertProject(t, { id: 'gone-cafe', status: 'refund_completed', category: 'food_beverage' });
  await insertProject(t, { id: 'draft-shop', publishedAt: null });
});
afterAll(async () => t.close());

const explore = async (query = '') => {
  const response = await t.app.inject(`/api/v1/public/project-catalogue${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return exploreResponseSchema.parse(response.json());
};
const ids = (answer: { projects: { id: string }[] }) => answer.projects.map((project) => project.id);

describe('GET /public/project-catalogue', () => {
  it('answers the first page of Available with every tab counted and the total', async () => {
    const answer = await explore();
    expect(answer.projects).toHaveLength(24);
    expect(answer).toMatchObject({ total: 31, page: 1, page_size: 24 });
    expect(answer.tabs).toEqual({ available: 31, in_progress: 1, paying_out: 0, closed: 2 });
    expect(answer.track_record).toEqual({ funded: 1, refunded: 1 });
    expect(ids(answer)).not.toContain('draft-shop');
  });

  it('pages without repeating or losing a business', async () => {
    const first = await explore('?sort=newest');
    const second = await explore('?sort=newest&page=2');
    expect(second.projects).toHaveLength(7);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(31);
    expect((await explore('?page=9')).projects).toEqual([]);
  });

  it('searches names and short descriptions in every language, whatever the viewer reads', async () => {
    for (const q of ['sunny', 'Mái nhà', 'солнечная', 'factory roofs', 'xưởng']) {
      expect(ids(await explore(`?q=${encodeURIComponent(q)}`)), q).toEqual(['sunny-roof']);
    }
    expect((await explore('?q=bakery%201')).total).toBe(11); // Bakery 1, 10-19
    expect((await explore('?q=100%25')).total).toBe(0); // % is a character, not a wildcard
    expect((await explore('?q=bakery_1')).total).toBe(0); // and so is _
  });

  it('finds a text typed without its accents or in other capitals, in every language', async () => {
    // Vietnamese typed on a keyboard without its marks, đ as d, any case.
    for (const q of ['mai nha nang', 'MÁI NHÀ', 'tiem banh 7', 'xuong']) {
      expect((await explore(`?q=${encodeURIComponent(q)}`)).total, q).toBeGreaterThan(0);
    }
    expect(ids(await explore(`?q=${encodeURIComponent('mai nha nang')}`))).toEqual(['sunny-roof']);
    expect(ids(await explore(`?location=${encodeURIComponent('da nang')}`))).toEqual(['sunny-roof']);
    expect(ids(await explore(`?location=${encodeURIComponent('DA NẴNG')}`))).toEqual(['sunny-roof']);
    // Russian keeps its own letters (й is not и), and reads ё as е.
    expect(ids(await explore(`?q=${encodeURIComponent('СОЛНЕЧНАЯ КРЫША')}`))).toEqual(['sunny-roof']);
    expect((await explore(`?q=${encodeURIComponent('солнечнаи')}`)).total).toBe(0);
    await insertProject(t, { id: 'yolka', name: texts('Fir tree', 'Cây thông', 'Ёлка и ёж') });
    t.container.projects.catalogueChanged();
    expect(ids(await explore(`?q=${encodeURIComponent('елка')}`))).toEqual(['yolka']);
    expect(ids(await explore(`?q=${encodeURIComponent('ёж')}`))).toEqual(['yolka']);
    // A search never matches across two texts (the name's end and the description's start).
    expect((await explore(`?q=${encodeURIComponent('solar panels')}`)).total).toBe(0);
    await t.db.db.execute(sql`delete from projects where id = 'yolka'`);
    t.container.projects.catalogueChanged();
  });

  it('finds a search through its trigram index, not by reading every business', async () => {
    // At a real catalogue's size (3,000 more businesses, in a transaction undone after), so the
    // planner weighs what it would weigh in production.
    let plan = '';
    await t.db.db
      .transaction(async (tx) => {
        await tx.execute(sql`
          insert into projects (id, status, category, featured, name, description, about, location, legal,
            payout_format, investment_structure, currency, target_minor, ticket_min_minor, ticket_max_minor,
            ticket_step_minor, funding_start, funding_end, expected_return_bp, annual_yield_bp,
            investment_term_months, published_at)
          select 'scale-' || n, status, category, featured,
            jsonb_build_object('en', 'Shop ' || n, 'vi', 'Cửa hàng ' || n, 'ru', 'Магазин ' || n),
            description, about, jsonb_build_object('en', 'Town ' || n, 'vi', 'Town ' || n, 'ru', 'Town ' || n),
            legal, payout_format, investment_structure, currency, target_minor, ticket_min_minor,
            ticket_max_minor, ticket_step_minor, funding_start, funding_end, expected_return_bp,
            annual_yield_bp, investment_term_months, published_at
          from projects, generate_series(1, 3000) as n where id = 'sunny-roof'`);
        await tx.execute(sql`analyze projects`);
        const explain = async (where: ReturnType<typeof sql>) => {
          const result = await tx.execute(sql`explain select id from projects
            where published_at is not null and demo_visit_id is null and ${where}`);
          return JSON.stringify(rowsOf(result));
        };
        plan =
          (await explain(sql`search_text like grove_search_fold('%1234%')`)) +
          (await explain(sql`location_text like grove_search_fold('%2345%')`)) +
          (await explain(
            sql`search_text like grove_search_fold('%1234%') and location_text like grove_search_fold('%2345%')`,
          ));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'Rollback')) throw error;
      });
    expect(plan.match(/projects_catalogue_text_idx/g)).toHaveLength(3);
    // Both texts are matched in the index: no business with only one of them is read.
    expect(plan).toContain('Index Cond: ((search_text ~~');
    expect(plan).not.toContain('Seq Scan');
  });

  it('filters by category, location in any language and ticket range', async () => {
    expect((await explore('?category=food_beverage')).total).toBe(30);
    expect((await explore('?category=food_beverage')).tabs.closed).toBe(1);
    expect(ids(await explore(`?location=${encodeURIComponent('Дананг')}`))).toEqual(['sunny-roof']);
    expect(ids(await explore(`?location=${encodeURIComponent('đà nẵng')}`))).toEqual(['sunny-roof']);
    // Tickets of $100-$5,000 meet a $6,000+ range only where a business goes that high.
    expect(ids(await explore('?ticket_min=6000'))).toEqual(['sunny-roof']);
    expect((await explore('?ticket_max=500')).total).toBe(30);
    expect((await explore('?ticket_min=100&ticket_max=999')).total).toBe(30);
  });

  it('sorts by newest, most funded and closing soon', async () => {
    expect(ids(await explore('?sort=newest'))[0]).toBe('sunny-roof'); // inserted now
    expect(ids(await explore('?sort=most_funded'))[0]).toBe('sunny-roof');
    expect(ids(await explore('?sort=ending_soon')).slice(0, 2)).toEqual(['sunny-roof', 'bakery-00']);
  });

  it('answers a tab with its own statuses', async () => {
    expect(ids(await explore('?tab=in_progress'))).toEqual(['old-mill']);
    expect(ids(await explore('?tab=closed')).sort()).toEqual(['gone-cafe', 'old-mill']);
  });

  it('refuses a bad parameter with a 400 that names it, never a 500', async () => {
    const cases: [string, string][] = [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?page=1.5', 'page'],
      ['?sort=cheapest', 'sort'],
      ['?tab=everything', 'tab'],
      ['?ticket_min=-1', 'ticket_min'],
      ['?ticket_min=ten', 'ticket_min'],
      ['?ticket_min=500&ticket_max=100', 'ticket_max'],
      [`?q=${'x'.repeat(101)}`, 'q'],
      ['?q=%00', 'q'],
      [`?location=${'x'.repeat(101)}`, 'location'],
    ];
    for (const [query, parameter] of cases) {
      const response = await t.app.inject(`/api/v1/public/project-catalogue${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = response.json<{ detail: string; fields: { path: string }[] }>();
      expect(
        body.fields.map((field) => field.path),
        query,
      ).toContain(parameter);
    }
  });

  it('is documented in the OpenAPI with each of its parameters', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, { get: { parameters: { name: string }[]; responses: Record<string, unknown> } }>;
    }>();
    const operation = doc.paths['/api/v1/public/project-catalogue']!.get;
    expect(operation.parameters.map((parameter) => parameter.name).sort()).toEqual(
      ['category', 'lang', 'location', 'page', 'q', 'sort', 'tab', 'ticket_max', 'ticket_min'].sort(),
    );
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400']);
  });

  it('drops its cached pages when the catalogue changes', async () => {
    expect((await explore('?q=lantern')).total).toBe(0);
    await insertProject(t, { id: 'lantern', name: texts('Lantern Workshop', 'Xưởng đèn lồng', 'Фонарная мастерская') });
    t.container.projects.catalogueChanged();
    expect(ids(await explore('?q=lantern'))).toEqual(['lantern']);
  });
});

describe('GET /public/projects (spec §7) beside it', () => {
  it('still answers every published business at once, in the spec shape, whatever Explore is asked', async () => {
    await explore('?q=bakery&sort=newest');
    const response = await t.app.inject('/api/v1/public/projects');
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['projects', 'total']);
    const list = projectListResponseSchema.parse(body);
    expect(list.projects.length).toBe(list.total);
    expect(list.projects.map((project) => project.id)).not.toContain('draft-shop');
    expect(list.total).toBeGreaterThanOrEqual(33);
  });
});

describe('GET /public/project-catalogue at a large catalogue', () => {
  // Last in the file: the rows it adds stay.
  const addShops = async (from: number, to: number, status: string) => {
    await t.db.db.execute(sql`
      insert into projects (id, status, category, featured, name, description, about, location, legal,
        payout_format, investment_structure, currency, target_minor, ticket_min_minor, ticket_max_minor,
        ticket_step_minor, funding_start, funding_end, expected_return_bp, annual_yield_bp,
        investment_term_months, published_at)
      select 'shop-' || ${status} || '-' || n, ${status}, category, featured,
        jsonb_build_object('en', 'Corner shop ' || n, 'vi', 'Cửa hàng ' || n, 'ru', 'Магазин ' || n),
        description, about, location, legal, payout_format, investment_structure, currency, target_minor,
        ticket_min_minor, ticket_max_minor, ticket_step_minor, funding_start, funding_end, expected_return_bp,
        annual_yield_bp, investment_term_months, published_at
      from projects, generate_series(${from}::int, ${to}::int) as n where id = 'sunny-roof'`);
  };

  it('counts every tab exactly up to the cap; past it, only the tab shown, as "more than the cap" beyond', async () => {
    await addShops(1, 700, 'fundraising');
    await addShops(1, 200, 'funded');
    await addShops(1, 100, 'refund_completed');
    const exact = await explore('?q=corner%20shop');
    expect(exact.count_cap).toBe(1000);
    expect(exact.total).toBe(700);
    expect(exact.tabs).toEqual({ available: 700, in_progress: 200, paying_out: 0, closed: 300 });
    expect(exact.track_record).toEqual({ funded: 200, refunded: 100 });

    await addShops(701, 1000, 'fundraising');
    const many = await explore('?q=corner%20shop&sort=newest');
    expect(many.total).toBe(1000);
    expect(many.tabs).toEqual({ available: null, in_progress: null, paying_out: null, closed: null });
    expect(many.track_record).toBeNull();
    expect((await explore('?q=corner%20shop&tab=closed')).total).toBe(300);

    await addShops(1001, 1001, 'fundraising');
    const more = await explore('?q=corner%20shop&sort=ending_soon');
    expect(more.total).toBe(1001);
    // The last page of businesses is still reached: past the cap, pages go on while they are full.
    const page = await explore('?q=corner%20shop&sort=ending_soon&page=42');
    expect(page.projects).toHaveLength(1001 - 41 * 24);

    // Without a search or filter every tab is counted, past the cap too (the page most visitors see).
    const plain = await explore('?sort=most_funded');
    expect(plain.tabs).toEqual({ available: 1001, in_progress: 201, paying_out: 0, closed: 302 });
    expect(plain.track_record).toEqual({ funded: 201, refunded: 101 });
  });
});
