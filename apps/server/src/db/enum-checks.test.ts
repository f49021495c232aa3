import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.close());

/** The database's own error for a statement (drizzle wraps it; the constraint name is on the cause). */
async function failure(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await test.database.db.execute(statement);
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
    return cause?.constraint ?? cause?.message ?? String(error);
  }
  return 'stored';
}

async function user(email: string): Promise<string> {
  const [row] = await test.database.db.insert(users).values({ email }).returning({ id: users.id });
  return row!.id;
}

describe('status, role and type columns', () => {
  it('store only the values of the contracts’ lists', async () => {
    expect(await failure(sql`insert into users (email, role) values ('a@example.com', 'superuser')`)).toMatch(
      /users_role_check/,
    );
    expect(await failure(sql`insert into users (email, language) values ('b@example.com', 'de')`)).toMatch(
      /users_language_check/,
    );
    expect(await failure(sql`insert into users (email, onboarding_status) values ('c@example.com', 'done')`)).toMatch(
      /users_onboarding_status_check/,
    );
    expect(await failure(sql`insert into users (email, investor_type) values ('d@example.com', 'whale')`)).toMatch(
      /users_investor_type_check/,
    );
    expect(await failure(sql`insert into users (email, kyc_status) values ('e@example.com', 'approved')`)).toMatch(
      /users_kyc_status_check/,
    );

    const userId = await user('ok@example.com');
    expect(await failure(sql`insert into notifications (user_id, type) values (${userId}, 'anything_goes')`)).toMatch(
      /notifications_type_check/,
    );
    expect(
      await failure(
        sql`insert into kyc_sessions (user_id, provider, user_access_code, status) values (${userId}, 'sandbox', 'u1', 'approved')`,
      ),
    ).toMatch(/kyc_sessions_status_check/);
    expect(
      await failure(
        sql`insert into mail_messages ("to", subject, text, html, status) values ('x', 's', 't', 'h', 'bounced')`,
      ),
    ).toMatch(/mail_messages_status_check/);
  });

  it('keep one spelling of a business status: aliases are read, never stored', async () => {
    const id = 'checked-business';
    const text = sql`'{"en":"x","vi":"x","ru":"x"}'::jsonb`;
    await test.database.db.execute(sql`
      insert into projects (id, status, category, name, description, about, location, legal, payout_format,
        investment_structure, target_minor, ticket_min_minor, ticket_max_minor, ticket_step_minor,
        expected_return_bp, annual_yield_bp, investment_term_months)
      values (${id}, 'fundraising', 'retail', ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text},
        100000, 100, 1000, 100, 1500, 1000, 12)`);
    await test.database.db.execute(
      sql`insert into project_documents (project_id, kind, title, position) values (${id}, 'term_sheet', ${text}, 0)`,
    );
    expect(await failure(sql`update projects set status = 'refund-completed' where id = ${id}`)).toMatch(
      /projects_status_check/,
    );
    expect(await failure(sql`update projects set status = 'refund_completed' where id = ${id}`)).toBe('stored');
    expect(await failure(sql`update project_documents set kind = 'brochure' where project_id = ${id}`)).toMatch(
      /project_documents_kind_check/,
    );
  });

  it('leave an optional column empty', async () => {
    expect(await failure(sql`insert into users (email, investor_type) values ('f@example.com', null)`)).toBe('stored');
  });
});
