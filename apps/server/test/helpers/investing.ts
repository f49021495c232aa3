import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { computeFees, DEFAULT_FEE_SCHEDULE, topUpSchema, type TopUp } from '@grove/contracts';
import { kiisVersions, payments, projects, sessions, users } from '../../src/db/schema/index.js';
import { kiisFactsHash, kiisFactsOf } from '../../src/modules/documents/kiis-content.js';
import { addMember } from '../../src/modules/founders/members.repository.js';
import { postings, postTransaction } from '../../src/modules/ledger/ledger.service.js';
import type { TestApp } from './test-app.js';
import { TEST_CLIENT } from './accounts.js';

const text = (value: string) => ({ en: value, vi: value, ru: value });

/**
 * Version 1 of a business's key information sheet, showing its facts as they are, approved (as an
 * operator would before it takes money).
 */
export async function approveKiis(t: Pick<TestApp, 'db'>, projectId: string, at = new Date()): Promise<void> {
  const [row] = await t.db.db.select().from(projects).where(eq(projects.id, projectId));
  const facts = kiisFactsOf(row!, DEFAULT_FEE_SCHEDULE);
  await t.db.db.insert(kiisVersions).values({
    projectId,
    version: 1,
    status: 'approved',
    facts,
    factsHash: kiisFactsHash(facts),
    createdAt: at,
    approvedAt: at,
  });
}

/**
 * A published business raising money, with round figures the tests can reason about (USD), and its
 * key information sheet approved (version 1; `kiis: false` leaves it without one).
 */
export async function insertProject(
  t: Pick<TestApp, 'db'>,
  overridesAndOptions: Partial<typeof projects.$inferInsert> & { kiis?: boolean } = {},
): Promise<string> {
  const { kiis = true, ...overrides } = overridesAndOptions;
  const id = overrides.id ?? `test-${randomUUID().slice(0, 8)}`;
  await t.db.db.insert(projects).values({
    id,
    status: 'fundraising',
    category: 'food_beverage',
    name: text(`Business ${id}`),
    description: text('A business'),
    about: text('About it'),
    location: text('Da Nang'),
    legal: text('LLC'),
    payoutFormat: text('Revenue share'),
    investmentStructure: text('Loan'),
    currency: 'USD',
    targetMinor: 10_000_00,
    ticketMinMinor: 100_00,
    ticketMaxMinor: 5_000_00,
    ticketStepMinor: 50_00,
    expectedReturnBp: 1500,
    annualYieldBp: 1200,
    investmentTermMonths: 24,
    publishedAt: new Date(),
    ...overrides,
  });
  if (kiis) await approveKiis(t, id);
  return id;
}

