import {
  changeRequestListSchema,
  founderGalleryViewSchema,
  UPLOAD_LIMITS,
  type FounderGalleryView,
} from '@grove/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projectMedia } from '../src/db/schema/index.js';
import { insertFounderCast, insertTeamBusiness, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { multipart, PDF, pngOf, type UploadFile } from './helpers/uploads.js';

/**
 * A business's images and documents in the founder's portal (issue 26): the team (owner or
 * editor) uploads, orders and removes them with the console's checks; a draft's change applies at
 * once, a live business's waits in one media request that an operator approves; outsiders get 404.
 */
let t: TestApp;
let owner: Investor;
let editor: Investor;
let stranger: Investor;
let operator: Investor;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, editor, stranger, operator } = await insertFounderCast(t));
}, 60_000);
afterAll(async () => t?.close());

const business = (published: boolean) => insertTeamBusiness(t, { owner, editor }, published);

const url = (id: string, rest = '') => `/api/v1/founder/businesses/${id}/${rest}`;

async function upload(who: Investor, id: string, table: 'media' | 'documents', file: UploadFile, fields = {}) {
  const body = await multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: url(id, table),
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

const image = async (name = 'shop.png') => ({ name, type: 'image/png', bytes: await pngOf(800, 600) });
const pdf = { name: 'plan.pdf', type: 'application/pdf', bytes: PDF };
const docFields = { kind: 'business_plan', title_en: 'Business plan', title_vi: 'Kế hoạch kinh doanh' };

async function call(who: Investor | null, method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: object) {
  return t.app.inject({ method, url: path, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });
}

function viewOf(response: { statusCode: number; body: string; json(): unknown }): FounderGalleryView {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return founderGalleryViewSchema.parse(response.json());
}

const publicPage = async (id: string) =>
  (await call(null, 'GET', `/api/v1/public/projects/${id}?lang=en`)).json<{
    media: { url: string }[];
    documents: { title: string }[];
  }>();

describe('on a draft', () => {
  it('applies the team’s uploads, order, alt texts and removals at once, with the console’s checks', async () => {
    const id = await business(false);
    const first = viewOf(await upload(owner, id, 'media', await image(), { alt_en: 'The shop', alt_ru: 'Магазин' }));
    expect(first.pending).toBeNull();
    expect(first.gallery.media).toEqual([expect.objectContaining({ alt: { en: 'The shop', vi: '', ru: 'Магазин' } })]);
    const second = viewOf(await upload(editor, id, 'media', await image('counter.png')));
    const [a, b] = second.gallery.media.map((m) => m.id) as [string, string];
    // Stored as the console stores an image: a web-sized WebP copy.
    const stored = await t.app.inject({ method: 'GET', url: second.gallery.media[1]!.url });
    expect(stored.headers['content-type']).toBe('image/webp');

    viewOf(await call(editor, 'PUT', url(id, 'media/order'), { ids: [b, a] }));
    viewOf(await call(editor, 'PATCH', url(id, `media/${b}`), { alt: { en: 'Counter', vi: 'Quầy', ru: 'Прилавок' } }));
    const withDoc = viewOf(await upload(editor, id, 'documents', pdf, docFields));
    expect(withDoc.gallery.documents).toEqual([
      expect.objectContaining({ kind: 'business_plan', public: true, name: 'plan.pdf' }),
    ]);
    const removed = viewOf(await call(owner, 'DELETE', url(id, `media/${a}`)));
    expect(removed.gallery.media.map((m) => [m.id, m.alt.en])).toEqual([[b, 'Counter']]);
    const rows = await t.db.db.select().from(projectMedia).where(eq(projectMedia.projectId, id));
    expect(rows.map((row) => [row.id, row.position])).toEqual([[b, 0]]);
    const inConsole = (await call(operator, 'GET', `/api/v1/admin/projects/${id}`)).json<{ documents: unknown[] }>();
    expect(inConsole.documents).toHaveLength(1);
    const audits = await t.db.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(['founder.media.add', 'founder.media.order', 'founder.document.add']),
    );
  });

  it('refuses what the console refuses: a text file named .pdf, a PDF as an image, an order missing an item', async () => {
    const id = await business(false);
    const fake = await upload(owner, id, 'documents', { ...pdf, bytes: Buffer.from('not a pdf') }, docFields);
    expect(fake.statusCode).toBe(415);
    const pdfAsImage = await upload(owner, id, 'media', { name: 'photo.png', type: 'image/png', bytes: PDF });
    expect(pdfAsImage.statusCode).toBe(415);
    const big = await upload(owner, id, 'media', {
      name: 'huge.png',
      type: 'image/png',
      bytes: Buffer.concat([await pngOf(10, 10), Buffer.alloc(UPLOAD_LIMITS.image)]),
    });
    expect(big.statusCode).toBe(413);
    const untitled = await upload(owner, id, 'documents', pdf, { kind: 'business_plan' });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().fields[0].path).toBe('title_en');
    viewOf(await upload(owner, id, 'media', await image()));
    const view = viewOf(await upload(owner, id, 'media', await image()));
    const partial = await call(owner, 'PUT', url(id, 'media/order'), { ids: [view.gallery.media[0]!.id] });
    expect(partial.statusCode).toBe(400);
    const unknown = await call(owner, 'DELETE', url(id, 'media/00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('outside the team', () => {
  it('answers 404 to every media and documents route, an upload included, and changes nothing', async () => {
    const id = await business(false);
    const view = viewOf(await upload(owner, id, 'media', await image()));
    const item = view.gallery.media[0]!.id;
    const attempts = [
      await upload(stranger, id, 'media', await image()),
      await upload(stranger, id, 'documents', pdf, docFields),
      await call(stranger, 'GET', url(id, 'media')),
      await call(stranger, 'PUT', url(id, 'media/order'), { ids: [item] }),
      await call(stranger, 'PATCH', url(id, `media/${item}`), { alt: { en: 'x', vi: '', ru: '' } }),
      await call(stranger, 'DELETE', url(id, `media/${item}`)),
      await call(stranger, 'PATCH', url(id, `documents/${item}`), { public: false }),
      await call(stranger, 'DELETE', url(id, `documents/${item}`)),
      // An operator is not in the team either: the console has its own routes.
      await call(operator, 'GET', url(id, 'media')),
    ];
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().detail).toBe('Business not found');
    }
    expect((await call(null, 'GET', url(id, 'media'))).statusCode).toBe(401);
    expect(viewOf(await call(owner, 'GET', url(id, 'media'))).gallery.media.map((m) => m.id)).toEqual([item]);
  });
});

describe('on a live business', () => {
  it('gathers the team’s edits in one media request, shows investors nothing until an operator approves it', async () => {
    const id = await business(true);
    const cover = viewOf(await upload(owner, id, 'media', await image('cover.png'), { alt_en: 'Cover' }));
    expect(cover.pending).toMatchObject({ kind: 'media', status: 'pending' });
    expect(cover.pending!.before).toEqual({ media: [], documents: [] });
    expect((await publicPage(id)).media).toEqual([]);
    // A second upload and a document amend the same request.
    const more = viewOf(await upload(editor, id, 'media', await image('inside.png'), { alt_en: 'Inside' }));
    const withDoc = viewOf(await upload(editor, id, 'documents', pdf, docFields));
    expect(withDoc.pending!.id).toBe(cover.pending!.id);
    const [c, i] = more.gallery.media.map((m) => m.id) as [string, string];
    const ordered = viewOf(await call(editor, 'PUT', url(id, 'media/order'), { ids: [i, c] }));
    expect(ordered.gallery.media.map((m) => m.alt.en)).toEqual(['Inside', 'Cover']);

    const queue = changeRequestListSchema.parse((await call(operator, 'GET', '/api/v1/admin/changes')).json());
    const mine = queue.requests.filter((r) => r.project_id === id);
    expect(mine).toHaveLength(1);
    // The operator compares the images (their addresses, for thumbnails) and documents by name.
    expect(mine[0]!.after).toMatchObject({
      media: [{ alt: { en: 'Inside' }, url: expect.stringMatching(/^\/api\/v1\/files\//) }, { alt: { en: 'Cover' } }],
      documents: [{ name: 'plan.pdf', title: { en: 'Business plan' } }],
    });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/changes/${mine[0]!.id}/approve`,
      headers: operator.headers,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const page = await publicPage(id);
    expect(page.media.map((m) => m.url)).toEqual(ordered.gallery.media.map((m) => m.url));
    expect(page.documents.map((d) => d.title)).toEqual(['Business plan']);
    const after = viewOf(await call(owner, 'GET', url(id, 'media')));
    expect(after.pending).toBeNull();
    expect(after.last_decided).toMatchObject({ status: 'approved' });
    expect(after.gallery.media.map((m) => m.id)).toEqual([i, c]);
  });

  it('refuses to apply a request made on images an operator has changed since', async () => {
    const id = await business(true);
    const request = viewOf(await upload(owner, id, 'media', await image())).pending!;
    const body = await multipart({}, await image('operator.png'));
    const byOperator = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${id}/media`,
      headers: { ...operator.headers, ...body.headers },
      payload: body.payload,
    });
    expect(byOperator.statusCode).toBe(201);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/changes/${request.id}/approve`,
      headers: operator.headers,
      payload: {},
    });
    expect(approve.statusCode).toBe(409);
    // Nothing was applied, and the request still waits (to be rejected with a message).
    expect((await publicPage(id)).media).toHaveLength(1);
    expect(viewOf(await call(owner, 'GET', url(id, 'media'))).pending).toMatchObject({ status: 'pending' });
  });
});
