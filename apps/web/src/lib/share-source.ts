import { matchPublicPage } from '@grove/contracts';

/**
 * Where a visitor came from (issue 26, "where investors come from"): the `?ref=` of a business's
 * share link, remembered per business in this browser on the first visit that carries one
 * (first touch) for SHARE_SOURCE_DAYS, and sent with the investment made from that business's
 * page. The server ignores a code that is not the business's own.
 */
export const SHARE_SOURCE_DAYS = 30;
const KEY = 'grove.share-sources';
const DAY_MS = 24 * 3600 * 1000;
const CODE = /^[A-Za-z0-9]{6,16}$/;

type Sources = Record<string, { code: string; at: number }>;

function read(now: number): Sources {
  try {
    const value = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as unknown;
    if (!value || typeof value !== 'object') return {};
    const fresh: Sources = {};
    for (const [projectId, entry] of Object.entries(value as Record<string, unknown>)) {
      const { code, at } = (entry ?? {}) as { code?: unknown; at?: unknown };
      if (typeof code === 'string' && typeof at === 'number' && now - at < SHARE_SOURCE_DAYS * DAY_MS) {
        fresh[projectId] = { code, at };
      }
    }
    return fresh;
  } catch {
    return {};
  }
}

/** Keeps the code of the first share link the visitor arrived through (a later link does not replace it until it expires). */
export function rememberShareSource(projectId: string, code: string, now = Date.now()): void {
  const trimmed = code.trim();
  if (!projectId || !CODE.test(trimmed)) return;
  const sources = read(now);
  if (sources[projectId]) return;
  sources[projectId] = { code: trimmed, at: now };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(sources));
  } catch {
    // Storage refused (private mode): the investment is simply Direct.
  }
}

/**
 * The share link in an address (`/business/:id?ref=…`), remembered at once. The page loads with
 * this before the app has taken it over (boot.ts): "Invest now" is a plain link until then, and a
 * tap on it must not lose where the visitor came from.
 */
export function rememberShareSourceIn(address: { pathname: string; search: string }, now = Date.now()): void {
  const ref = new URLSearchParams(address.search).get('ref');
  const page = ref ? matchPublicPage(address.pathname) : null;
  if (ref && page?.name === 'business' && page.params.id) rememberShareSource(page.params.id, ref, now);
}

/** The remembered share link's code for this business, or null. */
export function shareSourceOf(projectId: string, now = Date.now()): string | null {
  return read(now)[projectId]?.code ?? null;
}

/** The payment request's `ref` for this business, when the visitor arrived through one of its links. */
export function withShareSource(projectId: string): { ref?: string } {
  const code = shareSourceOf(projectId);
  return code ? { ref: code } : {};
}
