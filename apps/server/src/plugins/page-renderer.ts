import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type CreateRenderer,
  type Language,
  type PublicConfig,
} from '@grove/contracts';
import type { FastifyRequest } from 'fastify';

/** Where `npm run build` puts the web app's server-side renderer, beside the app's dist/. */
export const rendererEntryOf = (webDistDir: string) =>
  path.join(path.dirname(webDistDir), 'dist-server', 'entry-server.js');

export type RenderPage = Awaited<ReturnType<CreateRenderer>>;

/**
 * The web app's server-side renderer (apps/web/src/entry-server.tsx), imported into this process
 * on the first page it renders rather than at start-up. Null when it was not built: every page
 * is then the plain index.html. An import that failed is tried again on the next page.
 */
export function loadPageRenderer(entry: string, publicConfig: PublicConfig): (() => Promise<RenderPage>) | null {
  if (!fs.existsSync(entry)) return null;
  let renderer: Promise<RenderPage> | null = null;
  return () =>
    (renderer ??= import(pathToFileURL(entry).href)
      .then((module: { createRenderer: CreateRenderer }) => module.createRenderer({ publicConfig }))
      .catch((error: unknown) => {
        renderer = null;
        throw error;
      }));
}

function cookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null; // A malformed value is no choice.
    }
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
