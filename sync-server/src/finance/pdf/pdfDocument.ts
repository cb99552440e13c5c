// A small PDF 1.7 writer for statements: text, rules and shaded boxes on A4 pages. Chinese is set
// in the predefined CJK font STSong-Light with the UniGB-UTF16-H CMap (ISO 32000-1, 9.7.5.2), ASCII
// in Helvetica (Courier for hashes), all standard fonts that are not embedded: readers supply them
// (Acrobat, PDFium in Chromium, poppler with poppler-data), so a statement is a few kilobytes,
// nothing is downloaded at install, and the same input gives the same bytes (no clock, no random
// ID: the caller passes the date and the file ID is a digest of the file).
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

export const A4 = { width: 595, height: 842 } as const;

export interface PdfText {
  x: number;
  y: number;
  size: number;
  text: string;
  bold?: boolean;
  /** Courier for ASCII (hashes, account numbers) */
  mono?: boolean;
}

export interface PdfRule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPage {
  texts: PdfText[];
  rules: PdfRule[];
  boxes: PdfBox[];
}

export interface PdfInfo {
  title: string;
  subject: string;
  keywords: string;
  author: string;
  /** written as CreationDate and ModDate; the caller's fixed date keeps the bytes stable */
  date: Date;
  /** custom Info entries (name without the slash -> text); read back by readPdfHash.ts */
  custom: Readonly<Record<string, string>>;
  /** BCP 47, e.g. "zh-Hans" or "en" */
  language: string;
}

// Helvetica's advances (its AFM, WinAnsiEncoding) for U+0020-U+007E; Courier's are all 600; the CJK
// font's are 1000, as its /DW says.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

function isAscii(codePoint: number): boolean {
  return codePoint >= 0x20 && codePoint <= 0x7e;
}

/** Advance of one character in thousandths of the font size, as the reader will set it. */
export function charWidth(codePoint: number, mono = false): number {
  if (!isAscii(codePoint)) return 1000;
  return mono ? 600 : (HELVETICA[codePoint - 0x20] as number);
}

export function textWidth(text: string, size: number, mono = false): number {
  let units = 0;
  for (const char of text) units += charWidth(char.codePointAt(0) ?? 0, mono);
  return (units * size) / 1000;
}

/** Runs of ASCII (a Latin font) and of everything else (the CJK font). */
function runs(text: string): { ascii: boolean; text: string }[] {
  const out: { ascii: boolean; text: string }[] = [];
  for (const char of text) {
    const ascii = isAscii(char.codePointAt(0) ?? 0);
    const last = out[out.length - 1];
    if (last !== undefined && last.ascii === ascii) last.text += char;
    else out.push({ ascii, text: char });
  }
  return out;
}

function utf16Hex(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i += 1)
    hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return hex;
}

function literal(ascii: string): string {
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A PDF text string: literal when plain ASCII, else UTF-16BE with its byte-order mark. */
export function pdfString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return literal(text);
  return `<FEFF${utf16Hex(text)}>`;
}

function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function pageContent(page: PdfPage): string {
  const ops: string[] = [];
  if (page.boxes.length > 0) {
    ops.push('q 0.93 0.95 0.98 rg');
    for (const b of page.boxes)
      ops.push(`${num(b.x)} ${num(b.y)} ${num(b.width)} ${num(b.height)} re f`);
    ops.push('Q');
  }
  if (page.rules.length > 0) {
    ops.push('q 0.6 G 0.5 w');
    for (const r of page.rules)
      ops.push(`${num(r.x1)} ${num(r.y1)} m ${num(r.x2)} ${num(r.y2)} l S`);
    ops.push('Q');
  }
  for (const t of page.texts) {
    if (t.text === '') continue;
    // bold without a second font: fill and stroke the glyphs (render mode 2) with a thin outline
    const render = t.bold === true ? '2 Tr 0.35 w' : '0 Tr';
    const shown = runs(t.text).map((run) =>
      run.ascii
        ? `/${t.mono === true ? 'F3' : 'F2'} ${num(t.size)} Tf ${literal(run.text)} Tj`
        : `/F1 ${num(t.size)} Tf <${utf16Hex(run.text)}> Tj`,
    );
    ops.push(`BT ${render} 1 0 0 1 ${num(t.x)} ${num(t.y)} Tm ${shown.join(' ')} ET`);
  }
  return ops.join('\n');
}

/**
 * The whole file. Objects: 1 catalog, 2 page tree, 3-5 the CJK font, 6 info, 7 Helvetica, 8 Courier,
 * then page and content pairs.
 */
export function writePdf(pages: readonly PdfPage[], info: PdfInfo): Uint8Array {
  const pageIds = pages.map((_, i) => 9 + i * 2);
  const custom = Object.keys(info.custom)
    .sort()
    .map((key) => `/${key} ${pdfString(info.custom[key] as string)}`)
    .join(' ');
  const date = pdfString(pdfDate(info.date));
  const bodies: (string | { dict: string; stream: Buffer })[] = [
    `<< /Type /Catalog /Pages 2 0 R /Lang ${pdfString(info.language)} >>`,
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-UniGB-UTF16-H /Encoding /UniGB-UTF16-H /DescendantFonts [4 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 5 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Title ${pdfString(info.title)} /Subject ${pdfString(info.subject)} /Keywords ${pdfString(info.keywords)} /Author ${pdfString(info.author)} /Producer (rights-partner portal) /CreationDate ${date} /ModDate ${date} ${custom} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>',
  ];
  for (const [i, page] of pages.entries()) {
    bodies.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 7 0 R /F3 8 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`,
    );
    const stream = deflateSync(Buffer.from(pageContent(page), 'latin1'), { level: 9 });
    bodies.push({ dict: `<< /Length ${stream.length} /Filter /FlateDecode >>`, stream });
  }

  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0].length;
  const offsets: number[] = [];
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  bodies.forEach((body, i) => {
    offsets.push(length);
    if (typeof body === 'string') push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
    else {
      push(Buffer.from(`${i + 1} 0 obj\n${body.dict}\nstream\n`, 'latin1'));
      push(body.stream);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xrefAt = length;
  const xref = [
    `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
  ].join('');
  // the file ID is required to be stable for the same document: derived from its content, not random
  const id = createHash('md5').update(Buffer.concat(chunks)).digest('hex').toUpperCase();
  push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R /Info 6 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xrefAt}\n%%EOF\n`,
      'latin1',
    ),
  );
  return new Uint8Array(Buffer.concat(chunks));
}
