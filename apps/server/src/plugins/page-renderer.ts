import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  PUBLIC_PAGE_PATHS,
  type Language,
  type PageRender,
  type PageRenderer,
  type PageRenderRequest,
  type PublicConfig,
} from '@grove/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { internalRequestHeaders } from '../lib/internal-requests.js';
import type { RenderWorkerData, RenderWorkerMessage, RenderWorkerReply } from './render-worker.js';

/** How long the render thread lives without a page to render. */
const RENDER_WORKER_IDLE_MS = 60_000;

/** Where `npm run build` puts the web app's server-side renderer, beside the app's dist/. */
export const rendererEntryOf = (webDistDir: string) =>
  path.join(path.dirname(webDistDir), 'dist-server', 'entry-server.js');

// Built, the worker is JavaScript beside this file; under the test runner it is TypeScript,
// which the worker's thread reads through tsx.
const WORKER_URL = new URL(`./render-worker${path.extname(new URL(import.meta.url).pathname)}`, import.meta.url);
const WORKER_SOURCE = WORKER_URL.pathname.endsWith('.ts')
  ? `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}); });`
  : `import(${JSON.stringify(WORKER_URL.href)});`;

// Route patterns as React Router reads them: `:name` is one segment, case does not matter, a trailing slash is allowed.
const PUBLIC_PAGES = Object.values(PUBLIC_PAGE_PATHS).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`, 'i'),
);

/** Whether the renderer renders the page at this path; the other pages never wake its thread. */
export const rendersPage = (pathname: string): boolean => PUBLIC_PAGES.some((pattern) => pattern.test(pathname));

/** The address to reach this server at from the same machine; null while it is not listening. */
function loopbackOrigin(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const host =
    address.family === 'IPv6'
      ? `[${address.address === '::' ? '::1' : address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  return `http://${host}:${address.port}`;
}

/** The renderer in its worker thread; calls to a worker that died fail, and the next page starts a new one. */
class RenderWorker implements PageRenderer {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (render: PageRender | null) => void; reject: (error: Error) => void }
  >();
  private nextId = 0;
  alive = true;

  constructor(data: RenderWorkerData) {
    // A small young generation: rendering allocates briskly, and a large one is memory held for nothing after.
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: data,
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    // Never what keeps the process running: shutdown terminates it, and so does the process's end.
    this.worker.unref();
    this.worker.on('message', (reply: RenderWorkerReply) => {
      const call = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if ('error' in reply) call?.reject(new Error(reply.error));
      else call?.resolve(reply.result);
    });
    const fail = (error: Error) => {
      this.alive = false;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the render worker exited with code ${code}`)));
  }

  render(request: PageRenderRequest): Promise<PageRender | null> {
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, request } satisfies RenderWorkerMessage);
    });
  }

  terminate(): Promise<number> {
    this.alive = false;
    return this.worker.terminate();
  }
}

/**
 * The web app's server-side renderer, started in a worker thread on the first page request
 * rather than at start-up. Its API calls reach this server's own routes over loopback HTTP, so
 * the catalogue's response cache and validation apply, past the visitor rate limit. Null when
 * the renderer was not built: then every page is the plain index.html. The getter answers null
 * while the server is not listening (only `app.inject`), as there is nothing to call back.
 */
export function loadPageRenderer(
  app: FastifyInstance,
  entry: string,
  publicConfig: PublicConfig,
): (() => PageRenderer | null) | null {
  if (!fs.existsSync(entry)) {
    app.log.warn({ entry }, 'server-side renderer not built: pages are rendered in the browser only');
    return null;
  }
  let worker: RenderWorker | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  app.addHook('onClose', async () => {
    clearTimeout(idleTimer);
    await worker?.terminate();
  });
  return () => {
    // Each page restarts the clock; a thread left without pages for a while is stopped, and
    // its memory returned, until the next page starts one again.
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void worker?.terminate(), RENDER_WORKER_IDLE_MS).unref();
    if (worker?.alive) return worker;
    const origin = loopbackOrigin(app);
    if (!origin) return null;
    worker = new RenderWorker({ entry, publicConfig, origin, internalHeaders: internalRequestHeaders() });
    return worker;
  };
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
