import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  matchPublicPage,
  PUBLIC_PAGES,
  type Language,
  type PageRender,
  type PublicAnswer,
  type PublicConfig,
} from '@grove/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { SingleFlightCache } from '../lib/single-flight-cache.js';
import type { PublicCatalogue } from '../modules/projects/public-catalogue.js';
import { cspDirectives, serializeCsp, type CspSources } from './csp.js';
import { sendError } from './errors.js';
import { loadPageRenderer, pageLanguage, rendererEntryOf } from './page-renderer.js';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const NONCE_PLACEHOLDER = '__CSP_NONCE__';
const CONFIG_PLACEHOLDER = '__APP_CONFIG__';
const HEAD_PLACEHOLDER = '<!--app-head-->';
const ROOT_PLACEHOLDER = '<!--app-root-->';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** How long a rendered page goes unchecked against the answers it shows; at most this many are kept. */
const PAGE_TTL_MS = 10_000;
const MAX_PAGES = 200;

export interface SpaOptions {
  distDir: string;
  publicConfig: PublicConfig;
  cspSources: CspSources;
  /** Where the rendered pages' data comes from: the API's own cached answers. */
  catalogue: Pick<PublicCatalogue, 'answer' | 'version'>;
  /** A page whose render takes longer is sent plain, and the browser renders it. */
  renderTimeoutMs: number;
  /**
   * Whether money requests queue at this instance (a launch): a page already rendered is then
   * sent as it is, even if the catalogue changed since, rather than rendered again on the event
   * loop those requests need. The browser shows the current figures once its app has loaded.
   */
  busy?: () => boolean;
}

/** index.html as it goes out, encoded once and split where each response puts its own CSP nonce. */
interface Page {
  status: number;
  parts: Buffer[];
}

