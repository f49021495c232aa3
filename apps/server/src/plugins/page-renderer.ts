import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  type PageRenderer,
  type PageRendererOptions,
  type PublicConfig,
} from '@grove/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { internalRequestHeaders } from '../lib/internal-requests.js';

/** Where `npm run build` puts the web app's server-side renderer, beside the app's dist/. */
export const rendererEntryOf = (webDistDir: string) =>
  path.join(path.dirname(webDistDir), 'dist-server', 'entry-server.js');

/** Statuses whose answers have no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * The web app's server-side renderer, loaded on the first page request rather than at
 * start-up (it brings React's server renderer and the app's code). Its API calls go to this
 * server's own routes in-process, with their caching and validation, past the rate limit.
 * Null when the renderer was not built: then every page is the plain index.html.
 */
export function loadPageRenderer(
  app: FastifyInstance,
  entry: string,
  publicConfig: PublicConfig,
): (() => Promise<PageRenderer>) | null {
  if (!fs.existsSync(entry)) {
    app.log.warn({ entry }, 'server-side renderer not built: pages are rendered in the browser only');
    return null;
  }
  let renderer: Promise<PageRenderer> | null = null;
  return () => {
    renderer ??= (import(pathToFileURL(entry).href) as Promise<{ createRenderer: CreateRenderer }>).then((module) =>
      module.createRenderer({
        publicConfig,
        api: async (url, init) => {
          const answer = await app.inject({
            method: (init?.method ?? 'GET') as 'GET',
            url,
            headers: { accept: 'application/json', ...init?.headers, ...internalRequestHeaders() },
          });
          return new Response(NULL_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
            status: answer.statusCode,
            headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
          });
        },
      }),
    );
    // A failed load is tried again on the next page rather than kept.
    renderer.catch(() => (renderer = null));
    return renderer;
  };
}

type CreateRenderer = (options: PageRendererOptions) => Promise<PageRenderer>;

function cookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The language to render a page in, by what the server can see of spec §4's order: the
 * stored choice (mirrored in a cookie), then the browser's languages. Past those the
 * browser looks at its time zone and the IP lookup; when it settles on another language it
 * renders the page itself instead of taking the server's markup over.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const stored = cookie(request, LANGUAGE_COOKIE);
  if (isLanguage(stored)) return stored;
  const ranked = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.toLowerCase().split(/[-_]/)[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
