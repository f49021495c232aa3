import type { Language } from './languages.js';
import type { PublicConfig } from './public-config.js';

/**
 * The contract between the API server and the web app's server-side renderer
 * (apps/web/src/entry-server.tsx, built to apps/web/dist-server/entry-server.js).
 */
export interface PageRendererOptions {
  publicConfig: PublicConfig;
  /** Answers the app's API calls while it renders: the server's own routes (over loopback HTTP). */
  api: (path: string, init?: { method?: string; headers?: Record<string, string> }) => Promise<Response>;
}

export interface PageRenderRequest {
  /** Path and query, as requested. */
  url: string;
  language: Language;
}

export type PageRender =
  | {
      kind: 'page';
      /** The page's title, for the document's <title>. */
      title: string | null;
      /** Further <head> elements (the preload of the largest picture). */
      head: string;
      /** The markup inside the root element. */
      root: string;
      /** What follows the root element: the answers the page was rendered from, for hydration. */
      afterRoot: string;
    }
  /** An answer the page needs said 404: the server sends the plain page with that status. */
  | { kind: 'not-found' };

export interface PageRenderer {
  /** Null for an address the renderer does not render (the browser renders it). */
  render(request: PageRenderRequest): Promise<PageRender | null>;
}

/** The language cookie: the browser's stored choice (spec §9 preferred_language), for the server's renders. */
export const LANGUAGE_COOKIE = 'preferred_language';

/**
 * The pages the server renders (the web app's public pages, apps/web/src/app/public-pages.ts),
 * as route patterns. The web app's route table takes them from here, and the server asks its
 * renderer only for addresses that match one.
 */
export const PUBLIC_PAGE_PATHS = { home: '/', businesses: '/businesses', business: '/business/:id' } as const;