/**
 * Serves the built web app: hashed assets cached for a year, other files for an hour, and
 * index.html (never cached) for every client route, with a fresh CSP nonce and the runtime
 * configuration. The public pages (the contracts' PUBLIC_PAGES) go out rendered: the web app's
 * renderer runs in this process on the catalogue's cached answers, and what it makes is kept per
 * address, language and catalogue version, so a burst of first visits renders a page once. The
 * render gets nothing of the visitor but the language: a signed-in visitor gets the same page,
 * and their own parts load after hydration. Unknown /api/* paths answer a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexPath = path.join(options.distDir, 'index.html');
  const template = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
  if (!template) {
    app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served (run `npm run build`)');
    return registerNotFound(app, null);
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    // index.html goes out only templated; Vite's build manifest (/.vite/) maps every source
    // module to its chunk and is for the server alone.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
    setHeaders: (reply, filePath) => {
      const relative = path.relative(options.distDir, filePath);
      reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600');
    },
  });

  // JSON inside <script type="application/json"> is data, not code; `<` is escaped so it cannot close the tag.
  const configured = template.replace(CONFIG_PLACEHOLDER, () =>
    JSON.stringify(options.publicConfig).replaceAll('<', '\\u003c'),
  );
  const page = (status: number, html: string): Page => ({
    status,
    parts: html
      .replace(HEAD_PLACEHOLDER, '')
      .replace(ROOT_PLACEHOLDER, '')
      .split(NONCE_PLACEHOLDER)
      .map((part) => Buffer.from(part)),
  });
  const csp = serializeCsp(cspDirectives(options.cspSources, NONCE_PLACEHOLDER)).split(NONCE_PLACEHOLDER);
  const plain = page(200, configured);
  const notFound = page(404, configured);
  const rendered = (render: PageRender, language: Language) => {
    // A rendered page paints before any of the app's code runs: no modulepreload links compete
    // with its stylesheet and picture. The entry script (boot.ts) fetches the code once it is painted.
    let html = configured
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace(HEAD_PLACEHOLDER, () => render.head)
      .replace(
        `<div id="root">${ROOT_PLACEHOLDER}</div>`,
        () => `<div id="root">${render.root}</div>${render.afterRoot}`,
      );
    // The page's title goes before the site's: the first one is the document's.
    if (render.title) html = html.replace('<title>', () => `<title>${render.title}</title>\n    <title>`);
    return page(200, html);
  };

  const renderer = loadPageRenderer(rendererEntryOf(options.distDir), options.publicConfig);
  if (!renderer) app.log.warn('server-side renderer not built: pages are rendered in the browser only');
  /** A page as made, with the catalogue's answers it shows and their ETags. */
  type Made = { page: Page; answers: [PublicAnswer, string][] };
  const pages = new SingleFlightCache<Made>(PAGE_TTL_MS, MAX_PAGES);
  let catalogueVersion = options.catalogue.version();

  /**
   * A page is made again only if an answer it shows changed since (`kept`): checked on the first
   * visit after a catalogue write here, and past PAGE_TTL_MS for a write on another instance.
   */
  const makePage = async (url: string, language: Language, kept: Made | undefined, onRender: () => void) => {
    const answerOf = (answer: PublicAnswer) => options.catalogue.answer(answer, language);
    if (kept && kept.page !== notFound) {
      const etags = await Promise.all(kept.answers.map(async ([answer]) => (await answerOf(answer)).etag)).catch(
        () => null, // Gone or failing: the page is made again, and says so.
      );
      if (etags?.every((etag, index) => etag === kept.answers[index]![1])) return kept;
    }
    onRender();
    const made: Made = { page: notFound, answers: [] };
    try {
      const render = await (
        await renderer!()
      )({
        url,
        language,
        answer: async (answer) => {
          const entry = await answerOf(answer);
          made.answers.push([answer, entry.etag]);
          return JSON.parse(entry.body.toString()) as unknown;
        },
      });
      made.page = rendered(render, language);
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
    return made;
  };

  /**
   * The page at this address: rendered (or kept) for a public page, else plain. A render that
   * fails or takes too long is logged and the plain page goes out (a slow render goes on, for the
   * next visitor); the browser then renders it, as it does every other page. The response that
   * started a render says how long it took (Server-Timing), so a burst's renders can be counted.
   */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    let sent = plain;
    const match = renderer && request.method === 'GET' ? matchPublicPage(request.url) : null;
    if (match) {
      const language = pageLanguage(request);
      if (options.catalogue.version() !== catalogueVersion) {
        catalogueVersion = options.catalogue.version();
        pages.expire();
      }
      const key = `${language} ${match.url}`;
      let started: number | undefined;
      try {
        const made =
          pages.peek(key) ??
          (options.busy?.() ? pages.peekStale(key) : undefined) ??
          (await Promise.race([
            pages.get(key, (kept) => makePage(match.url, language, kept, () => (started = performance.now()))),
            delay(options.renderTimeoutMs, undefined, { ref: false }),
          ]));
        if (!made) throw new Error(`render took over ${options.renderTimeoutMs} ms`);
        sent = made.page;
        if (started !== undefined)
          reply.header('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
      } catch (error) {
        request.log.error({ err: error, url: request.url }, 'server-side render failed: sending the plain page');
      }
    }
    const nonce = randomBytes(16).toString('base64');
    const nonceBytes = Buffer.from(nonce);
    return reply
      .code(sent.status)
      .header('content-security-policy', csp.join(nonce))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(Buffer.concat(sent.parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part]))));
  };

  // The public pages' own routes spare them the static files' lookup on disk (other spellings,
  // such as /Businesses/, still reach them through the not-found handler).
  for (const { path: route } of Object.values(PUBLIC_PAGES)) app.get(route, { schema: { hide: true } }, sendIndex);
  registerNotFound(app, sendIndex);
}

/** Client routes get the page; unknown files and API paths a 404 (JSON for the API). */
function registerNotFound(
  app: FastifyInstance,
  sendIndex: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null,
): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage =
      sendIndex !== null &&
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.posix.basename(pathname).includes('.');
    if (wantsPage) return sendIndex(request, reply);
    return sendError(reply, 404, {
      detail: isApi ? `No API route ${request.method} ${pathname}` : 'Not found',
      code: 'NOT_FOUND',
    });
  });
}
