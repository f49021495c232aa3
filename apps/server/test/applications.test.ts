import {
  adminApplicationSchema,
  applicationApprovalSchema,
  applicationSchema,
  founderGalleryViewSchema,
  type Application,
} from '@grove/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  auditLog,
  businessMembers,
  mailMessages,
  projects,
  revenueTerms,
} from '../src/db/schema/index.js';
import { routesOf } from './helpers/fuzz.js';
import { insertInvestor, makeOperator, setVerified, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { multipart, PDF } from './helpers/uploads.js';

/**
 * Applications to raise (issue 26): the applicant's draft saved step by step and validated by
 * field, the people's identity checks, the papers, the submission, and the operators' decisions
 * through a status machine enforced by conditional updates.
 */
let t: TestApp;
let applicant: Investor;
let stranger: Investor;
let operator: Investor;
let otherOperator: Investor;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  applicant = await insertInvestor(t, { verified: false });
  stranger = await insertInvestor(t);
  operator = await insertInvestor(t);
  otherOperator = await insertInvestor(t);
  await makeOperator(t, operator.id);
  await makeOperator(t, otherOperator.id);
}, 60_000);
afterAll(async () => t.close());

const BASE = '/api/v1/founder/applications';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const COMPANY = {
  name: 'Hanoi Noodle Works',
  country: 'VN',
  registration_number: '0109876543',
  address: '12 Hang Bac, Hoan Kiem\nHanoi',
  description: 'We make fresh rice noodles for 40 restaurants in Hanoi and want a second production line.',
  founded_on: '2019-03-01',
  category: 'food_beverage',
};
const RAISE = {
  currency: 'USD',
  amount: '120000',
  min_raise: '80000',
  use_of_funds: 'A second production line and a refrigerated van.',
  revenue_share: '4.5',
  term_months: 36,
  contract_multiple: '1.15',
};
const REVENUE = { currency: 'USD', revenue_12m: '410000.50', note: '' };

