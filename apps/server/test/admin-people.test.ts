import {
  adminIdentityListSchema,
  adminInvestorListSchema,
  adminQuestionListSchema,
  adminQuestionSchema,
  kycSessionResponseSchema,
  paymentSchema,
  projectDetailsSchema,
} from '@grove/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kycSessions, users } from '../src/db/schema/index.js';
import type { KycProvider } from '../src/providers/kyc/provider.js';
import { csvCell } from '../src/lib/csv.js';
import { insertInvestor, insertProject, invest, payWithCard, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let operator: Investor;
let investor: Investor;

beforeAll(async () => {
  t = await createTestApp();
  operator = await insertInvestor(t, { email: 'operator@example.com' });
  await t.db.db.update(users).set({ role: 'admin' }).where(eq(users.id, operator.id));
  investor = await insertInvestor(t, { email: 'asker@example.com', sophisticated: true });
});
afterAll(() => t.close());

const get = (url: string, who: Investor | null = operator) => t.app.inject({ url, headers: who ? who.headers : {} });
const post = (url: string, payload?: object, who: Investor | null = operator) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: who ? who.headers : {} });

async function ask(projectId: string, question: string, who = investor): Promise<string> {
  const response = await post(`/api/v1/projects/${projectId}/questions`, { question }, who);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function publicQa(projectId: string) {
  const response = await t.app.inject({ url: `/api/v1/public/projects/${projectId}` });
  expect(response.statusCode).toBe(200);
  return projectDetailsSchema.parse(response.json()).qa;
}

async function auditRows(action: string, targetId: string) {
  return t.db.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = ${action} and ${auditLog.targetId} = ${targetId}`);
}

describe('every route is for operators only', () => {
  const routes = [
    ['GET', '/api/v1/admin/questions'],
    ['POST', '/api/v1/admin/questions/00000000-0000-4000-8000-000000000000/answer'],
    ['POST', '/api/v1/admin/questions/00000000-0000-4000-8000-000000000000/hide'],
    ['GET', '/api/v1/admin/projects/x/investors'],
    ['GET', '/api/v1/admin/projects/x/investors.csv'],
    ['GET', '/api/v1/admin/identity'],
    ['POST', '/api/v1/admin/identity/00000000-0000-4000-8000-000000000000/settle'],
  ] as const;

  it('answers 401 to a guest and 403 to an investor', async () => {
    for (const [method, url] of routes) {
      const guest = await t.app.inject({ method, url, payload: method === 'POST' ? { answer: 'x' } : undefined });
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      const asInvestor = await t.app.inject({
        method,
        url,
        headers: investor.headers,
        payload: method === 'POST' ? { answer: 'x' } : undefined,
      });
      expect(asInvestor.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('questions', () => {
  let projectId: string;
  beforeAll(async () => {
    projectId = await insertProject(t, {
      name: { en: 'Coffee Roastery', vi: 'Xưởng rang cà phê', ru: 'Обжарочная' },
    });
    await t.db.db.update(users).set({ language: 'ru' }).where(eq(users.id, investor.id));
  });

  it('lists unanswered questions across businesses, oldest first, paged', async () => {
    const other = await insertProject(t);
    const first = await ask(projectId, 'When do payouts start?');
    const second = await ask(other, 'Who runs the business?');
    const list = adminQuestionListSchema.parse((await get('/api/v1/admin/questions')).json());
    const ids = list.questions.map((q) => q.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(list.questions.find((q) => q.id === first)).toMatchObject({
      project_id: projectId,
      project_name: 'Coffee Roastery',
      author_email: 'asker@example.com',
      answer: null,
    });
    const page = adminQuestionListSchema.parse((await get('/api/v1/admin/questions?limit=1&offset=1')).json());
    expect(page.questions).toHaveLength(1);
    expect(page.total).toBe(list.total);
  });

  it('answering publishes the question, notifies the asker in their language and writes an audit row', async () => {
    const id = await ask(projectId, 'Is the lease signed?');
    expect((await publicQa(projectId)).some((q) => q.id === id)).toBe(false);

    const response = await post(`/api/v1/admin/questions/${id}/answer`, { answer: '  Yes, for ten years.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminQuestionSchema.parse(response.json())).toMatchObject({ answer: 'Yes, for ten years.' });

    // The public page's cache saw the change at once.
    expect((await publicQa(projectId)).find((q) => q.id === id)).toMatchObject({ answer: 'Yes, for ten years.' });
    const unanswered = adminQuestionListSchema.parse((await get('/api/v1/admin/questions')).json());
    expect(unanswered.questions.some((q) => q.id === id)).toBe(false);
    const answered = adminQuestionListSchema.parse((await get('/api/v1/admin/questions?filter=answered')).json());
    expect(answered.questions.some((q) => q.id === id)).toBe(true);

    const notifications = (await get('/api/v1/notifications', investor)).json() as {
      notifications: { type: string; params: Record<string, unknown>; link: string }[];
    };
    expect(notifications.notifications[0]).toMatchObject({
      type: 'question_answered',
      params: { project_id: projectId, project_name: 'Обжарочная' },
      link: `/business/${projectId}`,
    });
    const mail = await t.db.db.execute(
      sql`select subject from mail_messages where "to" = 'asker@example.com' order by created_at desc limit 1`,
    );
    expect((mail as unknown as { rows: { subject: string }[] }).rows[0]?.subject).toBe(
      'На ваш вопрос о «Обжарочная» ответили',
    );

    const [audit] = await auditRows('question.answer', id);
    expect(audit).toMatchObject({ actorId: operator.id, targetType: 'question' });
    expect(audit!.before).toMatchObject({ answer: null });
    expect(audit!.after).toMatchObject({ answer: 'Yes, for ten years.' });

    // Correcting the answer does not tell the asker twice.
    await post(`/api/v1/admin/questions/${id}/answer`, { answer: 'Yes, for twelve years.' });
    const again = (await get('/api/v1/notifications', investor)).json() as { notifications: { type: string }[] };
    expect(again.notifications.filter((n) => n.type === 'question_answered')).toHaveLength(1);
  });

  it('refuses an empty answer and an unknown question', async () => {
    const id = await ask(projectId, 'Will an empty answer be refused?');
    expect((await post(`/api/v1/admin/questions/${id}/answer`, { answer: '   ' })).statusCode).toBe(400);
    expect(
      (await post('/api/v1/admin/questions/00000000-0000-4000-8000-000000000000/answer', { answer: 'x' })).statusCode,
    ).toBe(404);
    expect((await post('/api/v1/admin/questions/not-a-uuid/hide')).statusCode).toBe(400);
  });

  it('a hidden question is never public, answered or not, and cannot be answered', async () => {
    const abusive = await ask(projectId, 'Some abusive text here');
    const answeredThenHidden = await ask(projectId, 'Answered, then found abusive');
    await post(`/api/v1/admin/questions/${answeredThenHidden}/answer`, { answer: 'An answer' });
    expect((await publicQa(projectId)).some((q) => q.id === answeredThenHidden)).toBe(true);

    for (const id of [abusive, answeredThenHidden]) {
      const hidden = await post(`/api/v1/admin/questions/${id}/hide`);
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(adminQuestionSchema.parse(hidden.json()).hidden_at).not.toBeNull();
      expect(await auditRows('question.hide', id)).toHaveLength(1);
    }
    const qa = await publicQa(projectId);
    expect(qa.some((q) => q.id === abusive || q.id === answeredThenHidden)).toBe(false);
    expect((await post(`/api/v1/admin/questions/${abusive}/answer`, { answer: 'Now?' })).statusCode).toBe(409);
    expect((await publicQa(projectId)).some((q) => q.id === abusive)).toBe(false);

    const hiddenList = adminQuestionListSchema.parse((await get('/api/v1/admin/questions?filter=hidden')).json());
    expect(hiddenList.questions.map((q) => q.id)).toEqual(expect.arrayContaining([abusive, answeredThenHidden]));
    const queue = adminQuestionListSchema.parse((await get('/api/v1/admin/questions')).json());
    expect(queue.questions.some((q) => q.id === abusive)).toBe(false);
  });
});

describe('investors of a business', () => {
  let projectId: string;
  const payers: Investor[] = [];

  async function paid(who: Investor, amount: number) {
    const created = await invest(t.app, who, { project_id: projectId, amount });
    expect(created.statusCode, created.body).toBe(201);
    const payment = paymentSchema.parse(created.json());
    expect((await payWithCard(t.app, payment.checkout_url!, '4242 4242 4242 4242')).statusCode).toBe(303);
    await t.runJobs();
    return payment.id;
  }

  beforeAll(async () => {
    projectId = await insertProject(t);
    payers.push(await insertInvestor(t, { email: 'plain@example.com', sophisticated: true }));
    payers.push(await insertInvestor(t, { email: 'formula@example.com', sophisticated: true }));
    await t.db.db.update(users).set({ name: '=HYPERLINK("http://evil")' }).where(eq(users.id, payers[1]!.id));
    await t.db.db.update(users).set({ name: 'Doe, "Jay"' }).where(eq(users.id, payers[0]!.id));
    await paid(payers[0]!, 100);
    await paid(payers[1]!, 250);
  });

  it('lists each payment with investor, amount, fees, date and status, sorted and paged', async () => {
    const response = await get(`/api/v1/admin/projects/${projectId}/investors?sort=amount&order=desc`);
    expect(response.statusCode, response.body).toBe(200);
    const list = adminInvestorListSchema.parse(response.json());
    expect(list.total).toBe(2);
    expect(list.investors.map((i) => i.amount)).toEqual([250, 100]);
    const first = list.investors[0]!;
    expect(first).toMatchObject({ email: 'formula@example.com', currency: 'USD', status: 'succeeded' });
    expect(first.service_fee).toBeGreaterThan(0);
    expect(first.total).toBeGreaterThan(first.amount);
    expect(first.paid_at).not.toBeNull();

    const page = adminInvestorListSchema.parse(
      (await get(`/api/v1/admin/projects/${projectId}/investors?sort=amount&order=asc&limit=1&offset=1`)).json(),
    );
    expect(page.investors.map((i) => i.amount)).toEqual([250]);
    expect(page.total).toBe(2);
    expect((await get('/api/v1/admin/projects/no-such-business/investors')).statusCode).toBe(404);
    expect((await get(`/api/v1/admin/projects/${projectId}/investors?sort=bogus`)).statusCode).toBe(400);
  });

  it('exports the same as CSV, escaped and safe from formula injection', async () => {
    const response = await get(`/api/v1/admin/projects/${projectId}/investors.csv?sort=amount&order=asc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="investors-${projectId}.csv"`);
    const body = response.body.replace(/^\uFEFF/, '');
    const lines = body.split('\r\n');
    expect(lines[0]).toBe('payment_id,name,email,currency,amount,service_fee,card_fee,total,status,created_at,paid_at');
    expect(lines).toHaveLength(4); // header, two rows, and the final line end
    expect(lines[1]).toContain(',"Doe, ""Jay""",plain@example.com,USD,100.00,');
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil"")",formula@example.com,USD,250.00,`);
    expect(lines[2]).toContain(',succeeded,');
    expect((await get('/api/v1/admin/projects/no-such-business/investors.csv')).statusCode).toBe(404);
  });

  it('carries the name identity verification confirmed, and no name from a check that did not pass', async () => {
    const verified = await insertInvestor(t, { email: 'verified@example.com', sophisticated: true });
    const failed = await insertInvestor(t, { email: 'failed@example.com', sophisticated: true });
    await t.db.db.update(users).set({ name: null }).where(eq(users.id, verified.id));
    await t.db.db.update(users).set({ name: null }).where(eq(users.id, failed.id));
    await t.db.db.insert(kycSessions).values([
      {
        userId: verified.id,
        provider: 'sandbox',
        userAccessCode: 'csv-verified',
        status: 'passed',
        details: { firstName: 'Lan', middleName: 'Thi', lastName: 'Nguyễn' },
      },
      {
        userId: failed.id,
        provider: 'sandbox',
        userAccessCode: 'csv-failed',
        status: 'failed',
        details: { firstName: 'Not', lastName: 'Verified' },
      },
    ]);
    await paid(verified, 150);
    await paid(failed, 200);

    const response = await get(`/api/v1/admin/projects/${projectId}/investors.csv?sort=amount&order=asc`);
    const rows = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows.find((row) => row.includes('verified@example.com'))).toContain(',Lan Thi Nguyễn,verified@example.com,');
    expect(rows.find((row) => row.includes('failed@example.com'))).toContain(',,failed@example.com,');
    const list = adminInvestorListSchema.parse((await get(`/api/v1/admin/projects/${projectId}/investors`)).json());
    expect(list.investors.find((row) => row.email === 'verified@example.com')?.name).toBe('Lan Thi Nguyễn');
  });

  it('carries the verified name kept on the account, over the name the investor gave', async () => {
    const kept = await insertInvestor(t, { email: 'kept@example.com', sophisticated: true });
    await t.db.db.update(users).set({ name: 'Nick', verifiedName: 'Nikolai Petrov' }).where(eq(users.id, kept.id));
    await paid(kept, 300);
    const response = await get(`/api/v1/admin/projects/${projectId}/investors.csv?sort=amount&order=asc`);
    const rows = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows.find((row) => row.includes('kept@example.com'))).toContain(',Nikolai Petrov,kept@example.com,');
  });

  it('escapes every cell the way spreadsheets need', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell('\tTAB')).toBe("'\tTAB");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});

