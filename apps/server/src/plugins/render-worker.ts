/**
 * The thread the web app's server-side renderer runs in (see page-renderer.ts). Rendering a page
 * is some 10–20 ms of JavaScript; here it neither holds up the API's event loop nor shapes the
 * main thread's heap and inline caches. The renderer's API calls come back to the server over
 * loopback HTTP, marked as internal.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageRenderer, PageRendererOptions, PageRenderRequest } from '@grove/contracts';

export interface RenderWorkerData {
  entry: string;
  publicConfig: PageRendererOptions['publicConfig'];
  /** Where this server listens, e.g. http://127.0.0.1:3000. */
  origin: string;
  /** Headers that mark a request as the server's own. */
  internalHeaders: Record<string, string>;
}

export type RenderWorkerMessage = { id: number; request: PageRenderRequest };
export type RenderWorkerReply =
  { id: number; result: Awaited<ReturnType<PageRenderer['render']>> } | { id: number; error: string };

const { entry, publicConfig, origin, internalHeaders } = workerData as RenderWorkerData;
const port = parentPort!;
const module = (await import(pathToFileURL(entry).href)) as {
  createRenderer: (options: PageRendererOptions) => Promise<PageRenderer>;
};
const renderer = await module.createRenderer({
  publicConfig,
  api: (path, init) =>
    fetch(`${origin}${path}`, {
      method: init?.method ?? 'GET',
      headers: { accept: 'application/json', ...init?.headers, ...internalHeaders },
    }),
});

port.on('message', async ({ id, request }: RenderWorkerMessage) => {
  let reply: RenderWorkerReply;
  try {
    reply = { id, result: await renderer.render(request) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
