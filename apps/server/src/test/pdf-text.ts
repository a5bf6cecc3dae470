// The text of a PDF, as a reader (or a search box) gets it: pdf.js, the way browsers read it.
// Lines joined by newlines; the pieces of one line by spaces.

export async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      } else if (item.str !== '') line += ' ';
    }
    if (line) lines.push(line);
  }
  await doc.destroy();
  return lines.map((l) => l.replace(/\s+/g, ' ').trim()).join('\n');
}