export interface Investor {
  id: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

/**
 * An investor straight in the database (no password hashing, so hundreds are cheap), signed in
 * with a real token. `verified` passes identity verification; `netWorthMinor` is the quiz's figure.
 */
export async function insertInvestor(
  t: Pick<TestApp, 'db' | 'container'>,
  options: { verified?: boolean; netWorthMinor?: number | null; sophisticated?: boolean; email?: string } = {},
): Promise<Investor> {
  const email = options.email ?? `investor-${randomUUID().slice(0, 12)}@example.com`;
  const [row] = await t.db.db
    .insert(users)
    .values({
      email,
      name: 'Test Investor',
      onboardingStatus: 'passed',
      investorType: options.sophisticated ? 'sophisticated_investor' : 'non_sophisticated_investor',
      kycStatus: options.verified === false ? 'not_started' : 'passed',
      netWorthMinor: options.netWorthMinor ?? null,
    })
    .returning();
  // As a password sign-in without a second factor: it counts as a step-up.
  const { token } = await t.container.sessions.start(row!, TEST_CLIENT, 'password', new Date());
  return { id: row!.id, email, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * The people of a founders' test: a business's owner and editor to be (the test adds them to a
 * team), a stranger outside it, and an operator.
 */
export async function insertFounderCast(t: TestApp) {
  const [owner, editor, stranger, operator] = await Promise.all([
    insertInvestor(t),
    insertInvestor(t),
    insertInvestor(t),
    insertInvestor(t),
  ]);
  await makeOperator(t, operator.id);
  return { owner, editor, stranger, operator };
}

/** A business (a draft unless `published`) whose team is this owner and this editor. */
export async function insertTeamBusiness(
  t: TestApp,
  team: { owner: Investor; editor: Investor },
  published: boolean,
): Promise<string> {
  const id = await insertProject(t, published ? {} : { publishedAt: null });
  await addMember(t.db.db, { projectId: id, userId: team.owner.id, role: 'owner', addedBy: null });
  await addMember(t.db.db, { projectId: id, userId: team.editor.id, role: 'editor', addedBy: team.owner.id });
  return id;
}

/**
 * Confirms it is the investor again now (as a password step-up would): a long test's sessions,
 * signed in at the start, are past the step-up's 5 minutes on a slow machine.
 */
export async function stepUpNow(t: Pick<TestApp, 'db' | 'container'>, investor: Investor): Promise<void> {
  const rows = await t.db.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, investor.id));
  for (const row of rows) await t.container.sessions.recordStepUp(row.id, new Date());
}

export async function setVerified(t: Pick<TestApp, 'db'>, userId: string): Promise<void> {
  await t.db.db.update(users).set({ kycStatus: 'passed' }).where(eq(users.id, userId));
}

/**
 * Saves a sandbox bank account for a verified investor (their name is the holder's) and answers
 * its id. 000123456789 is paid; 000111111116 fails the payout.
 */
export async function addBankAccount(
  t: Pick<TestApp, 'app'>,
  investor: Pick<Investor, 'headers'>,
  accountNumber = '000123456789',
  holderName = 'Test Investor',
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/bank-accounts',
    headers: investor.headers,
    payload: {
      holder_name: holderName,
      routing_number: '110000000',
      account_number: accountNumber,
      account_number_confirmation: accountNumber,
    },
  });
  if (response.statusCode !== 201) throw new Error(`bank account: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

export async function projectFigures(t: Pick<TestApp, 'db'>, id: string) {
  const [row] = await t.db.db
    .select({
      raised: projects.raisedMinor,
      reserved: projects.reservedMinor,
      investors: projects.investorCount,
      status: projects.status,
    })
    .from(projects)
    .where(eq(projects.id, id));
  return row!;
}

export function invest(
  app: FastifyInstance,
  investor: Investor,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/',
    headers: { ...investor.headers, ...headers },
    // The sheet's version 1, as insertProject and the seed approve it.
    payload: { risk_acknowledged: true, kiis_version: 1, ...body },
  });
}

/** Pays an open sandbox checkout with a test card through its form, as a browser would. */
export async function payWithCard(app: FastifyInstance, checkoutUrl: string, card: string) {
  const url = new URL(checkoutUrl, 'http://localhost');
  return app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: url.searchParams.get('token') ?? '',
      card_number: card,
      expiry: '12/40',
      cvc: '123',
      name: 'Test Investor',
    }).toString(),
  });
}

/** A wallet top-up made through the API and paid with a test card; its jobs run. */
export async function topUpWithCard(
  t: Pick<TestApp, 'app' | 'runJobs'>,
  investor: Investor,
  amount: number,
  card: string,
): Promise<TopUp> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/top-ups',
    headers: investor.headers,
    payload: { amount, currency: 'USD' },
  });
  const created = topUpSchema.parse(answer.json());
  await payWithCard(t.app, created.checkout_url!, card);
  await t.runJobs();
  return created;
}

export async function countRows(t: Pick<TestApp, 'db'>, table: string): Promise<number> {
  const result = await t.db.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]!.n;
}

/** Makes the user an operator (the console's role). */
export async function makeOperator(t: Pick<TestApp, 'db'>, userId: string): Promise<void> {
  await t.db.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}

/**
 * A paid card investment straight in the database, with its ledger transaction and the business's
 * figures, as the payments service would leave it: cheap enough for a thousand investors.
 */
export async function insertPaidInvestment(
  t: Pick<TestApp, 'db'>,
  investorId: string,
  projectId: string,
  amountMinor: number,
): Promise<string> {
  const fees = computeFees(amountMinor, DEFAULT_FEE_SCHEDULE, 'card');
  return t.db.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        userId: investorId,
        projectId,
        status: 'succeeded',
        currency: 'USD',
        amountMinor,
        ...fees,
        serviceFeeBp: DEFAULT_FEE_SCHEDULE.serviceFeeBp,
        cardFeeBp: DEFAULT_FEE_SCHEDULE.cardFeeBp,
        description: 'investment into project',
        riskAcknowledged: true,
        provider: 'sandbox',
        paidAt: new Date(),
        cancelDeadline: new Date(),
      })
      .returning();
    await postTransaction(tx, postings.investment(row!));
    await tx
      .update(projects)
      .set({
        raisedMinor: sql`${projects.raisedMinor} + ${amountMinor}`,
        investorCount: sql`(select count(distinct ${payments.userId})::int from ${payments}
          where ${payments.projectId} = ${projectId} and ${payments.status} = 'succeeded')`,
      })
      .where(eq(projects.id, projectId));
    return row!.id;
  });
}

/**
 * A business whose raise closed as funded (`active` unless `overrides` says otherwise), held by
 * paid investments of these amounts, one investor each, whose cancellation windows have closed.
 * Its target is what they add up to, so it stands at its minimum and its money is final.
 */
export async function insertFundedBusiness(
  t: Pick<TestApp, 'db' | 'container'>,
  amounts: readonly number[],
  overrides: Partial<typeof projects.$inferInsert> = {},
): Promise<{ projectId: string; investors: Investor[]; paymentIds: string[] }> {
  const raisedMinor = amounts.reduce((sum, amount) => sum + amount, 0);
  const projectId = await insertProject(t, {
    status: 'active',
    targetMinor: Math.max(raisedMinor, 1),
    ticketMaxMinor: Math.max(5_000_00, ...amounts),
    ...overrides,
  });
  const investors: Investor[] = [];
  const paymentIds: string[] = [];
  for (const amount of amounts) {
    const investor = await insertInvestor(t);
    paymentIds.push(await insertPaidInvestment(t, investor.id, projectId, amount));
    investors.push(investor);
  }
  return { projectId, investors, paymentIds };
}

let wires = 0;

/** Records the transfer of everything the raise holds to its business, as an operator would. */
export async function disburseRaise(t: Pick<TestApp, 'container'>, projectId: string): Promise<void> {
  const { held, currency } = await t.container.disbursements.forAdmin(projectId);
  await t.container.disbursements.record(null, projectId, {
    amount: held,
    currency,
    reference: `WIRE-${projectId}-${++wires}`,
  });
}

/**
 * A business paying out: funded by these investments (see insertFundedBusiness) and its raise
 * sent to it, as payouts need.
 */
export async function insertPayingBusiness(
  t: Pick<TestApp, 'db' | 'container'>,
  amounts: readonly number[],
  overrides: Partial<typeof projects.$inferInsert> = {},
): Promise<{ projectId: string; investors: Investor[]; paymentIds: string[] }> {
  const business = await insertFundedBusiness(t, amounts, overrides);
  await disburseRaise(t, business.projectId);
  return business;
}
