import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authThrottle,
  emailChanges,
  passwordResetCodes,
  rememberedDevices,
  secondFactorChallenges,
  sessions,
  signInLinks,
} from '../src/db/schema/index.js';
import { purgeSpentCredentials } from '../src/modules/sessions/purge-spent-credentials.js';
import { insertInvestor, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Issue 25: what can no longer sign anyone in is forgotten on a schedule: one-time secrets a day
 * after they were spent, ended sessions and finished e-mail changes after 90 days. Nothing live
 * and nothing recent goes.
 */
let t: TestApp;
let owner: Investor;
const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const hash = () => randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertInvestor(t);
});
afterAll(async () => t.close());

describe('purgeSpentCredentials', () => {
  it('deletes spent secrets after a day and session history after 90 days, and keeps the rest', async () => {
    const db = t.db.db;
    const userId = owner.id;
    const session = (createdAt: Date, expiresAt: Date, endedAt: Date | null) => ({
      id: randomUUID(),
      userId,
      method: 'password' as const,
      createdAt,
      lastUsedAt: createdAt,
      expiresAt,
      endedAt,
      endReason: endedAt ? ('logout' as const) : null,
    });
    const oldEnded = session(ago(120 * DAY), ago(119 * DAY), ago(100 * DAY));
    const oldExpired = session(ago(120 * DAY), ago(91 * DAY), null);
    const recentEnded = session(ago(30 * DAY), ago(29 * DAY), ago(80 * DAY + HOUR));
    const live = session(ago(HOUR), new Date(now.getTime() + DAY), null);
    await db.insert(sessions).values([oldEnded, oldExpired, recentEnded, live]);

    const secret = (usedAt: Date | null, expiresAt: Date) => ({ id: randomUUID(), userId, usedAt, expiresAt });
    const links = [
      secret(ago(2 * DAY), ago(DAY)), // used two days ago: goes
      secret(null, ago(DAY + HOUR)), // never used, expired over a day ago: goes
      secret(ago(HOUR), new Date(now.getTime() + HOUR)), // used an hour ago: stays a day
      secret(null, new Date(now.getTime() + HOUR)), // live: stays
    ];
    await db.insert(signInLinks).values(links.map((l) => ({ ...l, tokenHash: hash() })));
    await db
      .insert(secondFactorChallenges)
      .values(links.map((l) => ({ ...l, id: randomUUID(), tokenHash: hash(), method: 'password' as const })));
    await db.insert(passwordResetCodes).values(links.map((l) => ({ ...l, id: randomUUID(), codeHash: hash() })));
    await db.insert(rememberedDevices).values([
      { userId, tokenHash: hash(), revokedAt: ago(2 * DAY), expiresAt: new Date(now.getTime() + 20 * DAY) },
      { userId, tokenHash: hash(), revokedAt: null, expiresAt: ago(2 * DAY) },
      { userId, tokenHash: hash(), revokedAt: null, expiresAt: new Date(now.getTime() + 20 * DAY), sessionId: live.id },
    ]);
    await db.insert(emailChanges).values([
      {
        userId,
        newEmail: 'a@example.com',
        oldTokenHash: hash(),
        endedAt: ago(91 * DAY),
        expiresAt: ago(90 * DAY),
        createdAt: ago(92 * DAY),
      },
      {
        userId,
        newEmail: 'b@example.com',
        oldTokenHash: hash(),
        endedAt: ago(10 * DAY),
        expiresAt: ago(9 * DAY),
        createdAt: ago(11 * DAY),
      },
    ]);
    await db.insert(authThrottle).values([
      { key: `purge-test-old-${randomUUID()}`, count: 3, windowStartedAt: ago(2 * DAY) },
      { key: `purge-test-new-${randomUUID()}`, count: 3, windowStartedAt: ago(HOUR) },
    ]);

    const purged = await purgeSpentCredentials(db, now);

    expect(purged).toMatchObject({
      signInLinks: 2,
      secondFactorChallenges: 2,
      passwordResetCodes: 2,
      rememberedDevices: 2,
      emailChanges: 1,
      throttles: 1,
    });
    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [oldEnded.id, oldExpired.id, recentEnded.id, live.id]));
    expect(left.map((row) => row.id).sort()).toEqual([recentEnded.id, live.id].sort());
    expect((await db.select().from(signInLinks)).map((row) => row.id).sort()).toEqual(
      [links[2]!.id, links[3]!.id].sort(),
    );
    expect(await db.select().from(rememberedDevices)).toHaveLength(1);
    expect((await db.select().from(emailChanges)).map((row) => row.newEmail)).toEqual(['b@example.com']);

    // Once is enough: a second run finds nothing more.
    expect(Object.values(await purgeSpentCredentials(db, now)).every((n) => n === 0)).toBe(true);
  });

  it('leaves the signed-in owner signed in', async () => {
    await purgeSpentCredentials(t.db.db, new Date());
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: owner.headers });
    expect(res.statusCode).toBe(200);
  });
});
