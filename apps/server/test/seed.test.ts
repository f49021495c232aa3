import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/db/seed/seed-demo.js';
import { DEMO_BUSINESSES } from '../src/db/seed/demo/index.js';
import { rowsOf } from '../src/jobs/queue.js';
import { createFsStorage } from '../src/providers/storage/storage.js';
import { createTestDatabase } from './helpers/database.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

const count = async (table: string) =>
  rowsOf<{ n: number }>(await t.db.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe('demo content', () => {
  it('loads every business with its media, documents, team and forecast', async () => {
    expect(await count('projects')).toBe(DEMO_BUSINESSES.length);
    expect(await count('project_forecasts')).toBe(DEMO_BUSINESSES.length);
    expect(await count('project_documents')).toBe(DEMO_BUSINESSES.reduce((n, b) => n + b.documents.length, 0));
    expect(await count('project_media')).toBe(DEMO_BUSINESSES.reduce((n, b) => n + b.images.length, 0));
  });

  it('loads once, however often it is asked', async () => {
    expect(await seedDemoContent({ db: t.db.db, storage: t.storage, log: t.app.log })).toBe(false);
    expect(await count('projects')).toBe(DEMO_BUSINESSES.length);
  });

  it('stores real PDF documents', async () => {
    const [document] = rowsOf<{ storage_key: string }>(
      await t.db.db.execute(
        sql`select f.storage_key from project_documents d join files f on f.id = d.file_id limit 1`,
      ),
    );
    const bytes = await t.storage.get(document!.storage_key);
    expect(bytes!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes!.length).toBeGreaterThan(2_000);
  });
});

describe('two instances seeding one database together', () => {
  it('load it once and leave no unreferenced file behind', async () => {
    const database = await createTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-seed-race-'));
    try {
      // Both instances mount the same storage, as several instances do in production.
      const seeds = await Promise.all(
        [0, 1].map(() => seedDemoContent({ db: database.database.db, storage: createFsStorage(dir), log: t.app.log })),
      );
      expect(seeds.filter(Boolean)).toHaveLength(1);
      const rows = rowsOf<{ n: number }>(
        await database.database.db.execute(sql`select count(*)::int as n from files`),
      )[0]!.n;
      const stored = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      expect(rows).toBeGreaterThan(0);
      expect(stored).toHaveLength(rows);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
