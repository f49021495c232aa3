import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { PAGE, PAGES, type DocumentContent } from './document-content.js';

// Noto Sans covers Latin with Vietnamese's stacked accents and Cyrillic in one face; pdfkit embeds
// only the glyphs a document uses, so a document stays a few tens of kilobytes.
const require = createRequire(import.meta.url);
let fontBytes: { regular: Buffer; bold: Buffer } | null = null;
function fonts() {
  fontBytes ??= {
    regular: fs.readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    bold: fs.readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  };
  return fontBytes;
}

const MARGIN = 50;
const FOOT = 36;
const INK = '#171c26';
const MUTED = '#5c6675';
const RULE = '#d9dde5';
const BRAND = '#05664d';

/**
 * Lays a document out on A4 pages as a tagged PDF (headings, paragraphs and label/value tables in
 * its structure tree, page numbers marked as artifacts), with its title and language in the
 * file's metadata, so a screen reader reads it in order and in the right language.
 */
export function renderPdf(content: DocumentContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOT },
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: content.language,
    displayTitle: true,
    info: {
      Title: content.title,
      Author: 'Grove',
      Subject: content.intro,
      Creator: 'Grove',
      Producer: 'Grove',
      CreationDate: content.createdAt,
      ModDate: content.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts().regular);
  doc.registerFont('bold', fonts().bold);
  const inner = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  const root = doc.struct('Document');
  doc.addStructure(root);
  const text = (tag: string, value: string, font: 'regular' | 'bold', size: number, color: string) => {
    doc.font(font).fontSize(size);
    room(Math.min(doc.heightOfString(value, { width: inner }), size * 3));
    root.add(
      doc.struct(tag, {}, () => {
        doc.fillColor(color).text(value, MARGIN, doc.y, { width: inner, lineGap: size * 0.35 });
      }),
    );
  };

  doc.markContent('Artifact', { type: 'Layout' });
  doc.font('bold').fontSize(12).fillColor(BRAND).text('Grove', MARGIN, MARGIN);
  doc.endMarkedContent();
  doc.moveDown(0.8);
  text('H1', content.title, 'bold', 20, INK);
  doc.moveDown(0.2);
  text('P', content.intro, 'regular', 10.5, MUTED);
  text('P', content.issued, 'regular', 9, MUTED);
  doc.moveDown(0.6);

  for (const block of content.blocks) {
    if (block.kind === 'heading') {
      room(48);
      doc.moveDown(0.4);
      doc.markContent('Artifact', { type: 'Layout' });
      doc
        .moveTo(MARGIN, doc.y)
        .lineTo(MARGIN + inner, doc.y)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
      doc.endMarkedContent();
      doc.moveDown(0.4);
      text('H2', block.text, 'bold', 12, INK);
      doc.moveDown(0.1);
    } else if (block.kind === 'paragraph') {
      text('P', block.text, 'regular', 10, block.tone === 'muted' ? MUTED : INK);
      doc.moveDown(0.3);
    } else {
      const labelWidth = inner * 0.38;
      const valueX = MARGIN + labelWidth + 12;
      const valueWidth = inner - labelWidth - 12;
      const table = doc.struct('Table');
      root.add(table);
      for (const [label, value] of block.rows) {
        const height = Math.max(
          doc.font('regular').fontSize(10).heightOfString(label, { width: labelWidth, lineGap: 2 }),
          doc.font('bold').fontSize(10).heightOfString(value, { width: valueWidth, lineGap: 2 }),
        );
        room(height);
        const y = doc.y;
        const row = doc.struct('TR');
        table.add(row);
        row.add(
          doc.struct('TH', {}, () => {
            doc.font('regular').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth, lineGap: 2 });
          }),
        );
        row.add(
          doc.struct('TD', {}, () => {
            doc.font('bold').fontSize(10).fillColor(INK).text(value, valueX, y, { width: valueWidth, lineGap: 2 });
          }),
        );
        row.end();
        doc.y = y + height + 2;
      }
      table.end();
    }
  }
  root.end();

  // Each page's foot, drawn once the page count is known; outside the margin, so no page is added.
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const footY = doc.page.height - MARGIN - 10;
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .moveTo(MARGIN, footY - 8)
      .lineTo(MARGIN + inner, footY - 8)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    const number = content.pageLabel.replaceAll(PAGE, String(index - start + 1)).replaceAll(PAGES, String(count));
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(content.footer, MARGIN, footY, { width: inner - 100, lineBreak: false, ellipsis: true });
    doc.text(number, MARGIN + inner - 100, footY, { width: 100, align: 'right', lineBreak: false });
    doc.endMarkedContent();
  }
  doc.end();
  return done;
}
