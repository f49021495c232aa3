import { AppError } from './errors.js';

/**
 * A keyset cursor for lists ordered by (time desc, id desc): the last row's time as PostgreSQL
 * writes it (`column::text`, microseconds and offset, so it casts back exactly) and its uuid.
 */
export interface KeysetCursor {
  atKey: string;
  id: string;
}

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.atKey, cursor.id])).toString('base64url');
}

/** The cursor a page answered; anything else is refused as `cursor`. */
export function decodeCursor(value: string): KeysetCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      parsed[0].length <= 40 &&
      !Number.isNaN(Date.parse(parsed[0])) &&
      typeof parsed[1] === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(parsed[1])
    ) {
      return { atKey: parsed[0], id: parsed[1] };
    }
  } catch {
    // Refused below.
  }
  const message = 'must be a next_cursor from the previous page';
  throw new AppError('VALIDATION_ERROR', `cursor: ${message}`, {
    fields: [{ path: 'cursor', message, code: 'VALIDATION_ERROR' }],
  });
}
