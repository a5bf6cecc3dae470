import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// A one-page business document (a receipt, a payout statement) as PDF, through PDFKit with
// Noto Sans SC embedded (subset to the glyphs used): Latin and Chinese alike, so an English
// receipt that names a Chinese client prints it too. The same model gives the same bytes —
// the dates in the file are the model's, and nothing random goes in — so a receipt
// downloaded twice, or attached to a mail and downloaded, is one document.

export interface PdfLine {
  label: string;
  amount: string;
  /** A total: set in bold, with a rule above it. */
  total?: boolean;
}

export interface PdfDocumentModel {
  /** The document's language, for the file's metadata. */
  lang: 'en' | 'zh';
  /** "Receipt", "Payout statement". */
  title: string;
  /** Its number and date, under the title. */
  reference: string;
  /** Who issues it: the business's name, then its tax registrations. */
  issuer: string[];
  /** Label and value pairs: the Airwork, the parties, the dates, the payment. */
  facts: [string, string][];
  /** The money, line by line, the totals last. */
  lines: PdfLine[];
  /** Small print under the lines. */
  notes: string[];
  /** When the money moved: the file's creation date (so the bytes never change). */
  createdAt: Date;
}

const require = createRequire(import.meta.url);
const fontFile = (weight: string) =>
  require.resolve(`@expo-google-fonts/noto-sans-sc/${weight}/NotoSansSC_${weight}.ttf`);

// Read once: each document parses them again (PDFKit subsets per document), but from memory.
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(fontFile('400Regular')),
    bold: readFileSync(fontFile('700Bold')),
  });

const INK = '#1a1b1e';
const DIM = '#5c5f66';
const BRAND = '#0b5cad';
const MARGIN = 56;

/** Renders the model; resolves with the whole file. */
export function renderPdf(model: PdfDocumentModel): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    lang: model.lang === 'zh' ? 'zh-CN' : 'en-CA',
    displayTitle: true,
    info: {
      Title: `${model.title} ${model.reference}`,
      Author: model.issuer[0] ?? 'Airwork',
      Producer: 'Airwork',
      Creator: 'Airwork',
      CreationDate: model.createdAt,
      ModDate: model.createdAt,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  layOut(doc, model);
  doc.end();
  return done;
}

function layOut(doc: PDFKit.PDFDocument, m: PdfDocumentModel) {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('bold').fontSize(20).fillColor(BRAND).text('Airwork', MARGIN, MARGIN);
  doc.font('bold').fontSize(16).fillColor(INK).text(m.title, MARGIN, MARGIN, {
    width,
    align: 'right',
  });
  doc.font('regular').fontSize(9).fillColor(DIM).text(m.reference, { width, align: 'right' });
  doc.moveDown(1.5);
  doc.font('regular').fontSize(9).fillColor(DIM);
  for (const line of m.issuer) doc.text(line, MARGIN, undefined, { width });
  doc.moveDown(1);
  facts(doc, m.facts, width);
  doc.moveDown(1);
  money(doc, m.lines, width);
  doc.moveDown(1.5);
  doc.font('regular').fontSize(8).fillColor(DIM);
  for (const note of m.notes) doc.text(note, MARGIN, undefined, { width }).moveDown(0.3);
}

/** Label and value pairs in two columns. */
function facts(doc: PDFKit.PDFDocument, pairs: [string, string][], width: number) {
  const labelWidth = width * 0.32;
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font('regular').fontSize(9).fillColor(DIM).text(label, MARGIN, y, { width: labelWidth });
    const afterLabel = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(INK)
      .text(value, MARGIN + labelWidth, y, { width: width - labelWidth });
    doc.y = Math.max(doc.y, afterLabel) + 4;
  }
}

/** The money: labels left, amounts right, totals in bold under a rule. */
function money(doc: PDFKit.PDFDocument, lines: PdfLine[], width: number) {
  const amountWidth = width * 0.3;
  for (const line of lines) {
    if (line.total) {
      doc
        .moveTo(MARGIN, doc.y)
        .lineTo(MARGIN + width, doc.y)
        .lineWidth(0.5)
        .strokeColor(DIM)
        .stroke();
      doc.y += 4;
    }
    const y = doc.y;
    doc
      .font(line.total ? 'bold' : 'regular')
      .fontSize(10.5)
      .fillColor(INK);
    doc.text(line.label, MARGIN, y, { width: width - amountWidth });
    const afterLabel = doc.y;
    doc.text(line.amount, MARGIN + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(doc.y, afterLabel) + 6;
  }
}
