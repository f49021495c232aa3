import { KIIS_TO_PUBLISH, UPLOAD_LIMITS } from '@grove/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, projects, users } from '../src/db/schema/index.js';
import { insertInvestor, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { multipart, PDF, pngOf } from './helpers/uploads.js';

let t: TestApp;
let operator: Investor;
let investor: Investor;

beforeAll(async () => {
  t = await createTestApp();
  investor = await insertInvestor(t);
  operator = await insertInvestor(t, { email: 'operator-s1@example.com' });
  await t.db.db.update(users).set({ role: 'admin' }).where(eq(users.id, operator.id));
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const localized = (en: string, vi = '', ru = '') => ({ en, vi, ru });

/** A complete form as the console sends it. */
function draftBody(overrides: Record<string, unknown> = {}) {
  return {
    name: localized('Corner Bakery', 'Tiệm bánh góc phố'),
    description: localized('Fresh bread every morning'),
    about: localized('A family bakery in Da Nang.'),
    location: localized('Da Nang, Vietnam'),
    legal: localized('Corner Bakery LLC'),
    payout_format: localized('Quarterly'),
    investment_structure: localized('Revenue share'),
    category: 'food_beverage',
    featured: false,
    currency: 'USD',
    target: '25000.50',
    ticket_min: '100',
    ticket_max: '5000',
    ticket_step: '50',
    funding_start: null,
    funding_end: new Date(Date.now() + 30 * DAY).toISOString(),
    expected_return: '12.25',
    annual_yield: 9.5,
    investment_term_months: 24,
    video_url: '',
    team: [{ name: 'Linh Tran', role: localized('Founder'), bio: localized('Baker for 20 years'), linkedin_url: '' }],
    faq: [{ question: localized('When do payouts start?'), answer: localized('After six months.') }],
    forecast: {
      scenarios: [{ label: localized('Base'), return_pct: '12.5' }],
      ebitda: [{ period: '2026', value: '1000.25' }],
      expected_revenue: [{ period: '2026', value: 50000 }],
      user_growth: [{ period: '2026', value: 1200 }],
    },
    ...overrides,
  };
}

const as = (who: Investor) => who.headers;

async function create(overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/projects',
    headers: as(operator),
    payload: draftBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function upload(
  path: string,
  file: { name: string; type: string; bytes: Uint8Array },
  fields: Record<string, string> = {},
  method: 'POST' | 'PUT' = 'POST',
) {
  const body = await multipart(fields, file);
  return t.app.inject({
    method,
    url: `/api/v1/admin/projects/${path}`,
    headers: { ...as(operator), ...body.headers },
    payload: body.payload,
  });
}

async function auditRows(targetId: string) {
  return t.db.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
}

describe('the console businesses API', () => {
  it('refuses a guest (401) and an investor (403) on every route of this area', async () => {
    const id = await create();
    const routes: [string, string][] = [
      ['GET', '/api/v1/admin/projects'],
      ['POST', '/api/v1/admin/projects'],
      ['GET', `/api/v1/admin/projects/${id}`],
      ['PATCH', `/api/v1/admin/projects/${id}`],
      ['GET', `/api/v1/admin/projects/${id}/preview`],
      ['POST', `/api/v1/admin/projects/${id}/publish`],
      ['POST', `/api/v1/admin/projects/${id}/media`],
      ['PUT', `/api/v1/admin/projects/${id}/media/order`],
      ['PATCH', `/api/v1/admin/projects/${id}/media/00000000-0000-4000-8000-000000000000`],
      ['DELETE', `/api/v1/admin/projects/${id}/media/00000000-0000-4000-8000-000000000000`],
      ['POST', `/api/v1/admin/projects/${id}/documents`],
      ['PUT', `/api/v1/admin/projects/${id}/documents/order`],
      ['DELETE', `/api/v1/admin/projects/${id}/documents/00000000-0000-4000-8000-000000000000`],
      ['PUT', `/api/v1/admin/projects/${id}/video`],
      ['DELETE', `/api/v1/admin/projects/${id}/video`],
    ];
    for (const [method, url] of routes) {
      const guest = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      const asInvestor = await t.app.inject({
        method: method as 'GET',
        url,
        headers: as(investor),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(asInvestor.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('creates a draft with exact amounts, invisible to the public until published', async () => {
    const id = await create({ id: 'corner-bakery-exact' });
    const [row] = await t.db.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({
      targetMinor: 2_500_050,
      ticketMinMinor: 10_000,
      ticketStepMinor: 5_000,
      expectedReturnBp: 1225,
      annualYieldBp: 950,
      publishedAt: null,
    });

    const got = await t.app.inject({ method: 'GET', url: `/api/v1/admin/projects/${id}`, headers: as(operator) });
    expect(got.json()).toMatchObject({
      id,
      status: 'draft',
      target: 25000.5,
      expected_return: 12.25,
      name: { en: 'Corner Bakery', vi: 'Tiệm bánh góc phố', ru: '' },
      forecast: { ebitda: [{ period: '2026', value: 1000.25 }], scenarios: [{ return_pct: 12.5 }] },
    });

    expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/projects/${id}` })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/public/projects' });
    expect(list.json<{ projects: { id: string }[] }>().projects.map((p) => p.id)).not.toContain(id);

    const audit = await auditRows(id);
    expect(audit).toEqual([expect.objectContaining({ action: 'project.create', actorId: operator.id })]);
  });

  it('lists every business with search, a status filter, raised against target and unanswered questions', async () => {
    const id = await create({ name: localized('Searchable Noodle Bar') });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/projects?q=noodle&status=draft&sort=name&direction=asc',
      headers: as(operator),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ projects: Record<string, unknown>[]; total: number }>();
    expect(body.total).toBe(1);
    expect(body.projects[0]).toMatchObject({
      id,
      name: 'Searchable Noodle Bar',
      status: 'draft',
      raised: 0,
      target: 25000.5,
      unanswered_questions: 0,
    });
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/projects?q=noodle&status=funded',
      headers: as(operator),
    });
    expect(none.json()).toEqual({ projects: [], total: 0 });
    const paged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/projects?limit=1&offset=0',
      headers: as(operator),
    });
    expect(paged.json<{ projects: unknown[]; total: number }>().projects).toHaveLength(1);
    expect(paged.json<{ total: number }>().total).toBeGreaterThan(1);
  });

  it('answers field-level messages for invalid input, excess precision included', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/projects',
      headers: as(operator),
      payload: draftBody({
        name: localized(''),
        target: '100.123',
        ticket_min: '600',
        ticket_max: '500',
        expected_return: '12.345',
      }),
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ fields: { path: string; message: string }[] }>().fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['name.en', 'target', 'ticket_max', 'expected_return']));
  });

  it('takes a category and a currency only from their lists, and a refusal names the field', async () => {
    const post = (overrides: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/projects',
        headers: as(operator),
        payload: draftBody(overrides),
      });
    // What an operator typed before the list was closed ("Food & beverage" showed as "Business").
    const label = await post({ category: 'Food & beverage' });
    expect(label.statusCode).toBe(400);
    expect(label.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'category', message: 'Choose a category from the list' }],
    });
    expect(label.json<{ detail: string }>().detail).toMatch(/category/);

    const both = await post({ category: '', currency: 'XYZ' });
    expect(both.statusCode).toBe(400);
    const fields = both.json<{ fields: { path: string; message: string }[] }>().fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'category', message: 'Choose a category from the list' }),
        expect.objectContaining({ path: 'currency', message: 'Choose a currency from the list' }),
      ]),
    );

    const created = await post({ category: 'food_beverage', currency: 'EUR' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ category: 'food_beverage', currency: 'EUR' });
  });

  it('names the field in a refusal the server makes itself (a rule needing the raise)', async () => {
    const id = await create();
    await t.db.db.update(projects).set({ raisedMinor: 1_000_00 }).where(eq(projects.id, id));
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/projects/${id}`,
      headers: as(operator),
      payload: draftBody({ currency: 'EUR' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      detail: 'currency: The currency cannot change once money has been committed',
      fields: [{ path: 'currency', message: 'The currency cannot change once money has been committed' }],
    });
  });

  it('edits every field and audits what changed', async () => {
    const id = await create();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/projects/${id}`,
      headers: as(operator),
      payload: draftBody({ name: localized('Corner Bakery', 'Tiệm bánh', 'Пекарня'), ticket_max: '7500' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ticket_max: 7500, name: { ru: 'Пекарня' } });
    const update = (await auditRows(id)).find((row) => row.action === 'project.update');
    expect(update?.before).toMatchObject({ ticket_max: 5000 });
    expect(update?.after).toMatchObject({ ticket_max: 7500 });
    expect(update?.after).not.toHaveProperty('category');
  });

  it('uploads images by content, resizes them, orders them, marks the cover and removes one', async () => {
    const id = await create();
    const big = await upload(
      `${id}/media`,
      { name: 'shop.png', type: 'image/png', bytes: await pngOf(3000, 2000) },
      { alt_en: 'The shop' },
    );
    expect(big.statusCode, big.body).toBe(201);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    // A JPEG named .png: the content decides.
    const small = await upload(`${id}/media`, { name: 'counter.png', type: 'image/png', bytes: jpeg });
    expect(small.statusCode, small.body).toBe(201);
    const media = small.json<{ media: { id: string; file_id: string; content_type: string; alt: { en: string } }[] }>()
      .media;
    expect(media).toHaveLength(2);
    expect(media[0]!.alt.en).toBe('The shop');
    expect(media.every((m) => m.content_type === 'image/webp')).toBe(true);

    const stored = await t.app.inject({ method: 'GET', url: `/api/v1/files/${media[0]!.file_id}` });
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1067]);
    const kept = await sharp(
      (await t.app.inject({ method: 'GET', url: `/api/v1/files/${media[1]!.file_id}` })).rawPayload,
    ).metadata();
    expect([kept.width, kept.height]).toEqual([40, 30]);

    const reordered = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/projects/${id}/media/order`,
      headers: as(operator),
      payload: { ids: [media[1]!.id, media[0]!.id] },
    });
    expect(reordered.statusCode).toBe(200);
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/projects/${id}/preview?lang=en`,
      headers: as(operator),
    });
    expect(preview.json<{ image: string }>().image).toBe(`/api/v1/files/${media[1]!.file_id}`);

    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/projects/${id}/media/order`,
      headers: as(operator),
      payload: { ids: [media[1]!.id] },
    });
    expect(bad.statusCode).toBe(400);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/projects/${id}/media/${media[1]!.id}`,
      headers: as(operator),
    });
    expect(removed.json<{ media: { id: string }[] }>().media.map((m) => m.id)).toEqual([media[0]!.id]);
    expect(await t.db.db.select().from(files).where(eq(files.id, media[1]!.file_id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${media[1]!.file_id}` })).statusCode).toBe(404);

    const actions = (await auditRows(id)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['project.media.add', 'project.media.order', 'project.media.remove']),
    );
  });

  it('refuses a text file renamed .pdf, an image that is not one and an oversized image', async () => {
    const id = await create();
    const fake = await upload(
      `${id}/documents`,
      { name: 'plan.pdf', type: 'application/pdf', bytes: Buffer.from('This is not a PDF at all, just text.') },
      { kind: 'business_plan', title_en: 'Business plan' },
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json<{ detail: string }>().detail).toMatch(/not a PDF document/);

    const pdfAsImage = await upload(`${id}/media`, { name: 'photo.jpg', type: 'image/jpeg', bytes: PDF });
    expect(pdfAsImage.statusCode).toBe(415);
    expect(pdfAsImage.json<{ detail: string }>().detail).toMatch(/application\/pdf/);

    const oversized = Buffer.concat([await pngOf(10, 10), Buffer.alloc(UPLOAD_LIMITS.image)]);
    const big = await upload(`${id}/media`, { name: 'huge.png', type: 'image/png', bytes: oversized });
    expect(big.statusCode).toBe(413);
    expect(big.json<{ detail: string }>().detail).toMatch(/10 MB/);

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/admin/projects/${id}`, headers: as(operator) })).json(),
    ).toMatchObject({
      media: [],
      documents: [],
    });
  });

  it('accepts a real PDF with its titles and removes it', async () => {
    const id = await create();
    const missingTitle = await upload(
      `${id}/documents`,
      { name: 'plan.pdf', type: 'application/pdf', bytes: PDF },
      { kind: 'term_sheet' },
    );
    expect(missingTitle.statusCode).toBe(400);
    expect(missingTitle.json<{ fields: { path: string }[] }>().fields[0]!.path).toBe('title_en');

    const added = await upload(
      `${id}/documents`,
      { name: 'plan.pdf', type: 'application/pdf', bytes: PDF },
      { kind: 'business_plan', title_en: 'Business plan', title_ru: 'Бизнес-план' },
    );
    expect(added.statusCode, added.body).toBe(201);
    const [document] = added.json<{ documents: { id: string; title: object; file: { content_type: string } }[] }>()
      .documents;
    expect(document).toMatchObject({
      title: { en: 'Business plan', vi: '', ru: 'Бизнес-план' },
      file: { content_type: 'application/pdf' },
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/projects/${id}/documents/${document!.id}`,
      headers: as(operator),
    });
    expect(removed.json<{ documents: unknown[] }>().documents).toEqual([]);
  });

  it('previews a draft as the public page will show it, then publishes it into fundraising', async () => {
    const id = await create();
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${id}/publish`,
      headers: as(operator),
    });
    expect(early.statusCode).toBe(400);
    const refusals = early.json<{ fields: { path: string; message: string }[] }>().fields;
    expect(refusals.map((f) => f.path)).toContain('media');
    // Issue 27: the key information sheet is reviewed and approved before publishing.
    expect(refusals).toContainEqual(expect.objectContaining({ path: 'kiis', message: KIIS_TO_PUBLISH }));

    await upload(`${id}/media`, { name: 'cover.png', type: 'image/png', bytes: await pngOf(64, 48) });
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/projects/${id}/preview?lang=vi`,
      headers: as(operator),
    });
    expect(preview.statusCode).toBe(200);
    // The same shape as the public details; a missing translation falls back to English.
    expect(preview.json()).toMatchObject({
      id,
      name: 'Tiệm bánh góc phố',
      description: 'Fresh bread every morning',
      target_amount: 25000.5,
    });

    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/projects/${id}/kiis`,
      headers: as(operator),
    });
    const draft = sheet.json<{ versions: { version: number; facts_hash: string; status: string }[] }>().versions[0]!;
    expect(draft.status).toBe('draft');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${id}/kiis/${draft.version}/approve`,
      headers: as(operator),
      payload: { facts_hash: draft.facts_hash },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    // Seen once, so the catalogue has an answer cached that must be dropped.
    await t.app.inject({ method: 'GET', url: '/api/v1/public/projects' });
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${id}/publish`,
      headers: as(operator),
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'fundraising', published_at: expect.any(String) });

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/public/projects' });
    expect(list.json<{ projects: { id: string }[] }>().projects.map((p) => p.id)).toContain(id);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/projects/${id}` })).statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${id}/publish`,
      headers: as(operator),
    });
    expect(again.statusCode).toBe(409);
    const publishRow = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'project.publish')));
    expect(publishRow).toHaveLength(1);
  });

  it('shows an edit on the public page at once (the catalogue cache is dropped)', async () => {
    const id = await create();
    await upload(`${id}/media`, { name: 'cover.png', type: 'image/png', bytes: await pngOf(64, 48) });
    await t.container.kiis.approveLatest(operator.id, id, new Date());
    await t.app.inject({ method: 'POST', url: `/api/v1/admin/projects/${id}/publish`, headers: as(operator) });
    const before = await t.app.inject({ method: 'GET', url: `/api/v1/public/projects/${id}` });
    expect(before.json<{ name: string }>().name).toBe('Corner Bakery');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/projects/${id}`,
      headers: as(operator),
      payload: draftBody({ name: localized('Renamed Bakery') }),
    });
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/public/projects/${id}` });
    expect(after.json<{ name: string }>().name).toBe('Renamed Bakery');
  });
});

describe('revenue-share terms (issue 26)', () => {
  it('publishing freezes them: the defaults are stored, and the contract minimum return can no longer change', async () => {
    const id = await create({ investment_term_months: 12 });
    await upload(`${id}/media`, { name: 'cover.png', type: 'image/png', bytes: await pngOf(64, 48) });
    const draft = await t.app.inject({ url: `/api/v1/admin/projects/${id}/revenue-terms`, headers: as(operator) });
    // Defaults from the spec: 1 + the expected return (12.25 %), one tranche for a one-year term.
    expect(draft.json()).toMatchObject({ minimum_multiple_bp: 11_225, tranche_count: 1, version: 0, frozen: false });
    await t.container.kiis.approveLatest(operator.id, id, new Date());
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${id}/publish`,
      headers: as(operator),
    });
    expect(published.statusCode, published.body).toBe(200);
    // A longer term after publishing does not change the tranche count investors invested on.
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/projects/${id}`,
      headers: as(operator),
      payload: draftBody({ investment_term_months: 36 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const frozen = await t.app.inject({ url: `/api/v1/admin/projects/${id}/revenue-terms`, headers: as(operator) });
    expect(frozen.json()).toMatchObject({ minimum_multiple_bp: 11_225, tranche_count: 1, version: 1, frozen: true });
    const minimum = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/projects/${id}`,
      headers: as(operator),
      payload: draftBody({ expected_return: '20' }),
    });
    expect(minimum.statusCode).toBe(409);
    expect(minimum.json()).toMatchObject({ code: 'REVENUE_TERMS_FROZEN' });
  });
});
