import fs from 'node:fs';
import path from 'node:path';
import { formatMinor, LANGUAGES, paymentSchema, percentOfMinor, toMinorUnits } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { createJobHandlers } from '../src/jobs/handlers.js';
import { confirmationContent } from '../src/modules/documents/investment-confirmation.js';
import { MAIL_SEND_JOB } from '../src/modules/mail/mail.service.js';
import type { OutgoingMail } from '../src/providers/mail/transport.js';
import { SANDBOX_TEST_CARDS } from '../src/providers/payments/sandbox.js';
import { insertInvestor, insertProject, invest, payWithCard, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Issue 27, papers an investor keeps: every paid investment has a confirmation, and its
 * cancellation one of its own, in the investor's language, with the figures of the payment.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
});
afterAll(async () => t.close());

async function paid(investor: Investor, projectId: string, amount: number) {
  const created = await invest(t.app, investor, { project_id: projectId, amount });
  expect(created.statusCode, created.body).toBe(201);
  const payment = paymentSchema.parse(created.json());
  await payWithCard(t.app, payment.checkout_url!, SANDBOX_TEST_CARDS.succeeds);
  await t.runJobs();
  return payment;
}

const confirmation = (investor: Investor, paymentId: string, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/portfolio/me/investments/${paymentId}/confirmation.pdf?lang=${lang}`,
    headers: investor.headers,
  });

describe('an investment confirmation', () => {
  it('is a small PDF with its title and language, for the investor only', async () => {
    const investor = await insertInvestor(t);
    const payment = await paid(investor, await insertProject(t), 500);
    for (const lang of LANGUAGES) {
      const answer = await confirmation(investor, payment.id, lang);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="grove-confirmation-/);
      const bytes = answer.rawPayload;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeLessThan(200 * 1024);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe(
        { en: 'Investment confirmation', vi: 'Xác nhận đầu tư', ru: 'Подтверждение инвестиции' }[lang],
      );
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      if (process.env.DOCUMENTS_OUT)
        fs.writeFileSync(path.join(process.env.DOCUMENTS_OUT, `confirmation-${lang}.pdf`), bytes);
    }
    const stranger = await insertInvestor(t);
    expect((await confirmation(stranger, payment.id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/portfolio/me/investments/${payment.id}/confirmation.pdf` }))
        .statusCode,
    ).toBe(401);
    expect((await confirmation(investor, 'not-a-payment')).statusCode).toBe(400);
  });

  it('states the figures of the payment as the API answers them', async () => {
    const investor = await insertInvestor(t);
    const payment = await paid(investor, await insertProject(t), 500);
    const api = paymentSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v1/payments/${payment.id}`, headers: investor.headers })).json(),
    );
    const facts = await t.container.documents.confirmationFacts(investor.id, payment.id, 'en');
    expect(facts.cancellation).toBeNull();
    const content = confirmationContent(facts, 'en');
    const rows = new Map(content.blocks.flatMap((block) => (block.kind === 'rows' ? block.rows : [])));
    const usd = (major: number) => formatMinor(toMinorUnits(major, 'USD'), 'USD', 'en');
    expect(rows.get('Amount invested')).toBe(usd(api.amount));
    expect(rows.get(`Service fee (${api.fees.service_bp / 100}%)`)).toBe(usd(api.fees.service));
    expect(rows.get('Total paid')).toBe(usd(api.fees.total));
    expect(rows.get('Reference')).toBe(payment.id);
    expect(rows.get('Paid by')).toBe('Card');
    const back = 50_000 + percentOfMinor(50_000, facts.terms.expectedReturnBp);
    expect(rows.get('Contract minimum')).toContain(
      `$${(back / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`,
    );
    const reflection = content.blocks.find(
      (block) => block.kind === 'paragraph' && block.text.startsWith('You may cancel'),
    );
    expect(reflection).toBeDefined();
  });

  it('has no untranslated text in any language', async () => {
    const investor = await insertInvestor(t);
    const payment = await paid(investor, await insertProject(t), 300);
    for (const lang of LANGUAGES) {
      const content = confirmationContent(
        await t.container.documents.confirmationFacts(investor.id, payment.id, lang),
        lang,
      );
      const texts = [
        content.title,
        content.intro,
        content.footer,
        content.pageLabel,
        ...content.blocks.flatMap((block) => (block.kind === 'rows' ? block.rows.flat() : [block.text])),
      ];
      for (const text of texts) {
        expect(text.trim(), lang).not.toBe('');
        expect(text, lang).not.toMatch(/confirmation\.|methods\.|\{\{/);
      }
      // The writer puts the page numbers in its placeholders.
      expect(content.pageLabel, lang).toMatch(/\{page\}.*\{pages\}/);
      if (lang !== 'en') expect(content.title).not.toBe('Investment confirmation');
    }
  });

  it('of an unpaid payment does not exist; a cancelled investment has its own', async () => {
    const investor = await insertInvestor(t);
    const projectId = await insertProject(t);
    const pending = paymentSchema.parse((await invest(t.app, investor, { project_id: projectId, amount: 200 })).json());
    const unpaid = await confirmation(investor, pending.id);
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json().detail).toBe('There is no confirmation for this payment: it was never a paid investment.');

    const payment = await paid(investor, projectId, 400);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${payment.id}/cancel`,
      headers: { ...investor.headers, 'idempotency-key': `cancel-${payment.id}` },
    });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    await t.runJobs();
    const facts = await t.container.documents.confirmationFacts(investor.id, payment.id, 'ru');
    expect(facts.cancellation).toMatchObject({ reason: 'investor', to: 'card', refundedMinor: facts.totalMinor });
    const answer = await confirmation(investor, payment.id, 'ru');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/grove-cancellation-/);
    expect((await PDFDocument.load(answer.rawPayload)).getTitle()).toBe('Подтверждение отмены инвестиции');
  });

  it('goes with the receipt e-mail as a PDF', async () => {
    const investor = await insertInvestor(t);
    const payment = await paid(investor, await insertProject(t), 400);
    const messages = rowsOf<{ id: string; attachments: unknown }>(
      await t.db.db.execute(
        sql`select id, attachments from mail_messages where user_id = ${investor.id} and attachments <> '[]'::jsonb`,
      ),
    );
    expect(messages.map((message) => message.attachments)).toEqual([
      [{ kind: 'investment_confirmation', userId: investor.id, paymentId: payment.id, language: 'en' }],
    ]);
    // Delivered again through a transport that keeps what it is given (the outbox drops attachments).
    await t.db.db.execute(sql`update mail_messages set status = 'queued' where id = ${messages[0]!.id}`);
    const sent: OutgoingMail[] = [];
    const job = createJobHandlers({
      db: t.db.db,
      config: t.config,
      container: t.container,
      log: t.app.log,
      transport: { name: 'smtp', send: async (mail) => void sent.push(mail) },
    }).handlers[MAIL_SEND_JOB]!;
    await job({ messageId: messages[0]!.id }, { attempt: 1, log: t.app.log });
    expect(sent[0]?.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      [`grove-confirmation-${payment.id.slice(0, 8)}.pdf`, 'application/pdf'],
    ]);
    expect(sent[0]!.attachments![0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
