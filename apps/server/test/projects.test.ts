import zlib from 'node:zlib';
import {
  EXPLORE_TABS,
  exploreTabsOf,
  portfolioResponseSchema,
  projectDetailsSchema,
  projectListResponseSchema,
  projectSchema,
  raiseOutcomeOf,
  type Project,
} from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_BUSINESSES } from '../src/db/seed/demo/index.js';
import { bearer, register } from './helpers/accounts.js';
import { insertInvestor, insertPaidInvestment, insertProject } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

const list = async (query = '') => {
  const response = await t.app.inject(`/api/v1/public/projects${query}`);
  expect(response.statusCode).toBe(200);
  return projectListResponseSchema.parse(response.json());
};

describe('GET /public/projects', () => {
  it('answers every published project without a query, in the normalised shape', async () => {
    const body = await list();
    expect(body.projects).toHaveLength(DEMO_BUSINESSES.length);
    expect(body.total).toBe(DEMO_BUSINESSES.length);
    const saigon = body.projects.find((p) => p.id === 'saigon-bean-roastery')!;
    expect(saigon).toMatchObject({
      status: 'fundraising',
      currency: 'USD',
      target_amount: 120_000,
      current_amount: 78_600,
      raised: 78_600,
      target: 120_000,
      ticket_min: 150,
      minInvestment: 150,
      ticket_step: 150,
      fundedPercent: 66,
    });
    expect(saigon.return).toBe(saigon.expected_return);
    expect(saigon.endDate).toBe(saigon.funding_end);
    expect(saigon.deadline).toBe(saigon.funding_end);
    expect(saigon.image).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
  });

  it('lists open rounds first, featured first', async () => {
    const { projects } = await list();
    const open = projects.map((p) => p.status === 'fundraising' || p.status === 'extended');
    expect(open.indexOf(false)).toBe(open.lastIndexOf(true) + 1);
    expect(projects[0]?.featured).toBe(true);
  });

  it('translates texts with ?lang and falls back to English for other languages', async () => {
    const vi = await list('?lang=vi');
    const de = await list('?lang=de');
    const en = await list();
    const name = (body: { projects: Project[] }) =>
      body.projects.find((p) => p.id === 'sunroof-solar-danang')!.location;
    expect(name(vi)).not.toBe(name(en));
    expect(name(de)).toBe(name(en));
  });

  it('pages and filters, reading both spellings of the refund statuses', async () => {
    const page = await list('?limit=4&offset=4');
    expect(page.projects).toHaveLength(4);
    expect(page.total).toBe(DEMO_BUSINESSES.length);
    // The refunded rounds start as being refunded; their queued refunds end them refund_completed.
    const refunding = ['cleanspin-laundromats', 'sen-vang-pharmacy'];
    expect((await list('?status=refund-initiated')).projects.map((p) => p.id).sort()).toEqual(refunding);
    expect((await list('?status=refund_initiated')).projects.map((p) => p.id).sort()).toEqual(refunding);
    await t.runJobs();
    const hyphen = await list('?status=refund-completed');
    const underscore = await list('?status=refund_completed');
    expect(hyphen.projects.map((p) => p.id).sort()).toEqual(refunding);
    expect(underscore.projects.map((p) => p.id).sort()).toEqual(refunding);
    expect(hyphen.projects.every((p) => p.current_amount === 0 && p.investor_count === 0)).toBe(true);
    expect((await list('?status=payout,funded')).projects.every((p) => ['payout', 'funded'].includes(p.status))).toBe(
      true,
    );
    expect((await list('?status=unknown')).projects).toEqual([]);
    // The two refunded rounds' queued work is some 700 jobs (refunds, webhooks, e-mails): about
    // 40 s on a busy two-core machine, past the default time limit.
  }, 120_000);

  it('maps every status to the explore tabs as the spec says, with closed raises in a tab of their own', async () => {
    const { projects } = await list();
    const tabs = (id: string) => exploreTabsOf(projects.find((p) => p.id === id)!.status);
    expect(tabs('saigon-bean-roastery')).toEqual(['available']);
    expect(tabs('golden-crust-bakery')).toEqual(['available']); // extended
    expect(tabs('swiftlane-last-mile')).toEqual(['in_progress', 'closed']); // funded
    expect(tabs('lantern-house-hoi-an')).toEqual(['in_progress', 'closed']); // active
    expect(tabs('kartli-craft-brewery')).toEqual(['paying_out', 'closed']);
    expect(tabs('cleanspin-laundromats')).toEqual(['closed']); // refunded
    expect(tabs('ararat-language-lab')).toEqual([]); // paused
  });

  it('answers one explore tab with ?tab=, alone or with ?status=', async () => {
    const all = (await list()).projects;
    for (const tab of EXPLORE_TABS) {
      const body = await list(`?tab=${tab}`);
      const expected = all.filter((p) => exploreTabsOf(p.status).includes(tab)).map((p) => p.id);
      expect(
        body.projects.map((p) => p.id),
        tab,
      ).toEqual(expected);
      expect(body.total).toBe(expected.length);
    }
    const closed = await list('?tab=closed');
    expect(new Set(closed.projects.map((p) => raiseOutcomeOf(p.status)))).toEqual(new Set(['funded', 'refunded']));
    expect(closed.projects.map((p) => p.id)).not.toContain('ararat-language-lab');
    // Both: the statuses of the tab that were asked for; none of them, nothing.
    const payingOut = await list('?tab=closed&status=payout');
    expect(payingOut.projects.length).toBeGreaterThan(0);
    expect(payingOut.projects.every((p) => p.status === 'payout')).toBe(true);
    expect(await list('?tab=available&status=payout')).toEqual({ projects: [], total: 0 });
    const paged = await list('?tab=closed&limit=2&offset=1');
    expect(paged.projects.map((p) => p.id)).toEqual(closed.projects.slice(1, 3).map((p) => p.id));
    expect(paged.total).toBe(closed.total);
  });

  it('rejects an unknown tab', async () => {
    const response = await t.app.inject('/api/v1/public/projects?tab=finished');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBeTruthy();
  });

  it('rejects a bad page size', async () => {
    const response = await t.app.inject('/api/v1/public/projects?limit=0');
    expect(response.statusCode).toBe(400);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await t.app.inject('/api/v1/public/projects?lang=ru');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=15');
    const second = await t.app.inject({
      url: '/api/v1/public/projects?lang=ru',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const other = await t.app.inject({
      url: '/api/v1/public/projects?lang=vi',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('compression', () => {
  it('sends the catalogue compressed to a client that accepts brotli or gzip, and plain otherwise', async () => {
    const plain = await t.app.inject('/api/v1/public/projects');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/api/v1/public/projects', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: '/api/v1/public/projects', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});

describe('defaults of the normalised shape', () => {
  it('fills in the spec defaults for a project with missing data', async () => {
    const empty = { en: '', vi: '', ru: '' };
    await t.db.db.execute(sql`
      insert into projects (id, status, category, name, description, about, location, legal, payout_format,
        investment_structure, currency, target_minor, ticket_min_minor, ticket_max_minor, ticket_step_minor,
        expected_return_bp, annual_yield_bp, investment_term_months, published_at)
      values ('bare-project', 'paused', '', ${JSON.stringify(empty)}::jsonb, ${JSON.stringify(empty)}::jsonb,
        ${JSON.stringify(empty)}::jsonb, ${JSON.stringify(empty)}::jsonb, ${JSON.stringify(empty)}::jsonb,
        ${JSON.stringify(empty)}::jsonb, ${JSON.stringify(empty)}::jsonb, 'USD', 0, 0, 0, 0, 0, 0, 12, now() - interval '10 years')`);
    const response = await t.app.inject('/api/v1/public/projects/bare-project');
    const project = projectDetailsSchema.parse(response.json());
    expect(project).toMatchObject({
      name: 'Untitled Project',
      status: 'paused',
      currency: 'USD',
      location: 'Location not specified',
      category: 'Business',
      ticket_min: 100,
      ticket_max: 50_000,
      ticket_step: 100,
    });
    expect(project.keyMetrics).toMatchObject({ target: 1_000_000, fundedPercent: 0, remaining: 1_000_000 });
    await t.db.db.execute(sql`delete from projects where id = 'bare-project'`);
  });
});

describe('GET /public/projects/{id}', () => {
  it('answers the details shape with every section', async () => {
    const response = await t.app.inject('/api/v1/public/projects/saigon-bean-roastery?lang=en');
    expect(response.statusCode).toBe(200);
    const details = projectDetailsSchema.parse(response.json());
    expect(details.about.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(details.keyMetrics).toEqual({
      raised: 78_600,
      target: 120_000,
      fundedPercent: 66,
      remaining: 41_400,
      ticketRange: { min: 150, max: details.ticket_max, step: 150 },
    });
    expect(details.basicInfo.fundingWindow.start).toBe(details.funding_start);
    expect(details.media.length).toBeGreaterThanOrEqual(3);
    expect(details.documents.map((d) => d.kind)).toEqual(expect.arrayContaining(['business_plan', 'term_sheet']));
    expect(details.team.length).toBeGreaterThan(0);
    expect(details.faq.some((f) => f.answer.includes('150'))).toBe(true);
    expect(details.financialForecast.scenarios).toHaveLength(3);
    expect(details.qa.every((q) => q.answer !== null)).toBe(true);
  });

  it('never shows a negative remaining amount', async () => {
    const details = projectDetailsSchema.parse(
      (await t.app.inject('/api/v1/public/projects/kartli-craft-brewery')).json(),
    );
    expect(details.keyMetrics.remaining).toBe(0);
    expect(details.keyMetrics.fundedPercent).toBe(100);
  });

  it('lists documents with a url first', async () => {
    await t.db.db.execute(sql`
      insert into project_documents (project_id, kind, title, file_id, position)
      values ('song-yoga-danang', 'legal_opinion', '{"en":"Legal opinion","vi":"Ý kiến pháp lý","ru":"Юридическое заключение"}', null, -1)`);
    const details = projectDetailsSchema.parse((await t.app.inject('/api/v1/public/projects/song-yoga-danang')).json());
    expect(details.documents.at(-1)).toMatchObject({ kind: 'legal_opinion', url: null });
    expect(details.documents[0]?.url).not.toBeNull();
  });

  it("answers 404 'Project not found' for an unknown id", async () => {
    const response = await t.app.inject('/api/v1/public/projects/no-such-business');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND', detail: 'Project not found' });
  });

  it('serves the featured projects', async () => {
    const response = await t.app.inject('/api/v1/public/projects/featured');
    const featured = z.array(projectSchema).parse(response.json());
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p) => p.featured)).toBe(true);
  });
});

describe('files', () => {
  it('serves images and PDFs with long caching and a sandbox', async () => {
    const details = projectDetailsSchema.parse(
      (await t.app.inject('/api/v1/public/projects/saigon-bean-roastery')).json(),
    );
    const image = await t.app.inject(details.media[0]!.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(image.headers['content-security-policy'])).toMatch(/^sandbox/);
    const pdf = await t.app.inject(`${details.documents[0]!.url}?download`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("serves a business's clip whole or in the byte ranges a player asks for", async () => {
    const details = projectDetailsSchema.parse(
      (await t.app.inject('/api/v1/public/projects/kartli-craft-brewery')).json(),
    );
    // The clip is the business's video, over its cover picture, not one of the slider's pictures.
    expect(details.video).toEqual({ url: expect.stringMatching(/^\/api\/v1\/files\//), poster: details.image });
    expect(details.media.every((item) => item.type === 'image')).toBe(true);
    const url = details.video!.url;

    const whole = await t.app.inject(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const bytes = whole.rawPayload;
    expect(Number(whole.headers['content-length'])).toBe(bytes.byteLength);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));

    const part = await t.app.inject({ url, headers: { range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${bytes.byteLength}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.rawPayload).toEqual(bytes.subarray(100, 1100));

    // What a browser sends first, and the end of the file (where a player looks for the cues).
    const open = await t.app.inject({ url, headers: { range: 'bytes=0-' } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload).toEqual(bytes);
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-500' } });
    expect(tail.headers['content-range']).toBe(
      `bytes ${bytes.byteLength - 500}-${bytes.byteLength - 1}/${bytes.byteLength}`,
    );
    expect(tail.rawPayload).toEqual(bytes.subarray(-500));

    // Past the end: 416 with the size; a header that makes no sense, or asks for several ranges: the whole file.
    const outside = await t.app.inject({ url, headers: { range: `bytes=${bytes.byteLength}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${bytes.byteLength}`);
    expect(outside.json()).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE' });
    for (const range of ['bytes=abc', 'pages=1-2', 'bytes=0-9,500-509']) {
      const answer = await t.app.inject({ url, headers: { range } });
      expect(answer.statusCode, range).toBe(200);
      expect(answer.rawPayload.byteLength, range).toBe(bytes.byteLength);
    }
  });

  it('gives a business without an uploaded clip no video', async () => {
    const details = projectDetailsSchema.parse(
      (await t.app.inject('/api/v1/public/projects/saigon-bean-roastery')).json(),
    );
    expect(details.video).toBeNull();
  });

  it('answers 404 for an unknown file and 400 for a malformed id', async () => {
    expect((await t.app.inject('/api/v1/files/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.app.inject('/api/v1/files/../../etc/passwd')).statusCode).toBe(404);
    expect((await t.app.inject('/api/v1/files/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('favourites and the portfolio', () => {
  it('saves and removes businesses, per user', async () => {
    const ana = await register(t.app, 'fav-ana@example.com');
    const bo = await register(t.app, 'fav-bo@example.com');
    const put = (token: string, id: string) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/portfolio/me/favorites/${id}`, headers: bearer(token) });
    expect((await put(ana.token, 'saigon-bean-roastery')).json()).toEqual({
      project_id: 'saigon-bean-roastery',
      favorite: true,
    });
    expect((await put(ana.token, 'saigon-bean-roastery')).statusCode).toBe(200);
    await put(ana.token, 'kartli-craft-brewery');

    const portfolio = await t.app.inject({ url: '/api/v1/portfolio/me?lang=vi', headers: bearer(ana.token) });
    expect(portfolio.statusCode).toBe(200);
    expect(portfolio.json()).toMatchObject({ items: [], total_invested: 0, currency: 'USD' });
    expect(
      portfolio
        .json()
        .favorites.map((p: Project) => p.id)
        .sort(),
    ).toEqual(['kartli-craft-brewery', 'saigon-bean-roastery']);
    // Someone else's portfolio is their own.
    expect((await t.app.inject({ url: '/api/v1/portfolio/me', headers: bearer(bo.token) })).json().favorites).toEqual(
      [],
    );

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/portfolio/me/favorites/kartli-craft-brewery',
      headers: bearer(ana.token),
    });
    expect(removed.json()).toEqual({ project_id: 'kartli-craft-brewery', favorite: false });
    const after = await t.app.inject({ url: '/api/v1/portfolio/me', headers: bearer(ana.token) });
    expect(after.json().favorites.map((p: Project) => p.id)).toEqual(['saigon-bean-roastery']);
  });

  it('lists investments in paused and refunding businesses, which no tab but Closed shows, with their ids', async () => {
    const investor = await insertInvestor(t);
    const paused = await insertProject(t, { status: 'paused' });
    const refunding = await insertProject(t, { status: 'refund_initiated' });
    await insertPaidInvestment(t, investor.id, paused, 500_00);
    await insertPaidInvestment(t, investor.id, refunding, 300_00);
    t.container.projects.catalogueChanged();

    const response = await t.app.inject({ url: '/api/v1/portfolio/me', headers: investor.headers });
    const portfolio = portfolioResponseSchema.parse(response.json());
    const held = new Map(portfolio.items.map((item) => [item.project.id, item.project.status]));
    expect(held).toEqual(
      new Map([
        [paused, 'paused'],
        [refunding, 'refund_initiated'],
      ]),
    );
    // Each id opens the business's page, though the paused one is in no explore tab.
    for (const id of [paused, refunding]) {
      expect((await t.app.inject(`/api/v1/public/projects/${id}`)).statusCode).toBe(200);
    }
    const inTabs = new Set<string>();
    for (const tab of EXPLORE_TABS) for (const p of (await list(`?tab=${tab}`)).projects) inTabs.add(p.id);
    expect(inTabs.has(paused)).toBe(false);
    expect((await list('?tab=closed')).projects.map((p) => p.id)).toContain(refunding);
  });

  it('refuses guests and unknown businesses', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/portfolio/me/favorites/saigon-bean-roastery' })).statusCode,
    ).toBe(401);
    expect((await t.app.inject('/api/v1/portfolio/me')).statusCode).toBe(401);
    const { token } = await register(t.app, 'fav-unknown@example.com');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/portfolio/me/favorites/nope',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('PROJECT_NOT_FOUND');
  });
});

describe('questions', () => {
  it('lets a signed-in user ask; the question is public only once answered', async () => {
    const { token } = await register(t.app, 'asker@example.com', { name: 'Minh Tran' });
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/saigon-bean-roastery/questions',
      headers: bearer(token),
      payload: { question: 'How do you hedge the price of green coffee beans?' },
    });
    expect(ask.statusCode).toBe(201);
    expect(ask.json()).toMatchObject({ answer: null, answered_at: null });

    const mine = await t.app.inject({
      url: '/api/v1/projects/saigon-bean-roastery/questions/mine',
      headers: bearer(token),
    });
    expect(mine.json().questions).toHaveLength(1);
    const details = (await t.app.inject('/api/v1/public/projects/saigon-bean-roastery')).json();
    expect(details.qa.some((q: { question: string }) => q.question.includes('green coffee'))).toBe(false);
  });

  it('validates questions and needs a session', async () => {
    const { token } = await register(t.app, 'asker2@example.com');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/saigon-bean-roastery/questions',
      headers: bearer(token),
      payload: { question: 'Why?' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('Please write at least 10 characters');
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/saigon-bean-roastery/questions',
      payload: { question: 'A perfectly good question?' },
    });
    expect(guest.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/nope/questions',
      headers: bearer(token),
      payload: { question: 'A perfectly good question?' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
