import type { BusinessStatus, DemoRole, Language } from '@grove/contracts';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { demoVisits, projectQuestions, projects, users } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { SANDBOX_PAYMENT_WEBHOOK_JOB } from '../../providers/payments/sandbox.js';

export type DemoVisitRow = typeof demoVisits.$inferSelect;

export async function insertVisit(executor: Executor, values: { role: DemoRole; expiresAt: Date }) {
  const [row] = await executor.insert(demoVisits).values(values).returning();
  return row!;
}

export async function findVisit(executor: Executor, id: string): Promise<DemoVisitRow | null> {
  const [row] = await executor.select().from(demoVisits).where(eq(demoVisits.id, id)).limit(1);
  return row ?? null;
}

/** Ends a visit now (one that could not be made completely is removed at once). */
export async function expireVisit(executor: Executor, id: string): Promise<void> {
  await executor
    .update(demoVisits)
    .set({ expiresAt: new Date(0) })
    .where(eq(demoVisits.id, id));
}

/**
 * A visit's account: its operator (the `admin`), its founder (the investor-role account in a
 * business's team; only a founder's visit has one) or its investor (the one that is not).
 */
export async function findVisitAccount(executor: Executor, visitId: string, account: DemoRole) {
  const inTeam = sql`exists (select 1 from business_members m where m.user_id = ${users.id})`;
  const [row] = await executor
    .select()
    .from(users)
    .where(
      and(
        eq(users.demoVisitId, visitId),
        account === 'operator'
          ? eq(users.role, 'admin')
          : and(eq(users.role, 'investor'), account === 'founder' ? inTeam : sql`not ${inTeam}`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Visits past their expiry, oldest first. */
export async function listExpiredVisits(executor: Executor, now: Date, limit: number) {
  return executor
    .select({ id: demoVisits.id })
    .from(demoVisits)
    .where(lte(demoVisits.expiresAt, now))
    .orderBy(asc(demoVisits.expiresAt))
    .limit(limit);
}

/** Which catalogue businesses exist (published, not a visit's own). */
export async function findCatalogueBusinesses(executor: Executor, ids: readonly string[]): Promise<Set<string>> {
  const rows = await executor
    .select({ id: projects.id })
    .from(projects)
    .where(and(inArray(projects.id, [...ids]), isNull(projects.demoVisitId)));
  return new Set(rows.map((row) => row.id));
}

const SUFFIX: Record<Language, string> = { en: ' (demo)', vi: ' (demo)', ru: ' (демо)' };

/**
 * Copies a catalogue business for a visit: its texts (the name marked as the demo's), media,
 * documents, team, updates, FAQ, answered questions and forecast, pointing at the same stored
 * files. The copy starts with nothing raised; its money comes only from the visit's payments.
 */
export async function copyBusiness(
  executor: Executor,
  copy: {
    sourceId: string;
    id: string;
    visitId: string;
    status: BusinessStatus;
    published: boolean;
    /** Null keeps the catalogue business's target. */
    targetMinor: number | null;
    /** The minimum to succeed; null keeps the catalogue business's (or, with a target of its own, the target). */
    minRaiseMinor?: number | null;
    fundingStart: Date;
    fundingEnd: Date;
  },
): Promise<void> {
  const { sourceId: source, id } = copy;
  const name = sql`jsonb_build_object(
      'en', name->>'en' || ${SUFFIX.en}, 'vi', name->>'vi' || ${SUFFIX.vi}, 'ru', name->>'ru' || ${SUFFIX.ru})`;
  await executor.execute(sql`
    insert into projects (id, status, category, featured, name, description, about, location, legal, payout_format,
      investment_structure, currency, target_minor, min_raise_minor, raised_minor, reserved_minor, investor_count, ticket_min_minor,
      ticket_max_minor, ticket_step_minor, funding_start, funding_end, expected_return_bp, annual_yield_bp,
      investment_term_months, video_file_id, video_url, published_at, demo_visit_id)
    select ${id}, ${copy.status}, category, false, ${name}, description, about, location, legal, payout_format,
      investment_structure, currency, coalesce(${copy.targetMinor}::bigint, target_minor),
      coalesce(${copy.minRaiseMinor ?? null}::bigint, case when ${copy.targetMinor}::bigint is null then min_raise_minor end),
      0, 0, 0, ticket_min_minor,
      ticket_max_minor, ticket_step_minor, ${copy.fundingStart.toISOString()}::timestamptz,
      ${copy.fundingEnd.toISOString()}::timestamptz, expected_return_bp, annual_yield_bp, investment_term_months,
      video_file_id, video_url, ${copy.published ? sql`now()` : sql`null`}, ${copy.visitId}
    from projects where id = ${source}`);
  await executor.execute(sql`
    insert into project_media (project_id, file_id, alt, position)
    select ${id}, file_id, alt, position from project_media where project_id = ${source}`);
  await executor.execute(sql`
    insert into project_documents (project_id, kind, title, file_id, position)
    select ${id}, kind, title, file_id, position from project_documents where project_id = ${source}`);
  await executor.execute(sql`
    insert into project_team_members (project_id, name, role, bio, photo_file_id, linkedin_url, position)
    select ${id}, name, role, bio, photo_file_id, linkedin_url, position
    from project_team_members where project_id = ${source}`);
  await executor.execute(sql`
    insert into project_updates (project_id, title, body, image_file_id, published_at)
    select ${id}, title, body, image_file_id, published_at from project_updates where project_id = ${source}`);
  await executor.execute(sql`
    insert into project_faqs (project_id, question, answer, position)
    select ${id}, question, answer, position from project_faqs where project_id = ${source}`);
  await executor.execute(sql`
    insert into project_questions (project_id, author_name, language, question, answer, answered_at, created_at)
    select ${id}, author_name, language, question, answer, answered_at, created_at
    from project_questions where project_id = ${source} and answer is not null and hidden_at is null`);
  await executor.execute(sql`
    insert into project_forecasts (project_id, scenarios, ebitda, expected_revenue, user_growth)
    select ${id}, scenarios, ebitda, expected_revenue, user_growth from project_forecasts where project_id = ${source}`);
}

/** Sets a visit business's funding window (the story's dates, once its history is made). */
export async function setFundingWindow(executor: Executor, id: string, start: Date, end: Date): Promise<void> {
  await executor.update(projects).set({ fundingStart: start, fundingEnd: end }).where(eq(projects.id, id));
}

/**
 * Scales a copy's revenue forecast by `1 / divisor` (whole minor units), so a visit's business
 * forecasts at the scale of the money the visit put in it.
 */
export async function scaleRevenueForecast(executor: Executor, id: string, divisor: number): Promise<void> {
  await executor.execute(sql`
    update project_forecasts set expected_revenue = coalesce((
      select jsonb_agg(jsonb_set(point, '{value}', to_jsonb(floor((point->>'value')::numeric / ${divisor})::bigint)))
      from jsonb_array_elements(expected_revenue) point), '[]'::jsonb)
    where project_id = ${id}`);
}

export async function findProjectWorld(executor: Executor, id: string) {
  const [row] = await executor
    .select({ demoVisitId: projects.demoVisitId })
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1);
  return row ?? null;
}

export async function findQuestionWorld(executor: Executor, id: string) {
  const [row] = await executor
    .select({ demoVisitId: projects.demoVisitId })
    .from(projectQuestions)
    .innerJoin(projects, eq(projects.id, projectQuestions.projectId))
    .where(eq(projectQuestions.id, id))
    .limit(1);
  return row ?? null;
}

export async function findUserWorld(executor: Executor, id: string) {
  const [row] = await executor.select({ demoVisitId: users.demoVisitId }).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The visit's businesses, as the copies were named: `<catalogue id>-demo-<visit key>`. */
export async function listVisitBusinesses(executor: Executor, visitId: string) {
  return executor
    .select({ id: projects.id, status: projects.status, publishedAt: projects.publishedAt })
    .from(projects)
    .where(eq(projects.demoVisitId, visitId));
}

/** The visit investor's payments still within their cancellation window, newest first. */
export async function findCancellablePayment(executor: Executor, userId: string, now: Date) {
  const rows = rowsOf<{ id: string }>(
    await executor.execute(sql`
      select id from payments
      where user_id = ${userId} and status = 'succeeded' and cancel_deadline > ${now.toISOString()}::timestamptz
      order by paid_at desc limit 1`),
  );
  return rows[0]?.id ?? null;
}

/** The visit investor's newest question nobody has answered (nor hidden) yet. */
export async function findOpenQuestion(executor: Executor, userId: string) {
  const [row] = await executor
    .select({ id: projectQuestions.id })
    .from(projectQuestions)
    .where(and(eq(projectQuestions.userId, userId), isNull(projectQuestions.answer), isNull(projectQuestions.hiddenAt)))
    .orderBy(sql`${projectQuestions.createdAt} desc`)
    .limit(1);
  return row?.id ?? null;
}

/**
 * The sandbox payment provider's events about a payment that the job queue has not delivered
 * yet, oldest first: the building of a visit's history applies them at once (a later delivery
 * by the worker is a replay the webhook table ignores).
 */
export async function queuedSandboxEvents(executor: Executor, paymentId: string): Promise<unknown[]> {
  const rows = rowsOf<{ payload: unknown }>(
    await executor.execute(sql`
      select payload from jobs
      where name = ${SANDBOX_PAYMENT_WEBHOOK_JOB} and completed_at is null and failed_at is null
        and payload->'data'->'object'->'metadata'->>'payment_id' = ${paymentId}
      order by id`),
  );
  return rows.map((row) => (typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload));
}

/** Ends every session of a visit's accounts (their token versions move on). */
export async function endVisitSessions(executor: Executor, visitId: string): Promise<string[]> {
  const rows = await executor
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.demoVisitId, visitId))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/**
 * Removes an expired visit with everything its accounts did and its businesses had, in the
 * caller's transaction (docs/architecture.md, "Demo visits"). The visit's money only ever moved
 * between its own accounts and the platform's, so its ledger transactions come out whole: the
 * platform accounts' balances drop by exactly the entries removed, and every remaining
 * transaction still sums to zero. The append-only triggers let these deletes through only
 * while `grove.demo_purge` names an expired visit (migration 0008). Answers the storage keys of
 * files only the visit's businesses used, to delete once the transaction has committed.
 */
export async function purgeVisit(executor: Executor, visitId: string): Promise<{ storageKeys: string[] }> {
  const run = (query: ReturnType<typeof sql>) => executor.execute(query);
  await run(sql`select set_config('grove.demo_purge', ${visitId}, true)`);
  await run(sql`create temporary table if not exists demo_purge_users (id uuid primary key) on commit drop`);
  await run(sql`create temporary table if not exists demo_purge_projects (id text primary key) on commit drop`);
  await run(sql`create temporary table if not exists demo_purge_payments (id uuid primary key) on commit drop`);
  await run(sql`create temporary table if not exists demo_purge_transactions (id uuid primary key) on commit drop`);
  await run(sql`insert into demo_purge_users select id from users where demo_visit_id = ${visitId}`);
  await run(sql`insert into demo_purge_projects select id from projects where demo_visit_id = ${visitId}`);
  await run(sql`
    insert into demo_purge_payments select id from payments
    where user_id in (select id from demo_purge_users) or project_id in (select id from demo_purge_projects)`);
  // Money crossing the visit's boundary would be someone else's: refuse rather than remove it.
  const crossing = rowsOf<{ n: number }>(
    await run(sql`
      select count(*)::int as n from payments where id in (select id from demo_purge_payments)
        and (user_id not in (select id from demo_purge_users) or project_id not in (select id from demo_purge_projects))`),
  );
  if ((crossing[0]?.n ?? 0) > 0) {
    throw new Error(`demo visit ${visitId} has payments outside its own accounts and businesses`);
  }
  await run(sql`
    insert into demo_purge_transactions select id from ledger_transactions
    where payment_id in (select id from demo_purge_payments)
       or payout_id in (select id from payouts where project_id in (select id from demo_purge_projects))
       or top_up_id in (select id from wallet_top_ups where user_id in (select id from demo_purge_users))
       or withdrawal_id in (select id from wallet_withdrawals where user_id in (select id from demo_purge_users))
       or disbursement_id in (select id from disbursements where project_id in (select id from demo_purge_projects))`);
  // Each account's kept balance loses exactly the entries removed, one account at a time in key
  // order: the order every posting locks accounts in, so the purge never deadlocks with one.
  const touched = rowsOf<{ account_id: string; amount: string }>(
    await run(sql`
      select e.account_id, sum(e.amount_minor)::text as amount
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where e.transaction_id in (select id from demo_purge_transactions)
      group by e.account_id, a.key order by a.key`),
  );
  for (const { account_id: accountId, amount } of touched) {
    await run(
      sql`update ledger_accounts set balance_minor = balance_minor - ${amount}::bigint where id = ${accountId}`,
    );
  }
  await run(sql`delete from ledger_entries where transaction_id in (select id from demo_purge_transactions)`);
  await run(sql`delete from ledger_transactions where id in (select id from demo_purge_transactions)`);
  await run(sql`
    delete from ledger_accounts
    where (kind = 'investor_wallet' and owner_id in (select id::text from demo_purge_users))
       or (kind = 'project_raise' and owner_id in (select id from demo_purge_projects))`);
  // A founder's visit reported revenue: its reports (their evidence rows cascade) go before the
  // payouts they link to, and the evidence files with them.
  const evidence = rowsOf<{ id: string }>(
    await run(sql`
      select e.file_id as id from revenue_report_evidence e join revenue_reports r on r.id = e.report_id
      where r.project_id in (select id from demo_purge_projects)`),
  ).map((row) => row.id);
  await run(sql`delete from revenue_reports where project_id in (select id from demo_purge_projects)`);
  await run(sql`
    delete from payout_allocations
    where payout_id in (select id from payouts where project_id in (select id from demo_purge_projects))`);
  await run(sql`delete from payouts where project_id in (select id from demo_purge_projects)`);
  await run(sql`delete from disbursements where project_id in (select id from demo_purge_projects)`);
  await run(sql`delete from payment_events where payment_id in (select id from demo_purge_payments)`);
  await run(sql`delete from payment_webhook_events where payment_id in (select id from demo_purge_payments)`);
  await run(sql`
    delete from sandbox_checkout_sessions
    where payment_id in (select id from demo_purge_payments)
       or payment_id in (select id from wallet_top_ups where user_id in (select id from demo_purge_users))`);
  // The provider's record of the visit's money goes with it (the sandbox's book and our mirror of
  // it), so the books still reconcile: both sides lose the same movements.
  for (const book of [sql`sandbox_balance_transactions`, sql`provider_balance_transactions`]) {
    await run(sql`
      delete from ${book} where reference::text in (
        select id::text from demo_purge_payments
        union all select id::text from wallet_top_ups where user_id in (select id from demo_purge_users)
        union all select id::text from wallet_withdrawals where user_id in (select id from demo_purge_users))`);
  }
  await run(sql`
    delete from account_reviews
    where user_id in (select id from demo_purge_users) or resolved_by in (select id from demo_purge_users)`);
  await run(sql`delete from payments where id in (select id from demo_purge_payments)`);
  await run(sql`delete from wallet_top_ups where user_id in (select id from demo_purge_users)`);
  await run(sql`delete from wallet_withdrawals where user_id in (select id from demo_purge_users)`);
  await run(sql`delete from bank_accounts where user_id in (select id from demo_purge_users)`);
  await run(sql`
    delete from sandbox_kyc_outcomes where user_access_code in
      (select user_access_code from kyc_sessions where user_id in (select id from demo_purge_users))`);
  await run(sql`
    delete from webhook_events where payload->>'userAccessCode' in
      (select user_access_code from kyc_sessions where user_id in (select id from demo_purge_users))`);
  await run(sql`
    delete from audit_log
    where actor_id in (select id from demo_purge_users)
       or (target_type = 'project' and target_id in (select id from demo_purge_projects))
       or (target_type = 'user' and target_id in (select id::text from demo_purge_users))
       or (target_type = 'payment' and target_id in (select id::text from demo_purge_payments))`);
  // Files the visit's businesses point at: the catalogue's stay (its own rows still use them);
  // the ones a demo operator uploaded go with the businesses.
  const files = rowsOf<{ id: string }>(
    await run(sql`
      select file_id as id from project_media where project_id in (select id from demo_purge_projects)
      union select file_id from project_documents
        where project_id in (select id from demo_purge_projects) and file_id is not null
      union select photo_file_id from project_team_members
        where project_id in (select id from demo_purge_projects) and photo_file_id is not null
      union select image_file_id from project_updates
        where project_id in (select id from demo_purge_projects) and image_file_id is not null
      union select video_file_id from projects where id in (select id from demo_purge_projects) and video_file_id is not null`),
  ).map((row) => row.id);
  await run(sql`delete from project_questions where user_id in (select id from demo_purge_users)`);
  await run(sql`delete from projects where id in (select id from demo_purge_projects)`);
  await run(
    sql`delete from mail_messages where "to" in (select email from users where id in (select id from demo_purge_users))`,
  );
  await run(sql`delete from users where id in (select id from demo_purge_users)`);
  await run(sql`delete from demo_visits where id = ${visitId}`);
  const storageKeys: string[] = [];
  for (const fileId of evidence) {
    const removed = rowsOf<{ storage_key: string }>(
      await run(sql`delete from files where id = ${fileId} returning storage_key`),
    );
    storageKeys.push(...removed.map((row) => row.storage_key));
  }
  for (const fileId of files) {
    const removed = rowsOf<{ storage_key: string }>(
      await run(sql`
        delete from files where id = ${fileId}
          and not exists (select 1 from project_media where file_id = ${fileId})
          and not exists (select 1 from project_documents where file_id = ${fileId})
          and not exists (select 1 from project_team_members where photo_file_id = ${fileId})
          and not exists (select 1 from project_updates where image_file_id = ${fileId})
          and not exists (select 1 from projects where video_file_id = ${fileId})
        returning storage_key`),
    );
    storageKeys.push(...removed.map((row) => row.storage_key));
  }
  return { storageKeys };
}

/** Whether a checkout (an investment or a top-up) is a demo visitor's: the sandbox types its test card in. */
export async function isVisitCheckout(executor: Executor, paymentId: string): Promise<boolean> {
  const [row] = rowsOf<{ demo: boolean }>(
    await executor.execute(sql`
      select exists (
        select 1 from users u
        where u.demo_visit_id is not null
          and (u.id in (select user_id from payments where id::text = ${paymentId})
            or u.id in (select user_id from wallet_top_ups where id::text = ${paymentId}))
      ) as demo`),
  );
  return row?.demo === true;
}
