import { parsePublicConfig, PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '@grove/contracts';

const FALLBACK: PublicConfig = {
  googleClientId: null,
  ipLookupUrl: null,
  devMailbox: false,
  testClock: false,
  demo: false,
};

let cached: PublicConfig | null = null;

/**
 * Runtime settings the server writes into index.html. Under the Vite dev server
 * (no server templating) and in tests, the safe fallback applies. The server-side
 * renderer has no document: it hands the settings over with providePublicConfig.
 */
export function publicConfig(): PublicConfig {
  if (cached) return cached;
  if (typeof document === 'undefined') return FALLBACK;
  try {
    const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent ?? '';
    cached = parsePublicConfig(JSON.parse(text)) ?? FALLBACK;
  } catch {
    cached = FALLBACK;
  }
  return cached;
}

/** For the server-side renderer, which has no index.html to read them from. */
export function providePublicConfig(config: PublicConfig): void {
  cached = config;
}

/** For tests: forget what was read so the next call reads the document again. */
export function resetPublicConfig(): void {
  cached = null;
}
