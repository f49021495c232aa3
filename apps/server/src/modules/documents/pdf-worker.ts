import type { DocumentContent } from './document-content.js';
import { renderPdf } from './pdf-writer.js';

/** A PDF rendering thread's task (pdf-renderer.ts): one document's content in, its bytes out. */
export default function render(content: DocumentContent): Promise<Buffer> {
  return renderPdf(content);
}
