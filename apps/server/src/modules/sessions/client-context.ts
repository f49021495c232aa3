import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import { clientAddressOf } from '../../lib/rate-limits.js';

/** What a sign-in records about where it came from (docs/architecture.md, "Sessions"). */
export interface ClientContext {
  /** "Chrome on macOS"; null when the user agent names no browser. */
  device: string | null;
  /** ISO 3166-1 alpha-2 from the trusted proxy's header; null when unknown. */
  country: string | null;
  /** The client's network (IPv4 /24, IPv6 /48): enough to tell places apart, not to find a person. */
  network: string;
  /** The address sign-in limits count (lib/rate-limits.ts); never stored with the session. */
  address: string;
}

/** "Chrome on macOS", "Safari on iOS"; null for clients that are not browsers (curl, a test). */
export function deviceLabel(userAgent: string | undefined): string | null {
  if (!userAgent?.trim()) return null;
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const browser = parsed.browser.name?.trim();
  if (!browser) return null;
  const os = parsed.os.name?.trim();
  return (os ? `${browser} on ${os}` : browser).slice(0, 120);
}

/** The network part of an address: the sessions list shows it, and it is all that is kept. */
export function networkOf(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (address.includes(':')) {
    const [head = ''] = address.split('/');
    const groups = head.split('::')[0]!.split(':').filter(Boolean).slice(0, 3);
    while (groups.length < 3) groups.push('0');
    return `${groups.join(':')}::/48`;
  }
  return 'unknown';
}

/** Only a plain two-letter code counts; Cloudflare's XX (unknown) and T1 (Tor) do not. */
function countryOf(value: string | string[] | undefined): string | null {
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : null;
}

/**
 * Reads a request's client context. The country comes only from `countryHeader`, which a
 * trusted proxy in front of every instance must set (and overwrite): a client can send any header.
 */
export function createClientContextReader(countryHeader: string | null) {
  const header = countryHeader?.toLowerCase() ?? null;
  return (request: FastifyRequest): ClientContext => {
    const address = clientAddressOf(request);
    return {
      device: deviceLabel(request.headers['user-agent']),
      country: header ? countryOf(request.headers[header]) : null,
      network: networkOf(address),
      address,
    };
  };
}
