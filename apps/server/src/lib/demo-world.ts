import { eq, isNull, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './errors.js';

/**
 * The world a row or a signed-in person belongs to: a /demo visit (its id) or the platform
 * everyone shares (null). A demo visit's accounts act only on its own businesses, and nobody
 * else acts on them (issue 16; docs/architecture.md, "Demo visits").
 */
export type World = string | null;

export const worldOf = (row: { demoVisitId: string | null } | null | undefined): World => row?.demoVisitId ?? null;

/** SQL: the row's demo_visit_id column (or an aliased one in raw SQL) says it belongs to `world`. */
export const inWorld = (column: AnyPgColumn | SQL, world: World): SQL =>
  world === null ? isNull(column) : column instanceof SQL ? sql`${column} = ${world}` : eq(column, world);

/**
 * Refuses an action across worlds: to anyone outside a visit its businesses do not exist
 * (`missing`), and a demo account reaching for the platform's is told its tour happens in its own.
 */
export function checkSameWorld(actor: World, target: World, missing: () => AppError): void {
  if (actor === target) return;
  if (target !== null) throw missing();
  throw new AppError(
    'DEMO_OUTSIDE_VISIT',
    'In the demo you act on the businesses made for your visit; the rest of the platform stays as everyone sees it.',
  );
}
