import { founderShareLinksSchema, paymentSchema } from '@grove/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema/index.js';
import { addMember } from '../src/modules/founders/members.repository.js';
import { SANDBOX_TEST_CARDS } from '../src/providers/payments/sandbox.js';
import { insertInvestor, insertProject, invest, payWithCard, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Where investors come from (issue 26): a team's named share links, the `ref` an investment
 * carries (only a link of its own business; anything else is Direct, never an error), and the
 * Investors tab's figures per source, confirmed investments only, adding up to the raise's.
 */
let t: TestApp;
let owner: Investor;
let editor: Investor;
let stranger: Investor;
let projectId: string;
let otherProjectId: string;

const links = (who: Investor | null, business = projectId) =>
  t.app.inject({ url: `/api/v1/founder/businesses/${business}/share-links`, headers: who?.headers ?? {} });
const createLink = (who: Investor, name: string, business = projectId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/founder/businesses/${business}/share-links`,
    headers: who.headers,
    payload: { name },
  });

/** An investment made from the business page with this `ref`, paid in the sandbox unless `pay` is false. */
async function investWithRef(business: string, amount: number, ref: string | undefined, pay = true) {
  const investor = await insertInvestor(t);
  const created = await invest(t.app, investor, { project_id: business, amount, ...(ref ? { ref } : {}) });
  expect(created.statusCode, created.body).toBe(201);
  const payment = paymentSchema.parse(created.json());
  if (pay) {
    await payWithCard(t.app, payment.checkout_url!, SANDBOX_TEST_CARDS.succeeds);
    await t.runJobs();
  }
  return { investor, payment };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertInvestor(t);
  editor = await insertInvestor(t);
  stranger = await insertInvestor(t);
  projectId = await insertProject(t, { targetMinor: 100_000_00 });
  otherProjectId = await insertProject(t, { targetMinor: 100_000_00 });
  await addMember(t.db.db, { projectId, userId: owner.id, role: 'owner', addedBy: null });
  await addMember(t.db.db, { projectId, userId: editor.id, role: 'editor', addedBy: null });
  await addMember(t.db.db, { projectId: otherProjectId, userId: stranger.id, role: 'owner', addedBy: null });
});
afterAll(async () => t.close());

describe('share links', () => {
  it('are the team’s: any member creates and reads them; outside the team 404, a guest 401', async () => {
    const created = await createLink(owner, 'Newsletter');
    expect(created.statusCode, created.body).toBe(201);
    const view = founderShareLinksSchema.parse(created.json());
    const newsletter = view.sources.find((s) => s.name === 'Newsletter')!;
    expect(newsletter.code).toMatch(/^[a-z0-9]{8}$/);
    expect((await createLink(editor, 'Instagram')).statusCode).toBe(201);
    // The same name twice is refused, whatever its case.
    const twice = await createLink(owner, 'newsletter');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'SHARE_LINK_NAME_TAKEN' });

    for (const response of [await links(stranger), await createLink(stranger, 'Mine')]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Newsletter');
    }
    expect((await links(null)).statusCode).toBe(401);
    const read = founderShareLinksSchema.parse((await links(editor)).json());
    expect(read.sources.map((s) => s.name)).toEqual(['Newsletter', 'Instagram', null]);
  });

  it('attributes confirmed investments to their link; another business’s code or an unknown one is Direct, never an error', async () => {
    const view = founderShareLinksSchema.parse((await links(owner)).json());
    const newsletter = view.sources.find((s) => s.name === 'Newsletter')!;
    const theirs = founderShareLinksSchema.parse((await createLink(stranger, 'Theirs', otherProjectId)).json());
    const foreignCode = theirs.sources.find((s) => s.name === 'Theirs')!.code!;

    const viaNewsletter = await investWithRef(projectId, 500, newsletter.code!.toUpperCase());
    await investWithRef(projectId, 300, newsletter.code!);
    const foreign = await investWithRef(projectId, 200, foreignCode);
    await investWithRef(projectId, 100, 'unknown-code!');
    await investWithRef(projectId, 150, undefined);
    // Not paid: not counted.
    await investWithRef(projectId, 1000, newsletter.code!, false);

    const [stored] = await t.db.db.select().from(payments).where(eq(payments.id, foreign.payment.id));
    expect(stored!.shareLinkId).toBeNull();
    const [attributed] = await t.db.db.select().from(payments).where(eq(payments.id, viaNewsletter.payment.id));
    expect(attributed!.shareLinkId).toBe(newsletter.id);

    const after = founderShareLinksSchema.parse((await links(owner)).json());
    const by = (name: string | null) => after.sources.find((s) => s.name === name)!;
    expect(by('Newsletter')).toMatchObject({ investors: 2, amount: 800 });
    expect(by('Instagram')).toMatchObject({ investors: 0, amount: 0 });
    expect(by(null)).toMatchObject({ id: null, investors: 3, amount: 450 });
    // The sources add up to the raise's own figures.
    expect(after.sources.reduce((sum, s) => sum + s.investors, 0)).toBe(after.investor_count);
    expect(after.sources.reduce((sum, s) => sum + s.amount, 0)).toBe(after.raised);
    expect(after).toMatchObject({ investor_count: 5, raised: 1250 });
    // Nothing names an investor.
    expect(JSON.stringify(after)).not.toContain(viaNewsletter.investor.id);
    // The other business's link saw nothing of this.
    const other = founderShareLinksSchema.parse((await links(stranger, otherProjectId)).json());
    expect(other.sources.find((s) => s.name === 'Theirs')).toMatchObject({ investors: 0, amount: 0 });
  });

  it('leaves a cancelled investment out', async () => {
    const newsletter = founderShareLinksSchema
      .parse((await links(owner)).json())
      .sources.find((s) => s.name === 'Newsletter')!;
    const { investor, payment } = await investWithRef(projectId, 400, newsletter.code!);
    expect(founderShareLinksSchema.parse((await links(owner)).json()).sources[0]).toMatchObject({ amount: 1200 });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${payment.id}/cancel`,
      headers: investor.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    await t.runJobs();
    const after = founderShareLinksSchema.parse((await links(owner)).json());
    expect(after.sources[0]).toMatchObject({ investors: 2, amount: 800 });
    expect(after.sources.reduce((sum, s) => sum + s.amount, 0)).toBe(after.raised);
  });
});
