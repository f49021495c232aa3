/**
 * Makes an existing user an operator (role admin), or back an investor:
 *   npm run promote-admin -- someone@example.com
 *   npm run promote-admin -- someone@example.com --demote
 * Uses the same configuration as the server (DATABASE_URL or the embedded data folder).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.js';
import { runMigrations } from '../db/migrate.js';
import { findUserByEmail, updateUser } from '../modules/users/users.repository.js';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const email = args
    .find((arg) => !arg.startsWith('--'))
    ?.trim()
    .toLowerCase();
  const role = args.includes('--demote') ? 'investor' : 'admin';
  if (!email) {
    console.error('Usage: npm run promote-admin -- <email> [--demote]');
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  let release = () => {};
  if (config.database.kind === 'pglite') {
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`${error.message}\n(The embedded database allows one process at a time: stop the server first.)`);
        return 1;
      }
      throw error;
    }
  }
  const database = await openDatabase(
    config.database.kind === 'pglite'
      ? { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') }
      : config.database,
  );
  try {
    await runMigrations(database, config.database.kind === 'postgres' ? config.database.url : undefined);
    const user = await findUserByEmail(database.db, email);
    if (!user) {
      console.error(`No user with the e-mail ${email}. They must sign up first.`);
      return 1;
    }
    await updateUser(database.db, user.id, { role });
    console.log(`${email} is now ${role === 'admin' ? 'an operator (admin)' : 'an investor'}.`);
    return 0;
  } finally {
    await database.close();
    release();
  }
}

process.exitCode = await main();
