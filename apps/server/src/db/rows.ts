/** Rows of a raw query on either driver (node-postgres returns {rows}, PGlite too). */
export function rowsOf<T>(result: unknown): T[] {
  const withRows = result as { rows?: T[] };
  return Array.isArray(withRows.rows) ? withRows.rows : (result as T[]);
}
