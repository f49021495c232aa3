import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

export interface PdfSection {
  heading: string;
  paragraphs?: readonly string[];
  table?: ReadonlyArray<readonly [string, string]>;
}

export interface PdfDocumentInput {
  businessName: string;
  title: string;
  subtitle: string;
  issuedOn: Date;
  sections: readonly PdfSection[];
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const BRAND = rgb(0.075, 0.31, 0.215);
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.39, 0.45, 0.55);

/** Standard PDF fonts speak WinAnsi only: replace what they cannot draw. */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u2192/g, '->')
    .replace(/\u2248/g, '~')
    .replace(/\u00A0|\u202F|\u2009/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E\u00A0-\u00FF€]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Renders a business document (business plan, term sheet...) as an A4 PDF with a
 * title block, numbered sections, paragraphs and two-column tables, paginated.
 */
export async function renderDocumentPdf(input: PdfDocumentInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${input.businessName} - ${input.title}`));
  pdf.setAuthor(winAnsi(input.businessName));
  pdf.setProducer('Grove');
  pdf.setCreationDate(input.issuedOn);
  pdf.setModificationDate(input.issuedOn);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const contentWidth = PAGE.width - MARGIN * 2;

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const pages: PDFPage[] = [page];

  const ensure = (height: number) => {
    if (y - height >= MARGIN + 24) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - MARGIN;
  };
  const text = (
    value: string,
    options: { font: PDFFont; size: number; color?: ReturnType<typeof rgb>; x?: number },
  ) => {
    page.drawText(value, {
      x: options.x ?? MARGIN,
      y,
      size: options.size,
      font: options.font,
      color: options.color ?? INK,
    });
  };

  // Title block.
  page.drawRectangle({ x: 0, y: PAGE.height - 8, width: PAGE.width, height: 8, color: BRAND });
  text('GROVE', { font: bold, size: 10, color: BRAND });
  y -= 36;
  for (const line of wrap(input.title, bold, 24, contentWidth)) {
    text(line, { font: bold, size: 24 });
    y -= 30;
  }
  for (const line of wrap(`${input.businessName} - ${input.subtitle}`, regular, 12, contentWidth)) {
    text(line, { font: regular, size: 12, color: MUTED });
    y -= 16;
  }
  text(`Issued ${input.issuedOn.toISOString().slice(0, 10)}`, { font: regular, size: 10, color: MUTED });
  y -= 28;

  input.sections.forEach((section, index) => {
    ensure(48);
    for (const line of wrap(`${index + 1}. ${section.heading}`, bold, 14, contentWidth)) {
      text(line, { font: bold, size: 14, color: BRAND });
      y -= 20;
    }
    y -= 2;
    for (const paragraph of section.paragraphs ?? []) {
      for (const line of wrap(paragraph, regular, 10.5, contentWidth)) {
        ensure(15);
        text(line, { font: regular, size: 10.5 });
        y -= 15;
      }
      y -= 6;
    }
    if (section.table?.length) {
      const labelWidth = contentWidth * 0.45;
      for (const [label, value] of section.table) {
        const labelLines = wrap(label, bold, 10, labelWidth - 8);
        const valueLines = wrap(value, regular, 10, contentWidth - labelWidth - 8);
        const rowHeight = Math.max(labelLines.length, valueLines.length) * 14 + 8;
        ensure(rowHeight);
        page.drawLine({
          start: { x: MARGIN, y: y + 11 },
          end: { x: PAGE.width - MARGIN, y: y + 11 },
          thickness: 0.5,
          color: rgb(0.85, 0.88, 0.91),
        });
        let rowY = y - 2;
        for (const line of labelLines) {
          page.drawText(line, { x: MARGIN, y: rowY, size: 10, font: bold, color: INK });
          rowY -= 14;
        }
        rowY = y - 2;
        for (const line of valueLines) {
          page.drawText(line, { x: MARGIN + labelWidth, y: rowY, size: 10, font: regular, color: INK });
          rowY -= 14;
        }
        y -= rowHeight;
      }
      y -= 8;
    }
    y -= 10;
  });

  pages.forEach((each, index) => {
    each.drawText(winAnsi(`${input.businessName} - ${input.title}`), {
      x: MARGIN,
      y: MARGIN - 20,
      size: 8,
      font: regular,
      color: MUTED,
    });
    const label = `Page ${index + 1} of ${pages.length}`;
    each.drawText(label, {
      x: PAGE.width - MARGIN - regular.widthOfTextAtSize(label, 8),
      y: MARGIN - 20,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });

  return pdf.save({ useObjectStreams: true });
}
