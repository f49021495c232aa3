import type { Config } from '../config.js';

export type CspDirectives = Record<string, string[]>;

/** Origins the browser may reach besides our own, derived from configuration. */
export interface CspSources {
  /** The IP-to-country lookup used to guess the language (null when off). */
  ipLookupUrl: string | null;
  /** Google Identity Services, only when Google sign-in is configured. */
  google: boolean;
}

export function cspSourcesOf(config: Pick<Config, 'ipLookupUrl' | 'google'>): CspSources {
  return { ipLookupUrl: config.ipLookupUrl, google: config.google !== null };
}

/**
 * The strict Content-Security-Policy: no inline or third-party script at all,
 * except Google's sign-in script when it is configured. `styleNonce` lets the
 * HTML page allow the few <style> elements UI libraries insert (scroll lock).
 */
export function cspDirectives(sources: CspSources, styleNonce?: string): CspDirectives {
  const google = sources.google ? ['https://accounts.google.com'] : [];
  const googleStyle = sources.google ? ['https://accounts.google.com/gsi/style'] : [];
  const ipLookup = sources.ipLookupUrl ? [new URL(sources.ipLookupUrl).origin] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...google],
    'style-src': ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : []), ...googleStyle],
    // Style attributes (a progress bar's width, a chart's size) in markup the server rendered:
    // without this the browser drops them and hydration does not put them back. <style>
    // elements still need the nonce, and script stays 'self' only.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...ipLookup, ...google],
    'frame-src': ["'self'", ...google],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
