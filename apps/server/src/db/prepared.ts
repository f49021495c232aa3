import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/** What drizzle's `.prepare()` answers: a query built once, run with its placeholders' values. */
interface Prepared<Values, Result> {
  execute(values: Values): Promise<Result>;
}

/**
 * A hot query built once per database instead of on every call (issue 24: building queries was
 * a sixth of a launch's CPU): `build` makes it with `sql.placeholder`s and `.prepare(name)`, and
 * the answer runs it with the placeholders' values. On PostgreSQL the name also makes it a named
 * prepared statement on each connection, so the server plans it once per connection. In a
 * transaction, which is a session of its own, it is built for that call (as any query is), under
 * the same name and text, so a connection that has it prepared uses it.
 */
export function preparedQuery<Values, Result>(
  build: (executor: Executor) => Prepared<Values, Result>,
): (executor: Executor, values: Values) => Promise<Result> {
  const kept = new WeakMap<Executor, Prepared<Values, Result>>();
  return (executor, values) => {
    if (executor instanceof PgTransaction) return build(executor).execute(values);
    let query = kept.get(executor);
    if (!query) {
      query = build(executor);
      kept.set(executor, query);
    }
    return query.execute(values);
  };
}
