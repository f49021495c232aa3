const PENDING_KEY = 'grove.kyc.provider';

/**
 * Where the person verifies. The sandbox's page is on our own origin and is told the
 * interface language; the real provider's is an absolute URL and is left as it is.
 */
export function providerUrl(url: string, language: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const parsed = new URL(url, 'http://same-origin.invalid');
  parsed.searchParams.set('lang', language);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Leaving the app for the provider's page (one place, so tests can watch it). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

interface Pending {
  url: string;
  /** Whether the automatic redirect has happened already. */
  opened: boolean;
}

function read(): Pending | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(PENDING_KEY) ?? 'null') as Partial<Pending> | null;
    return value && typeof value.url === 'string' ? { url: value.url, opened: value.opened === true } : null;
  } catch {
    return null;
  }
}

function write(value: Pending | null): void {
  try {
    if (value) window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(value));
    else window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Storage unavailable: the progress page then offers the button only.
  }
}

/**
 * The provider page the progress screen opens, held for this tab only. The
 * automatic redirect happens once, so coming back with the back button does not
 * bounce the person straight to the provider again.
 */
export const pendingProvider = {
  set: (url: string) => write({ url, opened: false }),
  get: read,
  markOpened: () => {
    const current = read();
    if (current) write({ ...current, opened: true });
  },
  clear: () => write(null),
};
