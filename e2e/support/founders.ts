import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server.js';

/**
 * Makes an account the owner of one of the demo catalogue's live businesses, straight in the
 * embedded database (the server stopped: one process per data folder), as approving an
 * application will. Returns the business's id.
 */
export async function makeFounderOfLiveBusiness(dataDir: string, email: string): Promise<string> {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(path.join(ROOT, 'apps/server/dist/db/client.js'))});
    const database = await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(path.join(dataDir, 'pglite'))} });
    try {
      const q = (sql, params) => database.pglite.query(sql, params);
      const [user] = (await q('select id from users where email = $1', [${JSON.stringify(email)}])).rows;
      const [project] = (await q("select id from projects where published_at is not null and status = 'fundraising' and demo_visit_id is null order by id limit 1")).rows;
      await q("insert into business_members (project_id, user_id, role) values ($1, $2, 'owner')", [project.id, user.id]);
      process.stdout.write(project.id);
    } finally {
      await database.close();
    }
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (errors += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0 || !output) throw new Error(`making the founder failed (${code}):\n${errors}`);
  return output.trim();
}
