import os from 'node:os';
import Tinypool from 'tinypool';
import type { DocumentContent } from './document-content.js';
import { renderPdf } from './pdf-writer.js';

/** Lays documents out as PDF bytes, away from the event loop (docs/architecture.md, "Papers"). */
export interface PdfRenderer {
  render(content: DocumentContent): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Laying a document out takes about a tenth of a second of CPU: on the event loop, every request
 * of the instance would wait behind it. So documents are laid out on worker threads (tinypool):
 * none while nothing is asked (an idle instance keeps its memory), up to `threads` at once, each
 * ending after 30 s without work. From the TypeScript sources (tests, `npm run dev`) a thread
 * registers tsx before it loads the worker (pdf-worker.dev.mjs).
 */
export function createPdfRenderer(options: { threads?: number } = {}): PdfRenderer {
  const fromSources = import.meta.url.endsWith('.ts');
  const pool = new Tinypool({
    filename: new URL(fromSources ? './pdf-worker.dev.mjs' : './pdf-worker.js', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads ?? Math.max(1, Math.min(2, os.availableParallelism() - 1)),
    idleTimeout: 30_000,
  });
  // A thread that fails outside a task (it could not start) must not end the process: tinypool
  // emits it on the pool, and an 'error' event without a listener throws. The task itself rejects.
  pool.on('error', (error: unknown) => {
    process.emitWarning(error instanceof Error ? error : String(error), { code: 'GROVE_PDF_WORKER' });
  });
  return {
    async render(content) {
      const bytes = (await pool.run(content)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.destroy(),
  };
}

/** The same rendering on the calling thread: for scripts that render once and exit. */
export const inlinePdfRenderer: PdfRenderer = { render: renderPdf, close: async () => undefined };
