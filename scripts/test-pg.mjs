// Runs the API suite (and the concurrency tests that only PostgreSQL can show) against
// a real PostgreSQL server. TEST_DATABASE_URL points at a database the tests may use to
// create and drop their own databases; it defaults to the local server.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`API suite on PostgreSQL: ${url.replace(/:[^:@/]*@/, ':***@')}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
