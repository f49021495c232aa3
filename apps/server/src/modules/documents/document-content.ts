import type { Language } from '@grove/contracts';

/**
 * A document as content, before any layout: what the tests read (figures, texts) and what
 * `renderPdf` lays out. Keeping the two apart lets a test check every figure without parsing a PDF.
 */
export type DocumentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; tone?: 'normal' | 'muted' }
  | { kind: 'rows'; rows: ReadonlyArray<readonly [label: string, value: string]> };

export interface DocumentContent {
  language: Language;
  title: string;
  /** Under the title: who and what the document is about. */
  intro: string;
  blocks: DocumentBlock[];
  /** On every page's foot, left; the page number goes right. */
  footer: string;
  /**
   * "Page {page} of {pages}" in the document's language: the writer puts in the numbers. A string,
   * not a function, so a document's content can cross to the worker that lays it out.
   */
  pageLabel: string;
  issued: string;
  createdAt: Date;
}

/** The placeholders of `pageLabel`: the content builders pass them as the catalogue's values. */
export const PAGE = '{page}';
export const PAGES = '{pages}';
