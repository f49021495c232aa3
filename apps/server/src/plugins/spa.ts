import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { PublicConfig } from '@grove/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cspDirectives, serializeCsp, type CspSources } from './csp.js';
import { sendError } from './errors.js';
import { loadPageRenderer, pageLanguage, rendererEntryOf, rendersPage } from './page-renderer.js';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const NONCE_PLACEHOLDER = '__CSP_NONCE__';
const CONFIG_PLACEHOLDER = '__APP_CONFIG__';
const HEAD_PLACEHOLDER = '<!--app-head-->';
const ROOT_PLACEHOLDER = '<!--app-root-->';
/** A page whose render takes longer is sent plain, and the browser renders it. */
const RENDER_TIMEOUT_MS = 3_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface SpaOptions {
  distDir: string;
  /** The web app's server-side renderer; by default the one built beside distDir. */
  rendererEntry?: string;
  publicConfig: PublicConfig;
  cspSources: CspSources;
}

/**
 * Serves the built web app: hashed assets cached for a year, other files for an
 * hour, and index.html (never cached) for every client route. index.html gets a
 * fresh CSP nonce and the runtime configuration on each request. Unknown /api/*
 * paths answer a JSON 404 instead of the page.
 */
/**
 * A page the server rendered shows its content before any of the app's code runs; the code
 * only makes it interactive. Its modulepreload links go: the browser would otherwise fetch and
 * compile some 130 KB of script while it could be painting the page. The entry script
 * (boot.ts) asks for that code itself once the page is painted.
 */
function paintBeforeScripts(html: string): string {
  return html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexPath = path.join(options.distDir, 'index.html');
  const template = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
  if (!template) {
    app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served (run `npm run build`)');
  } else {
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
  }

  // JSON inside <script type="application/json"> is data, not code; `<` is escaped so it cannot close the tag.
  const configJson = JSON.stringify(options.publicConfig).replaceAll('<', '\\u003c');

  const renderer = template
    ? loadPageRenderer(app, options.rendererEntry ?? rendererEntryOf(options.distDir), options.publicConfig)
    : null;

  /**
   * index.html with this response's nonce and the runtime configuration; for the public
   * pages, with the page rendered inside (entry-server.tsx). When rendering fails or takes
   * too long the plain page goes out and the browser renders it, as it does every other page.
   */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, page: string) => {
    const nonce = randomBytes(16).toString('base64');
    let html = page.replaceAll(NONCE_PLACEHOLDER, nonce).replace(CONFIG_PLACEHOLDER, configJson);
    let status = 200;
    if (renderer && request.method === 'GET' && rendersPage(request.url.split('?', 1)[0] ?? '/')) {
      const language = pageLanguage(request);
      let timer: NodeJS.Timeout | undefined;
      try {
        const running = renderer();
        const rendered = await Promise.race([
          running ? running.render({ url: request.url, language }) : null,
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`render took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
          }),
        ]);
        if (rendered?.kind === 'not-found') status = 404;
        if (rendered?.kind === 'page') {
          html = paintBeforeScripts(html)
            .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
            .replace(HEAD_PLACEHOLDER, () => rendered.head)
            .replace(
              `<div id="root">${ROOT_PLACEHOLDER}</div>`,
              () => `<div id="root">${rendered.root}</div>${rendered.afterRoot}`,
            );
          // The page's title goes before the site's: the first one is the document's. The site's
          // stays for the pages that set none, once the app navigates there.
          if (rendered.title) html = html.replace('<title>', () => `<title>${rendered.title}</title>\n    <title>`);
        }
      } catch (error) {
        request.log.error({ err: error, url: request.url }, 'server-side render failed: sending the plain page');
      } finally {
        clearTimeout(timer);
      }
    }
    return reply
      .code(status)
      .header('content-security-policy', serializeCsp(cspDirectives(options.cspSources, nonce)))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html.replace(HEAD_PLACEHOLDER, '').replace(ROOT_PLACEHOLDER, ''));
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage =
      template !== null &&
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.posix.basename(pathname).includes('.');
    if (wantsPage) return sendIndex(request, reply, template);
    return sendError(reply, 404, {
      detail: isApi ? `No API route ${request.method} ${pathname}` : 'Not found',
      code: 'NOT_FOUND',
    });
  });

  if (template) {
    app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply, template));
  }
}
