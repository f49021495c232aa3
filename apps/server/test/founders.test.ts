import { founderBusinessListSchema } from '@grove/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../src/modules/founders/members.repository.js';
import { bearer } from './helpers/accounts.js';
import { insertInvestor, insertProject, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Issue 26's foundation: a business's team. A founder reaches the businesses whose team they
 * are in, and no other: a business outside their team answers as one that does not exist.
 */
let t: TestApp;
let founder: Investor;
let stranger: Investor;
let own: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  founder = await insertInvestor(t);
  stranger = await insertInvestor(t);
  own = await insertProject(t, { targetMinor: 50_000_00, raisedMinor: 12_500_00 });
  other = await insertProject(t);
  await addMember(t.db.db, { projectId: own, userId: founder.id, role: 'owner', addedBy: null });
});
afterAll(async () => t.close());

describe('GET /api/v1/founder/businesses', () => {
  it('asks a guest to sign in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/founder/businesses' });
    expect(res.statusCode).toBe(401);
  });

  it('lists the businesses of the caller’s team, with their role and raise', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/founder/businesses',
      headers: bearer(founder.token),
    });
    expect(res.statusCode).toBe(200);
    const body = founderBusinessListSchema.parse(res.json());
    expect(body.businesses).toHaveLength(1);
    expect(body.businesses[0]).toMatchObject({ id: own, role: 'owner', raised: 12_500, target: 50_000 });
  });

  it('lists nothing for someone in no team', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/founder/businesses',
      headers: bearer(stranger.token),
    });
    expect(res.json()).toEqual({ businesses: [] });
  });
});

describe('founders.access', () => {
  it('gives a member their role, and answers 404 for a business outside their team', async () => {
    await expect(t.container.founders.access(founder.id, own)).resolves.toBe('owner');
    await expect(t.container.founders.access(founder.id, other)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.container.founders.access(stranger.id, own)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a member whose role is not among those asked', async () => {
    await addMember(t.db.db, { projectId: other, userId: stranger.id, role: 'editor', addedBy: founder.id });
    await expect(t.container.founders.access(stranger.id, other, ['owner'])).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.container.founders.access(stranger.id, other)).resolves.toBe('editor');
  });
});
