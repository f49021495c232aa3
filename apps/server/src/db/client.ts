import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction of a Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** The embedded engine, when that is what runs (tests clone it). */
  readonly pglite: PGlite | null;
  /** One round trip, for /readyz. */
  ping(): Promise<void>;
  /**
   * LISTENs on a channel over a connection of its own (NOTIFY is delivered at commit, to every
   * instance). `live` is false while that connection is down; `onReset` runs whenever it drops
   * or comes back, since notifications sent meanwhile are lost.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReset: () => void): Promise<Listener>;
  /** Flushes everything to disk (CHECKPOINT) and closes connections. Safe to call twice. */
  close(): Promise<void>;
}

export interface Listener {
  readonly live: boolean;
  close(): Promise<void>;
}

/** Channel names are identifiers: only these are quoted into LISTEN. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Called with each statement's text as it is sent (drizzle's logger: every statement the app
 * builds; on PostgreSQL also a transaction's BEGIN and COMMIT). For counting, not for logs.
 */
export type StatementHook = (text: string) => void;

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob; onStatement?: StatementHook }
  | { kind: 'postgres'; url: string; poolMax: number; applicationName?: string; onStatement?: StatementHook };

const loggerOf = (hook: StatementHook | undefined) =>
  hook ? { logger: { logQuery: (text: string) => hook(text) } } : {};

/** PGlite (embedded, one process) by default; node-postgres with a pool when DATABASE_URL is set. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options);
}

/**
 * PGlite keeps the whole cluster in memory, so it is tuned for a small footprint:
 * 16 MB of shared buffers instead of 128 MB (the data of one embedded installation
 * fits easily) and 1 MB WAL segments instead of 16 MB for new clusters.
 */
const PGLITE_SETTINGS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  // At least two segments of the largest size a folder may have (16 MB before we used 1 MB segments).
  'min_wal_size=32MB',
  '-c',
  'max_wal_size=64MB',
];

// Each driver is loaded only when it is the one in use (start-up time and memory).
async function openPglite(options: {
  dataDir: string | null;
  loadDataDir?: Blob;
  onStatement?: StatementHook;
}): Promise<Database> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  if (options.dataDir) await fs.mkdir(path.dirname(options.dataDir), { recursive: true });
  const defaults = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    initDbStartParams: ['--wal-segsize=1'],
    startParams: [...defaults, ...PGLITE_SETTINGS],
    // Explore's search index (migration 0014); PGlite ships the extension in its package.
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case', ...loggerOf(options.onStatement) }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, onMessage) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
      // One process owns the engine: its connection cannot drop, so there is never a reset.
      const unlisten = await client.listen(channel, onMessage);
      let live = true;
      return {
        get live() {
          return live;
        },
        async close() {
          if (!live) return;
          live = false;
          if (!closed) await unlisten();
        },
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

async function openPostgres(options: {
  url: string;
  poolMax: number;
  applicationName?: string;
  onStatement?: StatementHook;
}): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    application_name: options.applicationName ?? 'grove',
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that errors (e.g. the server restarted) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({
    client: pool,
    schema,
    casing: 'snake_case',
    ...loggerOf(options.onStatement),
  }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    pglite: null,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async listen(channel, onMessage, onReset) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
      let client: InstanceType<typeof pg.Client> | null = null;
      let live = false;
      let stopped = false;
      let retry: NodeJS.Timeout | null = null;
      const down = () => {
        if (live) onReset();
        live = false;
        client?.removeAllListeners();
        client?.on('error', () => undefined);
        void client?.end().catch(() => undefined);
        client = null;
        if (!stopped && !retry) retry = setTimeout(() => void connect(), 500);
      };
      async function connect(): Promise<void> {
        retry = null;
        if (stopped) return;
        const next = new pg.Client({
          connectionString: options.url,
          application_name: `${options.applicationName ?? 'grove'}:listen`,
          connectionTimeoutMillis: 5_000,
        });
        client = next;
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
        });
        next.on('error', down);
        next.on('end', down);
        try {
          await next.connect();
          await next.query(`LISTEN "${channel}"`);
          if (stopped || client !== next) return;
          live = true;
          onReset();
        } catch {
          if (client === next) down();
        }
      }
      await connect();
      return {
        get live() {
          return live;
        },
        async close() {
          stopped = true;
          if (retry) clearTimeout(retry);
          live = false;
          const last = client;
          client = null;
          last?.removeAllListeners();
          last?.on('error', () => undefined);
          await last?.end().catch(() => undefined);
        },
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
