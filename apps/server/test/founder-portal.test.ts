import {
  changeRequestListSchema,
  founderCampaignSavedSchema,
  founderCampaignViewSchema,
  founderOverviewSchema,
  founderTeamSchema,
  founderUpdatePostedSchema,
  type FounderCampaign,
} from '@grove/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  businessInvitations,
  businessMembers,
  mailMessages,
  notifications,
  projectQuestions,
  projects,
  projectUpdates,
} from '../src/db/schema/index.js';
import { addMember } from '../src/modules/founders/members.repository.js';
import { routesOf } from './helpers/fuzz.js';
import {
  insertFounderCast,
  insertInvestor,
  insertPaidInvestment,
  insertProject,
  type Investor,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The founder's portal (issue 26): every founder route answers only to the business's team (404
 * outside it, 401 to a guest, 404 to an editor on the owners' routes); a live campaign's edit
 * waits for an operator and is applied once; invitations are single-use, expire and belong to
 * their address; the last owner stays; founders' updates follow the operators' moderation switch.
 */
const PREFIX = '/api/v1/founder';
let t: TestApp;
let owner: Investor;
let editor: Investor;
let stranger: Investor;
let operator: Investor;
let live: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, editor, stranger, operator } = await insertFounderCast(t));
  live = await insertProject(t);
  await addMember(t.db.db, { projectId: live, userId: owner.id, role: 'owner', addedBy: null });
  await addMember(t.db.db, { projectId: live, userId: editor.id, role: 'editor', addedBy: owner.id });
});
afterAll(async () => t?.close());

