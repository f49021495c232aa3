/**
 * The launch baseline on PGlite (launch-baseline.ts): the same two transactions per investment,
 * through the server's own openDatabase on a fresh data folder, by N concurrent clients for a
 * few seconds. Prints `{ investments, elapsedS, durability }` as JSON on its last line.
 *   node --import tsx launch-baseline-pglite.ts '<json: { dataDir, clients, seconds, amountMinor, feeMinor }>'
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { BASELINE_SCHEMA, CAPTURE, RESERVE, substitute } from './launch-baseline.js';
import { ROOT } from './measure.js';

interface PgliteTx {
  query<T>(sql: string): Promise<{ rows: T[] }>;
  rollback(): Promise<void>;
}
interface Pglite {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string): Promise<{ rows: T[] }>;
  transaction<T>(run: (tx: PgliteTx) => Promise<T>): Promise<T>;
}

const options = JSON.parse(process.argv[2] ?? '{}') as {
  dataDir: string;
  clients: number;
  seconds: number;
  amountMinor: number;
  feeMinor: number;
};
// As server.ts runs the engine: V8's baseline compiler only, set before PGlite is compiled.
v8.setFlagsFromString('--liftoff-only');
const { openDatabase } = (await import(pathToFileURL(path.join(ROOT, 'apps/server/dist/db/client.js')).href)) as {
  openDatabase: (options: { kind: 'pglite'; dataDir: string }) => Promise<{ pglite: Pglite; close(): Promise<void> }>;
};
const database = await openDatabase({ kind: 'pglite', dataDir: options.dataDir });
const pg = database.pglite;
for (const statement of BASELINE_SCHEMA) await pg.exec(statement);

const values = { amount: options.amountMinor, fee: options.feeMinor };
let investments = 0;
const begin = performance.now();
const end = begin + options.seconds * 1000;
await Promise.all(
  Array.from({ length: options.clients }, async () => {
    while (performance.now() < end) {
      const paymentId = await pg.transaction(async (tx) => {
        const inserted = await tx.query<{ payment_id: string }>(substitute(RESERVE[0]!, values));
        const reserved = await tx.query(substitute(RESERVE[1]!, values));
        if (reserved.rows.length === 0) {
          await tx.rollback(); // round full: never here, the target is out of reach
          return null;
        }
        return inserted.rows[0]!.payment_id;
      });
      if (!paymentId) continue;
      await pg.transaction(async (tx) => {
        for (const sql of CAPTURE) await tx.query(substitute(sql, { ...values, payment_id: paymentId }));
      });
      investments += 1;
    }
  }),
);
const elapsedS = (performance.now() - begin) / 1000;
const setting = async (name: string) => (await pg.query<Record<string, string>>(`show ${name}`)).rows[0]?.[name] ?? '?';
const durability = `fsync=${await setting('fsync')}, synchronous_commit=${await setting('synchronous_commit')}`;
await database.close();
console.log(JSON.stringify({ investments, elapsedS, durability }));
