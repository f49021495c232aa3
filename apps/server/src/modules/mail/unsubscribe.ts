import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_KINDS, isOptionalEmailKind, type EmailKind } from '@grove/contracts';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * One-click unsubscribe links (RFC 8058): `<payload>.<mac>`, the payload naming the account and the
 * kind of e-mail, the MAC an HMAC-SHA256 under a key derived from the server's secret. They do not
 * expire, as a link in an old e-mail must keep working; they can only switch one kind off.
 */
export function createUnsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('grove:unsubscribe').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(userId: string, kind: EmailKind): string {
      const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    /** The account and kind of a valid token; null for a forged, cut or unknown one. */
    verify(token: string): { userId: string; kind: EmailKind } | null {
      const [payload, given, extra] = token.split('.');
      if (!payload || !given || extra !== undefined) return null;
      const expected = Buffer.from(mac(payload));
      const actual = Buffer.from(given);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
      const [userId, kind] = Buffer.from(payload, 'base64url').toString().split(':');
      const known = EMAIL_KINDS.find((k) => k === kind);
      if (!userId || !USER_ID.test(userId) || !known || !isOptionalEmailKind(known)) return null;
      return { userId, kind: known };
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;

/** Where the one-click POST goes (a GET there leads to the web page ACCOUNT_LINK_PAGES.unsubscribe). */
export const UNSUBSCRIBE_API_PATH = '/api/v1/email/unsubscribe';

/** The RFC 8058 headers of an e-mail of an optional kind. */
export function unsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  const url = new URL(UNSUBSCRIBE_API_PATH, publicUrl);
  url.searchParams.set('token', token);
  return {
    'List-Unsubscribe': `<${url.toString()}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
