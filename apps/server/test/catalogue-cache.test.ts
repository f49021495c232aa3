import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

const ID = 'saigon-bean-roastery';
/** The bytes that left the server, parsed as they are (no schema in between). */
const raw = async (url: string) => {
  const response = await t.app.inject(`/api/v1${url}`);
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body) as Record<string, unknown>;
};

describe('the cached catalogue answers', () => {
  it('never carry a field their schema does not declare', async () => {
    const { projects } = t.container;
    const { list, featured, details } = projects;
    // A service that returns more than it should (a new column, a joined row).
    projects.list = async (options) => {
      const answer = await list(options);
      return { ...answer, secret: 1, projects: answer.projects.map((p) => ({ ...p, internal_note: 'x' })) };
    };
    projects.featured = async (language) => (await featured(language)).map((p) => ({ ...p, internal_note: 'x' }));
    projects.details = async (id, language) => {
      const answer = await details(id, language);
      return { ...answer, owner_email: 'x@example.com', media: answer.media.map((m) => ({ ...m, storage_key: 'k' })) };
    };
    try {
      t.container.catalogueCache.invalidate();
      const listed = JSON.stringify(await raw('/public/projects'));
      const feature = JSON.stringify(await raw('/public/projects/featured'));
      const page = await raw(`/public/projects/${ID}`);
      expect(listed).not.toMatch(/secret|internal_note/);
      expect(feature).not.toMatch(/internal_note/);
      expect(JSON.stringify(page)).not.toMatch(/owner_email|storage_key/);
      expect((page.media as unknown[]).length).toBeGreaterThan(0);
    } finally {
      Object.assign(projects, { list, featured, details });
      t.container.catalogueCache.invalidate();
    }
  });

  it('show a write once catalogueChanged() is called, not before', async () => {
    const before = await raw(`/public/projects/${ID}`);
    const raised = (before.keyMetrics as { raised: number }).raised;
    await t.db.db.execute(sql`update projects set raised_minor = raised_minor + 100000 where id = ${ID}`);
    // Without it, the cached answer stands (until the 10 s expiry).
    expect((await raw(`/public/projects/${ID}`)).keyMetrics).toMatchObject({ raised });

    t.container.projects.catalogueChanged();
    expect((await raw(`/public/projects/${ID}`)).keyMetrics).toMatchObject({ raised: raised + 1000 });
    const listed = (await raw('/public/projects')).projects as { id: string; raised: number }[];
    expect(listed.find((p) => p.id === ID)?.raised).toBe(raised + 1000);
  });
});
