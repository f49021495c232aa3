import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.js';
import { runMigrations } from '../../src/db/migrate.js';

/** The same server with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const name = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

/** Creates and migrates a database that test files copy with CREATE DATABASE … TEMPLATE. */
export async function createTemplateDatabase(url: string): Promise<string> {
  const template = name('grove_tpl');
  await admin(url, (client) => client.query(`create database ${template}`));
  const templateUrl = withDatabase(url, template);
  const database = await openDatabase({ kind: 'postgres', url: templateUrl, poolMax: 2 });
  try {
    await runMigrations(database, templateUrl);
  } finally {
    await database.close();
  }
  return template;
}

export async function dropTemplateDatabase(url: string, template: string): Promise<void> {
  await admin(url, (client) => client.query(`drop database if exists ${template} with (force)`));
}

/** A fresh database for one test file, copied from the migrated template. */
export async function createDatabaseFromTemplate(url: string, template: string): Promise<string> {
  const database = name('grove_test');
  await admin(url, (client) => client.query(`create database ${database} template ${template}`));
  return database;
}

export async function dropDatabase(url: string, database: string): Promise<void> {
  await admin(url, (client) => client.query(`drop database if exists ${database} with (force)`));
}
