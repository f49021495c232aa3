import fs from 'node:fs';
import path from 'node:path';
import {
  adminKiisSchema,
  CANCELLATION_DAYS,
  DEFAULT_FEE_SCHEDULE,
  kiisAcknowledgmentsSchema,
  kiisSheetSchema,
  LANGUAGES,
  paymentSchema,
  paymentTermsSchema,
} from '@grove/contracts';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { projects, users } from '../src/db/schema/index.js';
import { confirmationContent } from '../src/modules/documents/investment-confirmation.js';
import { SANDBOX_TEST_CARDS } from '../src/providers/payments/sandbox.js';
import { insertInvestor, insertProject, invest, payWithCard, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Issue 27, the key investment information sheet (EU 2020/1503 Art. 23): drafted from the
 * business's facts, approved by an operator, published, acknowledged before investing and again
 * after a new version, named on the confirmation, downloadable as a PDF in every language.
 */
let t: TestApp;
let operator: Investor;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
  operator = await insertInvestor(t, { email: 'kiis-operator@example.com' });
  await t.db.db.update(users).set({ role: 'admin' }).where(eq(users.id, operator.id));
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const sheet = async (projectId: string, query = 'lang=en') => {
  const answer = await get(`/api/v1/public/projects/${projectId}/kiis?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return kiisSheetSchema.parse(answer.json());
};
const adminView = async (projectId: string) => {
  const answer = await get(`/api/v1/admin/projects/${projectId}/kiis?lang=en`, operator.headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return adminKiisSchema.parse(answer.json());
};
const approve = (projectId: string, version: number, factsHash: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/projects/${projectId}/kiis/${version}/approve`,
    headers: operator.headers,
    payload: { facts_hash: factsHash },
  });

describe('the published sheet', () => {
  it('states the offer in the structure of Annex I, with the platform’s fees and reflection period from contracts', async () => {
    const projectId = await insertProject(t, { minRaiseMinor: 6_000_00 });
    const answer = await sheet(projectId);
    expect(answer).toMatchObject({ project_id: projectId, version: 1, status: 'approved' });
    const headings = answer.blocks.filter((block) => block.kind === 'heading').map((block) => block.text);
    expect(headings).toEqual([
      'Part A. The project owner and the project',
      'Part B. Main features of the offer and conditions for raising the money',
      'Part C. Risk factors',
      'Part D. Information on the investment',
      'Part E. Investor protection: the reflection period',
      'Part F. Fees, information and legal redress',
    ]);
    const rows = Object.fromEntries(
      answer.blocks.flatMap((block) => (block.kind === 'rows' ? block.rows.map((row) => [row.label, row.value]) : [])),
    );
    expect(rows).toMatchObject({
      'Target (the most the business takes)': '$10,000.00',
      'Minimum to succeed': '$6,000.00',
      'Smallest investment': '$100.00',
      'Contract minimum': '+15% over the term: at least $115.00 back on $100.00 invested',
      'Type of investment': 'Loan',
      'How it pays': 'Revenue share',
      'Reflection period': `${CANCELLATION_DAYS} calendar days after you pay`,
      'Service fee (Grove)': `${DEFAULT_FEE_SCHEDULE.serviceFeeBp / 100}% of the amount invested, paid on top of it`,
    });
    expect(rows['Card processing fee (payment provider)']).toMatch(/^2\.5% of the amount invested/);
    const text = answer.blocks.map((block) => (block.kind === 'paragraph' ? block.text : '')).join('\n');
    expect(text).toContain('All or nothing: if the business has not raised at least $6,000.00 by the deadline');
    expect(text).toContain('choose "Cancel investment"');
    expect(text).toContain('Complaints: write to support@grove.example');
    expect(answer.key_points.map((point) => point.label)).toEqual([
      'Target',
      'Minimum to succeed',
      'Amounts',
      'Deadline',
      'If the minimum is not reached',
      'Type of investment',
      'Contract minimum',
      'Fees',
      'Reflection period',
    ]);
  });

  it('is a small tagged PDF in every language, and the version asked for', async () => {
    const projectId = await insertProject(t);
    for (const lang of LANGUAGES) {
      const answer = await get(`/api/v1/public/projects/${projectId}/kiis.pdf?lang=${lang}`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="grove-kiis-${projectId}-v1-${lang}.pdf"`,
      );
      const bytes = answer.rawPayload;
      expect(bytes.length).toBeLessThan(200 * 1024);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe(
        {
          en: 'Key investment information sheet',
          vi: 'Bản thông tin chính về khoản đầu tư',
          ru: 'Ключевая информация об инвестиции',
        }[lang],
      );
      if (process.env.DOCUMENTS_OUT) fs.writeFileSync(path.join(process.env.DOCUMENTS_OUT, `kiis-${lang}.pdf`), bytes);
    }
    expect((await get(`/api/v1/public/projects/${projectId}/kiis.pdf?version=1`)).statusCode).toBe(200);
    expect((await get(`/api/v1/public/projects/${projectId}/kiis.pdf?version=2`)).statusCode).toBe(404);
    const bad = await get(`/api/v1/public/projects/${projectId}/kiis?version=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('does not exist for a business without an approved version, nor for an unknown one', async () => {
    const projectId = await insertProject(t, { kiis: false });
    const none = await get(`/api/v1/public/projects/${projectId}/kiis?lang=en`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      detail: 'This business has no published key investment information sheet yet',
    });
    expect((await get('/api/v1/public/projects/no-such-business/kiis.pdf')).statusCode).toBe(404);
  });
});

describe('investing', () => {
  it('is refused without an approved sheet, and without an acknowledgment of the published version', async () => {
    const investor = await insertInvestor(t);
    const unapproved = await insertProject(t, { kiis: false });
    const refused = await invest(t.app, investor, { project_id: unapproved, amount: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'KIIS_NOT_APPROVED' });

    const projectId = await insertProject(t);
    const terms = paymentTermsSchema.parse((await get(`/api/v1/payments/terms/${projectId}`, investor.headers)).json());
    expect(terms.kiis).toMatchObject({ version: 1, acknowledged: false });
    const unread = await invest(t.app, investor, { project_id: projectId, amount: 100, kiis_version: undefined });
    expect(unread.statusCode).toBe(409);
    expect(unread.json()).toMatchObject({
      code: 'KIIS_ACK_REQUIRED',
      detail: 'Please read and acknowledge the key investment information sheet (version 1) before investing.',
    });
    expect(await paymentsOf(investor)).toBe(0);
  });

  it('stores the acknowledgment with its version; a new approved version is acknowledged again', async () => {
    const investor = await insertInvestor(t);
    const projectId = await insertProject(t);
    const first = await invest(t.app, investor, { project_id: projectId, amount: 100, kiis_version: 1 });
    expect(first.statusCode, first.body).toBe(201);
    const payment = paymentSchema.parse(first.json());
    await payWithCard(t.app, payment.checkout_url!, SANDBOX_TEST_CARDS.succeeds);
    await t.runJobs();
    // Acknowledged once: the next investment needs nothing more.
    const again = await invest(t.app, investor, { project_id: projectId, amount: 100, kiis_version: undefined });
    expect(again.statusCode, again.body).toBe(201);

    // The business changes a fact its sheet shows: the console drafts version 2; investors still see 1.
    await t.db.db.update(projects).set({ targetMinor: 12_000_00 }).where(eq(projects.id, projectId));
    const view = await adminView(projectId);
    expect(view.published_version).toBe(1);
    expect(view.versions.map((row) => [row.version, row.status])).toEqual([
      [2, 'draft'],
      [1, 'approved'],
    ]);
    expect(view.latest.key_points[0]).toEqual({ label: 'Target', value: '$12,000.00' });
    expect((await sheet(projectId)).version).toBe(1);
    // Opening it again drafts nothing new.
    expect((await adminView(projectId)).versions).toHaveLength(2);

    // Approval names the facts reviewed: a stale or unknown hash is refused.
    const stale = await approve(projectId, 2, view.versions[1]!.facts_hash);
    expect(stale.statusCode).toBe(409);
    const approved = await approve(projectId, 2, view.versions[0]!.facts_hash);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(adminKiisSchema.parse(approved.json()).published_version).toBe(2);
    const [audit] = rowsOf<{ actor_id: string }>(
      await t.db.db.execute(
        sql`select actor_id from audit_log where action = 'project.kiis.approve' and target_id = ${projectId}`,
      ),
    );
    expect(audit?.actor_id).toBe(operator.id);
    const published = await sheet(projectId);
    expect(published.version).toBe(2);
    expect(published.approved_at).not.toBeNull();
    // The earlier version stays downloadable by its number.
    expect((await sheet(projectId, 'lang=en&version=1')).version).toBe(1);

    const old = await invest(t.app, investor, { project_id: projectId, amount: 100, kiis_version: 1 });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({
      code: 'KIIS_ACK_REQUIRED',
      detail:
        'The key investment information sheet changed: please read version 2 and acknowledge it (you acknowledged version 1).',
    });
    const renewed = await invest(t.app, investor, { project_id: projectId, amount: 100, kiis_version: 2 });
    expect(renewed.statusCode, renewed.body).toBe(201);

    const list = kiisAcknowledgmentsSchema.parse(
      (await get('/api/v1/portfolio/me/kiis?lang=en', investor.headers)).json(),
    );
    expect(list.acknowledgments.map((row) => [row.project_id, row.version])).toEqual([
      [projectId, 2],
      [projectId, 1],
    ]);

    // The confirmation names the version acknowledged for that payment.
    const facts = await t.container.documents.confirmationFacts(investor.id, payment.id, 'en');
    expect(facts.kiisVersion).toBe(1);
    const rows = confirmationContent(facts, 'en').blocks.flatMap((block) => (block.kind === 'rows' ? block.rows : []));
    expect(rows).toContainEqual(['Key information sheet', 'Version 1, acknowledged before investing']);
  });

  it('is the operator’s to approve: an investor gets 403, a guest 401', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    expect((await get(`/api/v1/admin/projects/${projectId}/kiis`, investor.headers)).statusCode).toBe(403);
    expect((await get(`/api/v1/admin/projects/${projectId}/kiis`)).statusCode).toBe(401);
    expect((await get('/api/v1/portfolio/me/kiis')).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/projects/${projectId}/kiis/1/approve`,
      headers: operator.headers,
      payload: { facts_hash: 'not-a-hash' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

async function paymentsOf(investor: Investor): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.db.db.execute(sql`select count(*)::int as n from payments where user_id = ${investor.id}`),
  );
  return row!.n;
}