function call(who: Investor | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function ok(who: Investor, method: Method, url: string, payload?: unknown) {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

async function upload(
  who: Investor,
  id: string,
  kind: string,
  file = { name: 'statements.pdf', type: 'application/pdf', bytes: PDF as Uint8Array },
) {
  const body = await multipart({ kind }, file);
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/${id}/documents`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

/** A complete application of `who`: every step saved, the applicant as the director, both papers. */
async function completeApplication(who: Investor, extraPeople: Record<string, unknown>[] = []): Promise<Application> {
  const created = applicationSchema.parse(await ok(who, 'POST', BASE));
  await ok(who, 'PUT', `${BASE}/${created.id}/company`, COMPANY);
  await ok(who, 'POST', `${BASE}/${created.id}/people`, {
    name: 'Test Investor',
    email: who.email,
    role: 'director_owner',
    ownership: '60',
  });
  for (const person of extraPeople) await ok(who, 'POST', `${BASE}/${created.id}/people`, person);
  await ok(who, 'PUT', `${BASE}/${created.id}/raise`, RAISE);
  await ok(who, 'PUT', `${BASE}/${created.id}/revenue`, REVENUE);
  expect((await upload(who, created.id, 'financial_statements')).statusCode).toBe(201);
  const last = await upload(who, created.id, 'incorporation');
  expect(last.statusCode, last.body).toBe(201);
  return applicationSchema.parse(last.json());
}

const submit = (who: Investor, id: string) => call(who, 'POST', `${BASE}/${id}/submit`);
const admin = (who: Investor, id: string, action: string, payload: unknown = {}) =>
  call(who, 'POST', `/api/v1/admin/applications/${id}/${action}`, payload);

async function latestMailTo(email: string) {
  const [row] = await t.db.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.to, email))
    .orderBy(sql`${mailMessages.createdAt} desc`)
    .limit(1);
  return row;
}

describe('the applicant’s draft', () => {
  it('saves each step on its own and refuses a bad one by field', async () => {
    const created = applicationSchema.parse(await ok(applicant, 'POST', BASE));
    expect(created).toMatchObject({ status: 'draft', company: null, people: [], documents: [] });
    expect(created.missing.map((m) => m.path)).toEqual([
      'company',
      'people',
      'raise',
      'revenue',
      'documents.financial_statements',
      'documents.incorporation',
    ]);

    const bad = await call(applicant, 'PUT', `${BASE}/${created.id}/company`, {
      ...COMPANY,
      name: ' ',
      country: 'XX',
      founded_on: '2999-01-01',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ fields: { path: string; message: string }[] }>().fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'name', message: 'Required' }),
        expect.objectContaining({ path: 'country', message: 'Choose a country from the list' }),
        expect.objectContaining({ path: 'founded_on', message: 'The founding date cannot be in the future' }),
      ]),
    );

    const raise = await call(applicant, 'PUT', `${BASE}/${created.id}/raise`, {
      ...RAISE,
      min_raise: '130000',
      revenue_share: '0',
      contract_multiple: '0.9',
    });
    expect(raise.statusCode).toBe(400);
    expect(
      raise
        .json<{ fields: { path: string }[] }>()
        .fields.map((f) => f.path)
        .sort(),
    ).toEqual(['contract_multiple', 'min_raise', 'revenue_share']);

    const saved = applicationSchema.parse(await ok(applicant, 'PUT', `${BASE}/${created.id}/raise`, RAISE));
    expect(saved.raise).toEqual({
      currency: 'USD',
      amount: 120_000,
      min_raise: 80_000,
      use_of_funds: RAISE.use_of_funds,
      revenue_share: 4.5,
      term_months: 36,
      contract_multiple: 1.15,
    });
    const revenue = applicationSchema.parse(await ok(applicant, 'PUT', `${BASE}/${created.id}/revenue`, REVENUE));
    expect(revenue.revenue).toEqual({ currency: 'USD', revenue_12m: 410_000.5, note: '' });
    expect(revenue.raise?.amount).toBe(120_000);
  });

  it('lists people: one listing per address, owners above 25 %, shares to 100 % at most', async () => {
    const { id } = applicationSchema.parse(await ok(applicant, 'POST', BASE));
    const add = (person: Record<string, unknown>) => call(applicant, 'POST', `${BASE}/${id}/people`, person);
    expect(
      (await add({ name: 'Mai Tran', email: 'mai@example.com', role: 'owner', ownership: '20' })).json(),
    ).toMatchObject({
      fields: [{ path: 'ownership', message: 'An owner listed here holds more than 25 %' }],
    });
    expect((await add({ name: 'Mai Tran', email: 'Mai@Example.com', role: 'owner', ownership: '70' })).statusCode).toBe(
      201,
    );
    const taken = await add({ name: 'Mai T.', email: 'mai@example.com', role: 'director', ownership: '0' });
    expect(taken.json()).toMatchObject({ fields: [{ path: 'email', message: 'This person is already listed' }] });
    const over = await add({ name: 'Bao Le', email: 'bao@example.com', role: 'owner', ownership: '40' });
    expect(over.json()).toMatchObject({
      fields: [{ path: 'ownership', message: 'Together the people listed own more than 100 %' }],
    });
    const listed = applicationSchema.parse(
      (await add({ name: 'Bao Le', email: 'bao@example.com', role: 'director', ownership: '0' })).json(),
    );
    expect(listed.people.map((p) => [p.email, p.role, p.ownership, p.check])).toEqual([
      ['mai@example.com', 'owner', 70, 'not_started'],
      ['bao@example.com', 'director', 0, 'not_started'],
    ]);
  });

  it('takes PDFs and images by their content, and refuses anything else', async () => {
    const { id } = applicationSchema.parse(await ok(applicant, 'POST', BASE));
    const text = await upload(applicant, id, 'licence', {
      name: 'licence.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('not a pdf at all, just words'),
    });
    expect(text.statusCode).toBe(415);
    const badKind = await upload(applicant, id, 'passport');
    expect(badKind.statusCode).toBe(400);
    const pdf = applicationSchema.parse((await upload(applicant, id, 'licence')).json());
    expect(pdf.documents).toEqual([expect.objectContaining({ kind: 'licence', content_type: 'application/pdf' })]);
    const read = await call(applicant, 'GET', `${BASE}/${id}/documents/${pdf.documents[0]!.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.rawPayload.equals(PDF)).toBe(true);
    const removed = applicationSchema.parse(
      await ok(applicant, 'DELETE', `${BASE}/${id}/documents/${pdf.documents[0]!.id}`),
    );
    expect(removed.documents).toEqual([]);
  });

  it('refuses an incomplete submission, naming what is missing', async () => {
    const { id } = applicationSchema.parse(await ok(applicant, 'POST', BASE));
    await ok(applicant, 'PUT', `${BASE}/${id}/company`, COMPANY);
    const response = await submit(applicant, id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [
        { path: 'people', message: 'List at least one director' },
        { path: 'raise', message: 'Describe the raise' },
        { path: 'revenue', message: 'Give the revenue of the last 12 months' },
        { path: 'documents.financial_statements', message: 'Upload the financial statements' },
        { path: 'documents.incorporation', message: 'Upload the certificate of incorporation' },
      ],
    });
  });
});

