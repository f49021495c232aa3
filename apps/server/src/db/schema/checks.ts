import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK condition: the column holds one of `values` (or NULL, if the column allows it).
 * The values are inlined: a constraint cannot take parameters, and they come from the
 * contracts' constant lists, never from input.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}