describe('identity reviews', () => {
  async function startedSession(email: string) {
    const person = await insertInvestor(t, { email, verified: false });
    const response = await post('/api/v1/kyc/session', undefined, person);
    expect(response.statusCode, response.body).toBe(200);
    return { person, session: kycSessionResponseSchema.parse(response.json()) };
  }
  const decide = (session: { userAccessCode: string; token: string }, outcome: string) =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox/kyc/${session.userAccessCode}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ outcome, token: session.token }).toString(),
    });
  const reviews = async (query = '') =>
    adminIdentityListSchema.parse((await get(`/api/v1/admin/identity${query}`)).json());

  it('lists pending reviews and failures with the provider’s reason, and settles a review in the sandbox', async () => {
    const waiting = await startedSession('review@example.com');
    await decide(waiting.session, 'pending_review');
    const failed = await startedSession('blurry@example.com');
    await decide(failed.session, 'failed_blurry');
    const going = await startedSession('still-going@example.com');
    await t.runJobs();

    const list = await reviews();
    expect(list.sandbox).toBe(true);
    expect(list.reviews.find((r) => r.user_id === waiting.person.id)).toMatchObject({
      email: 'review@example.com',
      state: 'pending_review',
      kyc_status: 'in_progress',
      provider_status: 'manual_review',
      can_settle: true,
    });
    expect(list.reviews.find((r) => r.user_id === failed.person.id)).toMatchObject({
      state: 'failed',
      reason: 'blurry_or_cropped',
      can_settle: false,
    });
    expect(list.reviews.some((r) => r.user_id === going.person.id)).toBe(false);
    expect((await reviews('?state=failed')).reviews.every((r) => r.state === 'failed')).toBe(true);

    // A failed check and one still going are not waiting for a review.
    for (const id of [failed.person.id, going.person.id]) {
      expect((await post(`/api/v1/admin/identity/${id}/settle`, { outcome: 'passed' })).statusCode).toBe(409);
    }
    expect((await post(`/api/v1/admin/identity/${waiting.person.id}/settle`, { outcome: 'failed' })).statusCode).toBe(
      400,
    );

    const settled = await post(`/api/v1/admin/identity/${waiting.person.id}/settle`, { outcome: 'passed' });
    expect(settled.statusCode, settled.body).toBe(200);
    // The outcome travels as the provider's would: webhook, then the refresh job.
    await t.runJobs();
    const status = (await get('/api/v1/kyc/status', waiting.person)).json() as { status: string };
    expect(status.status).toBe('passed');
    const [user] = await t.db.db.select().from(users).where(eq(users.id, waiting.person.id));
    expect(user!.kycStatus).toBe('passed');
    const notes = (await get('/api/v1/notifications', waiting.person)).json() as { notifications: { type: string }[] };
    expect(notes.notifications.map((n) => n.type)).toContain('kyc_passed');
    expect(await auditRows('identity.settle', waiting.person.id)).toHaveLength(1);
    expect((await reviews()).reviews.some((r) => r.user_id === waiting.person.id)).toBe(false);
  });

  it('settles a review as failed with the chosen reason', async () => {
    const waiting = await startedSession('review-no@example.com');
    await decide(waiting.session, 'pending_review');
    await t.runJobs();
    const settled = await post(`/api/v1/admin/identity/${waiting.person.id}/settle`, {
      outcome: 'failed',
      reason: 'expired_document',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    await t.runJobs();
    expect((await reviews()).reviews.find((r) => r.user_id === waiting.person.id)).toMatchObject({
      state: 'failed',
      reason: 'expired_document',
    });
  });
});

describe('identity reviews with a real provider', () => {
  let real: TestApp;
  let admin: Investor;
  beforeAll(async () => {
    const provider: KycProvider = {
      name: 'authenticate',
      startSession: () => Promise.resolve({ userAccessCode: 'real-code', token: 't', url: 'https://example.com' }),
      fetchResult: () => Promise.resolve({ rawStatus: 'manual_review', reason: null }),
    };
    real = await createTestApp({ kycProvider: provider });
    admin = await insertInvestor(real, { email: 'op@example.com' });
    await real.db.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  });
  afterAll(() => real.close());

  it('lists reviews but cannot settle them: the route answers 404', async () => {
    const list = await real.app.inject({ url: '/api/v1/admin/identity', headers: admin.headers });
    expect(adminIdentityListSchema.parse(list.json()).sandbox).toBe(false);
    const settle = await real.app.inject({
      method: 'POST',
      url: `/api/v1/admin/identity/${admin.id}/settle`,
      headers: admin.headers,
      payload: { outcome: 'passed' },
    });
    expect(settle.statusCode).toBe(404);
  });
});