describe('an applicant sees and changes only their own applications', () => {
  it('answers 404 to another user on every founder application route', async () => {
    const own = await completeApplication(applicant);
    const personId = own.people[0]!.id;
    const documentId = own.documents[0]!.id;
    const founderRoutes = routesOf(t.app).filter(
      (route) => route.path.startsWith(`${BASE}/:id`) && route.method !== 'HEAD',
    );
    expect(founderRoutes.length).toBeGreaterThanOrEqual(12);
    for (const route of founderRoutes) {
      const url = route.path.replace(':id', own.id).replace(':personId', personId).replace(':documentId', documentId);
      const bodies: Record<string, unknown> = {
        [`${BASE}/:id/company`]: COMPANY,
        [`${BASE}/:id/raise`]: RAISE,
        [`${BASE}/:id/revenue`]: REVENUE,
        [`${BASE}/:id/people`]: { name: 'X Y', email: 'xy@example.com', role: 'director', ownership: '0' },
        [`${BASE}/:id/people/:personId`]: { name: 'X Y', email: 'xy@example.com', role: 'director', ownership: '0' },
      };
      const response =
        route.path === `${BASE}/:id/documents` && route.method === 'POST'
          ? await upload(stranger, own.id, 'licence')
          : await call(stranger, route.method as 'GET', url, bodies[route.path]);
      expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBe(404);
    }
    // …and it changed nothing.
    const after = applicationSchema.parse(await ok(applicant, 'GET', `${BASE}/${own.id}`));
    expect(after.status).toBe('draft');
    expect(after.people).toHaveLength(1);
    expect(after.documents).toHaveLength(2);
    // The caller's own list holds only their applications.
    const list = await ok(stranger, 'GET', BASE);
    expect(list.applications).toEqual([]);
  });

  it('asks a guest to sign in on every founder application route', async () => {
    for (const route of routesOf(t.app).filter((r) => r.path.startsWith(BASE) && r.method !== 'HEAD')) {
      const url = route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const response = await call(null, route.method as 'GET', url, route.method === 'GET' ? undefined : {});
      expect(response.statusCode, `${route.method} ${url}`).toBe(401);
    }
  });

  it('answers 401 to a guest and 403 to an investor on every console application route', async () => {
    const adminRoutes = routesOf(t.app).filter(
      (route) => route.path.startsWith('/api/v1/admin/applications') && route.method !== 'HEAD',
    );
    expect(adminRoutes.length).toBe(7);
    for (const route of adminRoutes) {
      const url = route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const payload = route.method === 'GET' ? undefined : { message: 'x' };
      expect((await call(null, route.method as 'GET', url, payload)).statusCode, `guest ${url}`).toBe(401);
      expect((await call(stranger, route.method as 'GET', url, payload)).statusCode, `investor ${url}`).toBe(403);
    }
  });
});

