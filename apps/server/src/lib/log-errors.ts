/**
 * The logger's serializer for `err`: errors are logged without the values they were
 * about. A failed query's error from drizzle names its parameters in its message
 * ("params: …"), and PGlite and node-postgres attach `params`, `detail` ("Key
 * (email)=(…)", "Failing row contains (…)") and `where` (the JSON being parsed):
 * password hashes and personal details. A database error keeps its SQL text, SQLSTATE
 * code and the names of what it touched, and nothing else.
 */

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** What a PostgreSQL error may keep: codes and names of objects, never values. */
const DATABASE_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'];
/** Properties no logged error carries, whatever produced it. */
const NEVER_LOGGED = new Set([
  'params',
  'parameters',
  'values',
  'queryOptions',
  'detail',
  'where',
  'hint',
  'internalQuery',
]);
const MAX_CAUSES = 5;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isDatabaseError(error: Error & Record<string, unknown>): boolean {
  return (
    'params' in error ||
    (typeof error.query === 'string' && error.constructor.name === 'DrizzleQueryError') ||
    (typeof error.severity === 'string' && typeof error.code === 'string' && SQLSTATE.test(error.code))
  );
}

/** PostgreSQL quotes the offending value after a colon ('invalid input syntax for type uuid: "…"'). */
const redactQuotedValues = (message: string) => message.replace(/: "(?:[^"\\]|\\.)*"/g, ': "[redacted]"');

function stackWith(error: Error, type: string, message: string): string {
  if (typeof error.stack !== 'string') return '';
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

function serialize(error: Error & Record<string, unknown>, depth: number): SerializedError {
  const type = error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : error.name;
  const out: SerializedError = { type, message: '', stack: '' };
  if (isDatabaseError(error)) {
    // drizzle: "Failed query: <sql>\nparams: <values>" — keep the SQL only.
    out.message =
      typeof error.query === 'string' && error.message.startsWith('Failed query:')
        ? `Failed query: ${error.query}`
        : redactQuotedValues(error.message.split('\nparams:', 1)[0]!);
    if (typeof error.query === 'string') out.query = error.query;
    for (const field of DATABASE_FIELDS) {
      if (typeof error[field] === 'string' || typeof error[field] === 'number') out[field] = error[field];
    }
  } else {
    out.message = error.message;
    for (const [key, value] of Object.entries(error)) {
      if (NEVER_LOGGED.has(key) || key === 'cause' || key === 'stack' || key === 'message') continue;
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    }
  }
  out.stack = stackWith(error, type, out.message);
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeLogged(error.cause, depth + 1);
  if (error instanceof AggregateError && depth < MAX_CAUSES) {
    out.errors = error.errors.slice(0, 10).map((item: unknown) => serializeLogged(item, depth + 1));
  }
  return out;
}

function serializeLogged(value: unknown, depth: number): unknown {
  if (value instanceof Error) return serialize(value as Error & Record<string, unknown>, depth);
  // Something thrown that is not an Error: its type only, since its contents are unknown.
  return isRecord(value) ? { type: typeof value } : value;
}

/** pino serializer for the `err` key (and for an error logged as the first argument). */
export function serializeError(error: Error): SerializedError {
  // pino hands over whatever was logged under `err`, which need not be an Error.
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  return serialize(error as Error & Record<string, unknown>, 0);
}