const call = (who: Investor | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: url.startsWith('/api') ? url : `${PREFIX}${url}`,
    headers: who ? who.headers : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function campaignOf(id: string): Promise<FounderCampaign> {
  const res = await call(owner, 'GET', `/businesses/${id}/campaign`);
  expect(res.statusCode).toBe(200);
  return founderCampaignViewSchema.parse(res.json()).campaign;
}

describe('every founder route', () => {
  /** Routes an editor may not use: the team and submitting for review. */
  const OWNER_ONLY = [
    'POST /businesses/:id/review',
    'POST /businesses/:id/team/invitations',
    'DELETE /businesses/:id/team/invitations/:invitationId',
    'PUT /businesses/:id/team/members/:userId',
    'DELETE /businesses/:id/team/members/:userId',
  ];

  it('answers 401 to a guest, 404 outside the team, and 404 to an editor on the owners’ routes', async () => {
    const routes = routesOf(t.app).filter((r) => r.path.startsWith(PREFIX) && r.method !== 'HEAD');
    const business = routes.filter((r) => r.path.includes('/businesses/:id'));
    // The portal's routes are all found, so a route added later is walked too.
    expect(business.length).toBeGreaterThanOrEqual(13);
    const concrete = (path: string) =>
      path
        .slice(PREFIX.length)
        .replace(/:id\b/, live)
        .replace(/:userId\b/, owner.id)
        .replace(/:token\b/, 'x'.repeat(43))
        .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
    for (const route of routes) {
      const method = route.method as 'GET';
      const url = concrete(route.path);
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const guest = await call(null, method, url, payload);
      expect(guest.statusCode, `guest ${route.method} ${url}`).toBe(401);
      if (!route.path.includes('/businesses/:id')) continue;
      const outsider = await call(stranger, method, url, payload);
      expect(outsider.statusCode, `outsider ${route.method} ${url}`).toBe(404);
      expect(outsider.json().detail).toBe('Business not found');
      if (OWNER_ONLY.includes(`${route.method} ${route.path.slice(PREFIX.length)}`)) {
        const asEditor = await call(editor, method, url, payload);
        expect(asEditor.statusCode, `editor ${route.method} ${url}`).toBe(404);
        expect(asEditor.json().detail).toBe('Business not found');
      }
    }
    // The editor was refused by role, not by a missing member: the owner is still there, unchanged.
    const team = founderTeamSchema.parse((await call(owner, 'GET', `/businesses/${live}/team`)).json());
    expect(team.members.map((m) => m.role).sort()).toEqual(['editor', 'owner']);
  });
});

describe('a live campaign’s change request', () => {
  it('keeps the changed fields before and after, and changes nothing investors see until approved', async () => {
    const before = await campaignOf(live);
    const res = await call(editor, 'PUT', `/businesses/${live}/campaign`, {
      ...before,
      description: { ...before.description, vi: 'Một quán cà phê mới' },
    });
    expect(res.statusCode).toBe(200);
    const saved = founderCampaignSavedSchema.parse(res.json());
    expect(saved.applied).toBe(false);
    expect(saved.request).toMatchObject({ kind: 'edit', status: 'pending' });
    expect(Object.keys(saved.request!.after)).toEqual(['description']);
    expect(saved.request!.before).toEqual({ description: before.description });
    expect(saved.request!.after).toEqual({ description: { ...before.description, vi: 'Một quán cà phê mới' } });
    expect((await campaignOf(live)).description.vi).toBe(before.description.vi);
    const audits = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'founder.change.request'));
    expect(audits).toHaveLength(1);
  });

  it('refuses a save that changes nothing', async () => {
    const res = await call(owner, 'PUT', `/businesses/${live}/campaign`, await campaignOf(live));
    expect(res.statusCode).toBe(400);
  });

  it('is applied exactly once when two operators approve at once, through the console’s edit', async () => {
    const queue = changeRequestListSchema.parse((await call(operator, 'GET', '/api/v1/admin/changes')).json());
    const request = queue.requests.find((r) => r.project_id === live && r.kind === 'edit')!;
    expect(request).toBeDefined();
    const [a, b] = await Promise.all([
      call(operator, 'POST', `/api/v1/admin/changes/${request.id}/approve`, {}),
      call(operator, 'POST', `/api/v1/admin/changes/${request.id}/approve`, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().code).toBe('CHANGE_ALREADY_DECIDED');
    expect((await campaignOf(live)).description.vi).toBe('Một quán cà phê mới');
    const approvals = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'founder.change.approve'));
    expect(approvals).toHaveLength(1);
    // Applied through the console's edit, audited as an operator's project.update.
    const edits = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.update'), eq(auditLog.actorId, operator.id)));
    expect(edits).toHaveLength(1);
    const mail = await t.db.db.select().from(mailMessages).where(eq(mailMessages.to, editor.email));
    expect(mail.some((m) => m.subject.includes('your request was approved'))).toBe(true);
    const [told] = await t.db.db.select().from(notifications).where(eq(notifications.userId, editor.id));
    expect(told).toMatchObject({
      type: 'founder_request_decided',
      params: { decision: 'approved', kind: 'edit', project_id: live },
      link: `/founder/businesses/${live}`,
    });
    const overview = founderOverviewSchema.parse((await call(editor, 'GET', `/businesses/${live}/overview`)).json());
    expect(overview.campaign_changed_at).not.toBeNull();
    // The business page says when its campaign last changed, and shows the approved text.
    const page = await call(null, 'GET', `/api/v1/public/projects/${live}?lang=vi`);
    expect(page.json()).toMatchObject({
      campaign_changed_at: overview.campaign_changed_at,
      description: 'Một quán cà phê mới',
    });
  });

  it('is rejected with a message the founder receives, and then cannot be approved', async () => {
    const current = await campaignOf(live);
    const saved = founderCampaignSavedSchema.parse(
      (
        await call(owner, 'PUT', `/businesses/${live}/campaign`, {
          ...current,
          faq: [{ question: { en: 'Why?', vi: '', ru: '' }, answer: { en: 'Because.', vi: '', ru: '' } }],
        })
      ).json(),
    );
    const id = saved.request!.id;
    const missing = await call(operator, 'POST', `/api/v1/admin/changes/${id}/reject`, { message: '' });
    expect(missing.statusCode).toBe(400);
    const rejected = await call(operator, 'POST', `/api/v1/admin/changes/${id}/reject`, {
      message: 'Please translate the answer',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', message: 'Please translate the answer' });
    expect((await call(operator, 'POST', `/api/v1/admin/changes/${id}/approve`, {})).statusCode).toBe(409);
    expect((await campaignOf(live)).faq).toEqual(current.faq);
    const mail = await t.db.db.select().from(mailMessages).where(eq(mailMessages.to, owner.email));
    expect(mail.some((m) => m.text.includes('Please translate the answer'))).toBe(true);
  });
});

describe('a draft', () => {
  it('is edited directly, then submitted for review by an owner; approving publishes it', async () => {
    const draft = await insertProject(t, { publishedAt: null, fundingEnd: new Date(Date.now() + 30 * 86_400_000) });
    await addMember(t.db.db, { projectId: draft, userId: owner.id, role: 'owner', addedBy: null });
    const current = await campaignOf(draft);
    const saved = await call(owner, 'PUT', `/businesses/${draft}/campaign`, {
      ...current,
      about: { ...current.about, ru: 'О нас' },
    });
    expect(founderCampaignSavedSchema.parse(saved.json())).toMatchObject({ applied: true, request: null });
    expect((await campaignOf(draft)).about.ru).toBe('О нас');
    const review = await call(owner, 'POST', `/businesses/${draft}/review`, { note: 'Ready' });
    expect(review.statusCode).toBe(201);
    expect((await call(owner, 'POST', `/businesses/${draft}/review`, {})).statusCode).toBe(409);
    // Publishing needs a cover image: the operator's approval is refused, and the request stays pending.
    const refused = await call(operator, 'POST', `/api/v1/admin/changes/${review.json().id}/approve`, {});
    expect(refused.statusCode).toBe(400);
    const [row] = await t.db.db.select().from(projects).where(eq(projects.id, draft));
    expect(row!.publishedAt).toBeNull();
    const rejected = await call(operator, 'POST', `/api/v1/admin/changes/${review.json().id}/reject`, {
      message: 'Add a cover image',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', message: 'Add a cover image' });
    const view = founderCampaignViewSchema.parse((await call(owner, 'GET', `/businesses/${draft}/campaign`)).json());
    expect(view.requests[0]).toMatchObject({ kind: 'review', message: 'Add a cover image' });
  });
});

describe('invitations', () => {
  async function invite(email: string, role: 'owner' | 'editor' = 'editor'): Promise<{ token: string; id: string }> {
    const res = await call(owner, 'POST', `/businesses/${live}/team/invitations`, { email, role });
    expect(res.statusCode).toBe(201);
    const [mail] = await t.db.db.select().from(mailMessages).where(eq(mailMessages.to, email));
    const token = /\/founder\/invitations\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    return { token, id: res.json().id };
  }

  it('adds the invited address once, and refuses another address', async () => {
    const invitee = await insertInvestor(t);
    const { token } = await invite(invitee.email);
    const [stored] = await t.db.db
      .select()
      .from(businessInvitations)
      .where(eq(businessInvitations.email, invitee.email));
    expect(stored!.tokenHash).not.toContain(token);
    const wrong = await call(stranger, 'POST', `/invitations/${token}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('INVITATION_ADDRESS_MISMATCH');
    const view = await call(invitee, 'GET', `/invitations/${token}`);
    expect(view.json()).toMatchObject({ project_id: live, role: 'editor', address_matches: true });
    expect((await call(invitee, 'POST', `/invitations/${token}/accept`)).statusCode).toBe(200);
    const again = await call(invitee, 'POST', `/invitations/${token}/accept`);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('INVITATION_INVALID');
    const [member] = await t.db.db
      .select()
      .from(businessMembers)
      .where(and(eq(businessMembers.projectId, live), eq(businessMembers.userId, invitee.id)));
    expect(member).toMatchObject({ role: 'editor', addedBy: owner.id });
  });

  it('expires after its week, and a withdrawn one cannot be used', async () => {
    const late = await insertInvestor(t);
    const { token } = await invite(late.email);
    await t.db.db
      .update(businessInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(businessInvitations.email, late.email));
    expect((await call(late, 'POST', `/invitations/${token}/accept`)).json().code).toBe('INVITATION_INVALID');
    const withdrawn = await insertInvestor(t);
    const second = await invite(withdrawn.email);
    expect((await call(owner, 'DELETE', `/businesses/${live}/team/invitations/${second.id}`)).statusCode).toBe(204);
    expect((await call(withdrawn, 'POST', `/invitations/${second.token}/accept`)).statusCode).toBe(404);
  });

  it('keeps the last owner: neither demoted nor removed; another owner can be', async () => {
    const demote = await call(owner, 'PUT', `/businesses/${live}/team/members/${owner.id}`, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('LAST_OWNER');
    expect((await call(owner, 'DELETE', `/businesses/${live}/team/members/${owner.id}`)).statusCode).toBe(409);
    const promoted = await call(owner, 'PUT', `/businesses/${live}/team/members/${editor.id}`, { role: 'owner' });
    expect(promoted.statusCode).toBe(200);
    expect(
      (await call(editor, 'PUT', `/businesses/${live}/team/members/${editor.id}`, { role: 'editor' })).statusCode,
    ).toBe(200);
    const audits = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'founder.member.role'));
    expect(audits).toHaveLength(2);
  });
});

describe('talking to investors', () => {
  it('lets the team answer its own business’s questions and no other’s', async () => {
    const other = await insertProject(t);
    const [own, foreign] = await t.db.db
      .insert(projectQuestions)
      .values([
        { projectId: live, userId: stranger.id, authorName: 'Ann', language: 'en', question: 'When do you open?' },
        { projectId: other, userId: stranger.id, authorName: 'Ann', language: 'en', question: 'Secret?' },
      ])
      .returning();
    const list = await call(editor, 'GET', `/businesses/${live}/questions`);
    expect(list.body).not.toContain('Ann');
    expect(list.json().questions.map((q: { id: string }) => q.id)).toEqual([own!.id]);
    const wrong = await call(editor, 'PUT', `/businesses/${live}/questions/${foreign!.id}/answer`, { answer: 'No' });
    expect(wrong.statusCode).toBe(404);
    const res = await call(editor, 'PUT', `/businesses/${live}/questions/${own!.id}/answer`, { answer: 'In May' });
    expect(res.statusCode).toBe(204);
    const [row] = await t.db.db.select().from(projectQuestions).where(eq(projectQuestions.id, own!.id));
    expect(row).toMatchObject({ answer: 'In May', moderatorId: editor.id });
  });

  it('publishes an update at once, or after an operator’s approval when the switch is on', async () => {
    const update = {
      title: { en: 'We opened', vi: 'Chúng tôi đã mở cửa', ru: 'Мы открылись' },
      body: { en: 'Come by', vi: 'Hãy ghé thăm', ru: 'Заходите' },
    };
    const first = await call(editor, 'POST', `/businesses/${live}/updates`, update);
    expect(first.statusCode, first.body).toBe(201);
    const now = founderUpdatePostedSchema.parse(first.json());
    expect(now).toEqual({ published: true, request: null });
    const switched = await call(operator, 'PUT', `/api/v1/admin/projects/${live}/founder-settings`, {
      updates_need_approval: true,
    });
    expect(switched.json()).toEqual({ updates_need_approval: true });
    const waiting = founderUpdatePostedSchema.parse(
      (
        await call(editor, 'POST', `/businesses/${live}/updates`, { ...update, title: { ...update.title, en: 'Menu' } })
      ).json(),
    );
    expect(waiting.published).toBe(false);
    const count = async () =>
      (await t.db.db.select().from(projectUpdates).where(eq(projectUpdates.projectId, live))).length;
    expect(await count()).toBe(1);
    const approved = await call(operator, 'POST', `/api/v1/admin/changes/${waiting.request!.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(await count()).toBe(2);
    const audit = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'project.founder_settings'));
    expect(audit).toHaveLength(1);
  });

  it('shows the raise without naming investors', async () => {
    await insertPaidInvestment(t, stranger.id, live, 250_00);
    const res = await call(editor, 'GET', `/businesses/${live}/overview`);
    const overview = founderOverviewSchema.parse(res.json());
    expect(overview.recent[0]).toMatchObject({ amount: 250 });
    expect(overview.investor_count).toBe(1);
    expect(res.body).not.toContain(stranger.email);
    expect(res.body).not.toContain(stranger.id);
  });
});