describe('the status machine', () => {
  it('submits once, asks for changes (e-mailed), takes the edit and the resubmission, then approves into one draft business', async () => {
    // Not verified yet: the approval waits for it.
    const applicant = await insertInvestor(t, { verified: false });
    const application = await completeApplication(applicant, [
      { name: 'Linh Pham', email: 'linh.pham@example.com', role: 'owner', ownership: '40' },
    ]);
    const id = application.id;
    const submitted = applicationSchema.parse((await submit(applicant, id)).json());
    expect(submitted.status).toBe('submitted');
    // Submitted: no more changes, no second submission.
    expect((await call(applicant, 'PUT', `${BASE}/${id}/company`, COMPANY)).json()).toMatchObject({
      code: 'APPLICATION_STATUS_CHANGED',
    });
    expect((await submit(applicant, id)).statusCode).toBe(409);

    // The queue lists it, submitted first.
    const queue = await ok(operator, 'GET', '/api/v1/admin/applications');
    expect(queue.applications[0]).toMatchObject({ id, status: 'submitted', people: 2, people_verified: 0 });
    expect(queue.waiting).toBeGreaterThanOrEqual(1);

    // An operator asks for changes; the applicant reads them on the application and by e-mail.
    expect((await admin(operator, id, 'request-changes', { message: ' ' })).statusCode).toBe(400);
    const asked = adminApplicationSchema.parse(
      (await admin(operator, id, 'request-changes', { message: 'Please add the 2025 audited statements.' })).json(),
    );
    expect(asked.status).toBe('changes_requested');
    const mine = applicationSchema.parse(await ok(applicant, 'GET', `${BASE}/${id}`));
    expect(mine).toMatchObject({ status: 'changes_requested', message: 'Please add the 2025 audited statements.' });
    const mail = await latestMailTo(applicant.email);
    expect(mail?.subject).toBe('Changes needed on the application for Hanoi Noodle Works');
    expect(mail?.text).toContain('Please add the 2025 audited statements.');
    // A second decision on it now is refused: it waits for the applicant.
    expect((await admin(otherOperator, id, 'reject', { message: 'No.' })).json()).toMatchObject({
      code: 'APPLICATION_STATUS_CHANGED',
    });

    // The applicant edits and submits again.
    expect((await upload(applicant, id, 'financial_statements')).statusCode).toBe(201);
    const again = applicationSchema.parse((await submit(applicant, id)).json());
    expect(again).toMatchObject({ status: 'submitted', message: null });

    // Approval waits for every person's identity check.
    expect((await admin(operator, id, 'approve')).json()).toMatchObject({ code: 'APPLICATION_PEOPLE_UNVERIFIED' });
    expect(applicationSchema.parse(await ok(applicant, 'GET', `${BASE}/${id}`)).status).toBe('submitted');

    // The applicant's check is their account's; the other owner's goes through the e-mailed link.
    await setVerified(t, applicant.id);
    const linh = again.people.find((person) => person.email === 'linh.pham@example.com')!;
    await ok(applicant, 'POST', `${BASE}/${id}/people/${linh.id}/invitation`);
    const invite = await latestMailTo('linh.pham@example.com');
    expect(invite?.subject).toBe("Verify your identity for Hanoi Noodle Works's application to Grove");
    const token = /#token=([\w-]+)/.exec(invite!.text)![1]!;
    const status = await t.app.inject({ method: 'POST', url: '/api/v1/person-verification', payload: { token } });
    expect(status.json()).toMatchObject({
      person_name: 'Linh Pham',
      company_name: 'Hanoi Noodle Works',
      check: 'invited',
    });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/v1/person-verification/session',
      payload: { token },
    });
    expect(session.statusCode, session.body).toBe(200);
    const page = session.json<{ url: string }>().url;
    // The sandbox page: choose "passed"; it sends the person back to their own page.
    const chosen = await t.app.inject({
      method: 'POST',
      url: page.split('?')[0]!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(new URL(page, 'http://x').searchParams.get('token')!)}&outcome=passed`,
    });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/founder/verify');
    await t.runJobs();
    const verified = applicationSchema.parse(await ok(applicant, 'GET', `${BASE}/${id}`));
    expect(verified.people.map((p) => p.check)).toEqual(['passed', 'passed']);

    // Two operators approve at once: one wins, the other is told.
    const [first, second] = await Promise.all([admin(operator, id, 'approve'), admin(otherOperator, id, 'approve')]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    const loser = first.statusCode === 200 ? second : first;
    expect(loser.json()).toMatchObject({
      code: 'APPLICATION_STATUS_CHANGED',
      detail: 'This application has already been approved',
    });
    const approval = applicationApprovalSchema.parse(winner.json());
    expect(approval.application.status).toBe('approved');

    // Exactly one draft business, made from the application, with the applicant as its owner.
    const made = await t.db.db.select().from(applications).where(eq(applications.id, id));
    expect(made[0]!.projectId).toBe(approval.project_id);
    const [project] = await t.db.db.select().from(projects).where(eq(projects.id, approval.project_id));
    expect(project).toMatchObject({
      publishedAt: null,
      currency: 'USD',
      targetMinor: 120_000_00,
      minRaiseMinor: 80_000_00,
      investmentTermMonths: 36,
      expectedReturnBp: 1_500,
      category: 'food_beverage',
    });
    expect(project!.name).toEqual({ en: 'Hanoi Noodle Works', vi: '', ru: '' });
    // The revenue share the applicant proposed is the business's term (4.5 %, not the 5 % default),
    // for the operator to review before publishing freezes it; periods are quarters, as the page says.
    const [terms] = await t.db.db.select().from(revenueTerms).where(eq(revenueTerms.projectId, approval.project_id));
    expect(terms).toMatchObject({ revenueShareBp: 450, firstPaymentFromMonths: 6, firstPaymentToMonths: 8 });
    expect(project!.payoutFormat.en).toMatch(/^Quarterly: 4\.5 % of the quarter's revenue/);
    const members = await t.db.db
      .select()
      .from(businessMembers)
      .where(eq(businessMembers.projectId, approval.project_id));
    expect(members).toEqual([
      expect.objectContaining({ userId: applicant.id, role: 'owner', addedBy: expect.any(String) }),
    ]);
    const named = await t.db.db
      .select({ id: projects.id })
      .from(projects)
      .where(sql`${projects.name}->>'en' = 'Hanoi Noodle Works'`);
    expect(named).toHaveLength(1);
    const audited = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'application.approve')));
    expect(audited).toHaveLength(1);
    expect((await latestMailTo(applicant.email))?.subject).toBe('Your application for Hanoi Noodle Works is approved');

    // The founder portal lists the business; nothing more can happen to the application.
    const businesses = await ok(applicant, 'GET', '/api/v1/founder/businesses');
    expect(businesses.businesses).toEqual([
      expect.objectContaining({ id: approval.project_id, role: 'owner', status: 'draft' }),
    ]);
    // The papers are the business's documents: operators and the team see them, investors do not,
    // until the team shows one.
    const stored = await ok(operator, 'GET', `/api/v1/admin/projects/${approval.project_id}`);
    // Three papers: the statements, the incorporation, and the statements sent again with the changes.
    expect(stored.documents).toEqual([
      expect.objectContaining({ kind: 'financial_statements', public: false, file: expect.any(Object) }),
      expect.objectContaining({
        kind: 'incorporation',
        public: false,
        title: expect.objectContaining({ ru: 'Свидетельство о регистрации' }),
      }),
      expect.objectContaining({ kind: 'financial_statements', public: false }),
    ]);
    const preview = (lang: string) =>
      ok(operator, 'GET', `/api/v1/admin/projects/${approval.project_id}/preview?lang=${lang}`);
    expect((await preview('en')).documents).toEqual([]);
    const gallery = founderGalleryViewSchema.parse(
      await ok(applicant, 'GET', `/api/v1/founder/businesses/${approval.project_id}/media`),
    );
    expect(gallery.gallery.documents.map((d) => [d.kind, d.public, d.name])).toEqual([
      ['financial_statements', false, 'statements.pdf'],
      ['incorporation', false, 'statements.pdf'],
      ['financial_statements', false, 'statements.pdf'],
    ]);
    const statements = gallery.gallery.documents[0]!;
    await ok(applicant, 'PATCH', `/api/v1/founder/businesses/${approval.project_id}/documents/${statements.id}`, {
      public: true,
    });
    expect((await preview('vi')).documents).toEqual([
      expect.objectContaining({ kind: 'financial_statements', title: 'Báo cáo tài chính' }),
    ]);
    expect((await admin(operator, id, 'reject', { message: 'Too late' })).statusCode).toBe(409);
    expect((await admin(operator, id, 'approve')).statusCode).toBe(409);
    // The link of a decided application opens nothing any more.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/person-verification', payload: { token } })).statusCode,
    ).toBe(404);
  }, 60_000);

  it('rejects with a reason (e-mailed), after which nothing moves', async () => {
    const applicantTwo = await insertInvestor(t);
    const { id } = await completeApplication(applicantTwo);
    expect((await admin(operator, id, 'reject', { message: 'x' })).statusCode).toBe(409); // still a draft
    expect((await submit(applicantTwo, id)).statusCode).toBe(200);
    const rejected = adminApplicationSchema.parse(
      (await admin(operator, id, 'reject', { message: 'We only list businesses trading for 3 years.' })).json(),
    );
    expect(rejected.status).toBe('rejected');
    expect((await latestMailTo(applicantTwo.email))?.text).toContain('We only list businesses trading for 3 years.');
    const mine = applicationSchema.parse(await ok(applicantTwo, 'GET', `${BASE}/${id}`));
    expect(mine.message).toBe('We only list businesses trading for 3 years.');
    expect((await submit(applicantTwo, id)).statusCode).toBe(409);
    expect((await admin(operator, id, 'request-changes', { message: 'Add more' })).statusCode).toBe(409);
  });

  it('records each paper an operator opens, and their notes, in the journal', async () => {
    const applicantThree = await insertInvestor(t);
    const { id, documents } = await completeApplication(applicantThree);
    const opened = await call(operator, 'GET', `/api/v1/admin/applications/${id}/documents/${documents[0]!.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    await ok(operator, 'POST', `/api/v1/admin/applications/${id}/notes`, { message: 'Called the director: fine.' });
    const detail = adminApplicationSchema.parse(await ok(operator, 'GET', `/api/v1/admin/applications/${id}`));
    expect(detail.events.map((event) => [event.kind, event.message])).toEqual([
      ['note', 'Called the director: fine.'],
      ['document_opened', 'statements.pdf'],
    ]);
    expect(detail.applicant).toMatchObject({ id: applicantThree.id, email: applicantThree.email });
  });

  it('keeps a person to a few undecided applications', async () => {
    const busy = await insertInvestor(t);
    for (let i = 0; i < 5; i += 1) expect((await call(busy, 'POST', BASE)).statusCode).toBe(201);
    expect((await call(busy, 'POST', BASE)).json()).toMatchObject({ code: 'APPLICATION_LIMIT_REACHED' });
  });
});
