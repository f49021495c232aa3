import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-pglite-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
};

describe('the embedded database', () => {
  it('opens a folder created with PGlite defaults (16 MB WAL segments)', async () => {
    const dataDir = tempDir();
    const plain = await PGlite.create({ dataDir });
    await plain.exec("create table kept (v text); insert into kept values ('still here')");
    await plain.close();

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const result = await database.pglite!.query<{ v: string }>('select v from kept');
      expect(result.rows).toEqual([{ v: 'still here' }]);
    } finally {
      await database.close();
    }
  });

  it('creates new folders with small WAL segments and modest shared buffers', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: tempDir() });
    try {
      const settings = await database.pglite!.query<{ name: string; setting: string; unit: string | null }>(
        "select name, setting, unit from pg_settings where name in ('wal_segment_size', 'shared_buffers')",
      );
      const byName = Object.fromEntries(settings.rows.map((row) => [row.name, Number(row.setting)]));
      expect(byName.wal_segment_size).toBe(1024 * 1024);
      expect(byName.shared_buffers! * 8192).toBe(16 * 1024 * 1024);
    } finally {
      await database.close();
    }
  });
});
