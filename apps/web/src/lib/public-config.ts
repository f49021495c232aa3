import { parsePublicConfig, PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '@grove/contracts';

const FALLBACK: PublicConfig = {
  googleClientId: null,
  ipLookupUrl: null,
  devMailbox: false,
};

let cached: PublicConfig | null = null;

/**
 * Runtime settings the server writes into index.html. Under the Vite dev server
 * (no server templating) and in tests, the safe fallback applies.
 */
export function publicConfig(): PublicConfig {
  if (cached) return cached;
  try {
    const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent ?? '';
    cached = parsePublicConfig(JSON.parse(text)) ?? FALLBACK;
  } catch {
    cached = FALLBACK;
  }
  return cached;
}

/** For tests: forget what was read so the next call reads the document again. */
export function resetPublicConfig(): void {
  cached = null;
}
