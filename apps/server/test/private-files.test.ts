import { founderGalleryViewSchema, revenueReportSchema } from '@grove/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocuments } from '../src/db/schema/index.js';
import { addMember } from '../src/modules/founders/members.repository.js';
import {
  insertFounderCast,
  insertInvestor,
  insertPayingBusiness,
  insertTeamBusiness,
  type Investor,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { multipart, PDF, pngOf } from './helpers/uploads.js';

/**
 * `/files/:id` serves a public file to anyone, cached for a year, and a private one (an
 * application's paper, a revenue report's evidence, a team-only document) only to its readers
 * and operators, never cached: to anyone else it is not found, as an id that names nothing.
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

const DAY = 24 * 3600 * 1000;
const pdf = { name: 'plan.pdf', type: 'application/pdf', bytes: PDF as Uint8Array };

async function post(who: Investor, url: string, fields: Record<string, string>, file = pdf) {
  const body = await multipart(fields, file);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

const read = (who: Investor | null, url: string) => t.app.inject({ url, headers: who ? who.headers : {} });

/** Who of the cast may read the file at `url`: the status each gets, and the cache header of a 200. */
async function readers(url: string, cast: Record<string, Investor | null>) {
  const seen: Record<string, number> = {};
  for (const [name, who] of Object.entries(cast)) {
    const response = await read(who, url);
    seen[name] = response.statusCode;
    if (response.statusCode === 200) {
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(Buffer.from(PDF))).toBe(true);
    } else {
      expect(response.json()).toMatchObject({ detail: 'File not found' });
    }
  }
  return seen;
}

const teamBusiness = (published: boolean) => insertTeamBusiness(t, { owner, editor }, published);

describe('a business’s documents', () => {
  it('a shown one is anyone’s, cached; made team-only, only the team and operators read it, uncached', async () => {
    const id = await teamBusiness(false);
    const base = `/api/v1/founder/businesses/${id}/documents`;
    const view = founderGalleryViewSchema.parse(
      await post(owner, base, { kind: 'business_plan', title_en: 'Business plan' }),
    );
    const document = view.gallery.documents[0]!;
    const shown = await read(null, document.url!);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const hidden = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${document.id}`,
      headers: owner.headers,
      payload: { public: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await readers(document.url!, { owner, editor, operator, stranger, anonymous: null })).toEqual({
      owner: 200,
      editor: 200,
      operator: 200,
      stranger: 404,
      anonymous: 404,
    });
    // A byte range of it is refused the same way: nothing of a private file leaks in parts.
    const part = await t.app.inject({ url: document.url!, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(404);
  });

  it('an image of the gallery stays public', async () => {
    const id = await teamBusiness(false);
    const image = { name: 'shop.png', type: 'image/png', bytes: await pngOf(40, 30) };
    const view = founderGalleryViewSchema.parse(await post(owner, `/api/v1/founder/businesses/${id}/media`, {}, image));
    const response = await read(null, view.gallery.media[0]!.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('a revenue report’s evidence', () => {
  it('is read by the business’s team and operators only', async () => {
    const business = await insertPayingBusiness(t, [10_000_00], {
      fundingEnd: new Date(Date.now() - 400 * DAY),
      targetMinor: 10_000_00,
      investmentTermMonths: 24,
    });
    await addMember(t.db.db, { projectId: business.projectId, userId: owner.id, role: 'owner', addedBy: null });
    await addMember(t.db.db, { projectId: business.projectId, userId: editor.id, role: 'editor', addedBy: null });
    const report = revenueReportSchema.parse(
      await post(owner, `/api/v1/founder/businesses/${business.projectId}/revenue/1`, { revenue: '40000.00' }),
    );
    const evidence = report.evidence[0]!;
    const investor = business.investors[0]!;
    expect(await readers(evidence.url, { owner, editor, operator, investor, stranger, anonymous: null })).toEqual({
      owner: 200,
      editor: 200,
      operator: 200,
      investor: 404,
      stranger: 404,
      anonymous: 404,
    });
  });
});

describe('an application’s papers', () => {
  it('are read by the applicant and operators only', async () => {
    const applicant = await insertInvestor(t);
    const application = (await t.app
      .inject({ method: 'POST', url: '/api/v1/founder/applications', headers: applicant.headers })
      .then((response) => response.json())) as { id: string };
    await post(applicant, `/api/v1/founder/applications/${application.id}/documents`, { kind: 'licence' });
    const [paper] = await t.db.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, application.id));
    expect(
      await readers(`/api/v1/files/${paper!.fileId}`, { applicant, operator, owner, stranger, anonymous: null }),
    ).toEqual({ applicant: 200, operator: 200, owner: 404, stranger: 404, anonymous: 404 });
  });
});
