import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { enqueueJob } from '../src/jobs/queue.js';
import { ANNUAL_STATEMENT_NOTICES_JOB } from '../src/modules/documents/documents.service.js';
import { SANDBOX_TEST_CARDS } from '../src/providers/payments/sandbox.js';
import { ManualClock } from './helpers/clock.js';
import {
  insertInvestor,
  insertPaidInvestment,
  insertProject,
  topUpWithCard,
  type Investor,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Issue 27: in January, each investor with money activity in the past calendar year is e-mailed,
 * once, that the year's statement is ready, in their language, with a link to the Documents tab.
 */
const clock = new ManualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
});
afterAll(async () => t.close());

/** The year the activity below happens in (the wall clock's, which the test clock starts at). */
const activityYear = new Date().getUTCFullYear();

function moveClockTo(iso: string) {
  clock.advance(new Date(iso).getTime() - clock.now().getTime());
}

async function statementMails(to: string) {
  return rowsOf<{ subject: string; text: string; html: string; kind: string }>(
    await t.db.db.execute(
      sql`select subject, text, html, kind from mail_messages where "to" = ${to} and text like '%tab=documents%'`,
    ),
  );
}

/** Runs the recurring job once, as the worker would, and delivers what it queued. */
async function runNoticeJob() {
  await enqueueJob(t.db.db, ANNUAL_STATEMENT_NOTICES_JOB);
  await t.runJobs();
}

describe('the January statement e-mail', () => {
  let invested: Investor;
  let russian: Investor;
  let toppedUp: Investor;
  let idle: Investor;
  let closed: Investor;

  it('waits for January', async () => {
    const project = await insertProject(t);
    invested = await insertInvestor(t);
    russian = await insertInvestor(t);
    toppedUp = await insertInvestor(t);
    idle = await insertInvestor(t);
    closed = await insertInvestor(t);
    await insertPaidInvestment(t, invested.id, project, 500_00);
    await insertPaidInvestment(t, russian.id, project, 700_00);
    await insertPaidInvestment(t, closed.id, project, 100_00);
    await t.db.db.execute(sql`update users set language = 'ru' where id = ${russian.id}`);
    await t.db.db.execute(sql`update users set closed_at = now() where id = ${closed.id}`);
    // Only a wallet movement: a top-up by card.
    await topUpWithCard(t, toppedUp, 50, SANDBOX_TEST_CARDS.succeeds);

    // This year's activity is not last year's, and (unless it is January) it is not January.
    await runNoticeJob();
    expect(await statementMails(invested.email)).toEqual([]);
  });

  it('in January tells each investor with activity last year, once, in their language', async () => {
    moveClockTo(`${activityYear + 1}-01-10T09:00:00Z`);
    // Two instances at once: each investor's notice key lets only one of them queue the e-mail.
    const [first, second] = await Promise.all([
      t.container.documents.noticeAnnualStatements(),
      t.container.documents.noticeAnnualStatements(),
    ]);
    expect(first + second).toBe(3);
    await t.runJobs();

    const [english] = await statementMails(invested.email);
    expect(await statementMails(invested.email)).toHaveLength(1);
    expect(english?.subject).toBe(`Your ${activityYear} annual statement from Grove is ready`);
    expect(english?.kind).toBe('money');
    expect(english?.text).toContain(`${t.config.publicUrl.replace(/\/$/, '')}/portfolio?tab=documents`);
    expect(english?.html).toContain('/portfolio?tab=documents"');

    const ru = await statementMails(russian.email);
    expect(ru.map((mail) => mail.subject)).toEqual([`Ваша годовая выписка Grove за ${activityYear} год готова`]);
    expect(await statementMails(toppedUp.email)).toHaveLength(1);
    expect(await statementMails(idle.email)).toEqual([]);
    expect(await statementMails(closed.email)).toEqual([]);

    // The job runs again (every few hours all January, on every instance): nobody hears twice.
    await runNoticeJob();
    moveClockTo(`${activityYear + 1}-01-31T23:00:00Z`);
    await runNoticeJob();
    for (const investor of [invested, russian, toppedUp]) expect(await statementMails(investor.email)).toHaveLength(1);
  });

  it('sends nothing outside January, even to an investor not yet told', async () => {
    const late = await insertInvestor(t);
    await t.db.db.execute(sql`delete from annual_statement_notices where user_id = ${invested.id}`);
    await insertPaidInvestment(t, late.id, await insertProject(t), 200_00);
    moveClockTo(`${activityYear + 1}-02-01T00:00:00Z`);
    expect(await t.container.documents.noticeAnnualStatements()).toBe(0);
    await runNoticeJob();
    expect(await statementMails(invested.email)).toHaveLength(1);
    expect(await statementMails(late.email)).toEqual([]);
  });
});
