// Top-to-bottom flow of headings, label/value rows and tables over A4 pages: a new page starts
// when the next block would not fit above the footer, and every page gets the same footer.
import { A4, textWidth, type PdfPage } from './pdfDocument';

const MARGIN = 50;
const RIGHT = A4.width - MARGIN;
const BOTTOM = 72;
const SIZE = 9.5;
const ROW = 15;

/** Cuts text into lines no wider than `width`: at spaces when there are any, else anywhere (CJK). */
export function wrapText(text: string, size: number, width: number, mono = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    const next = line + char;
    if (line !== '' && textWidth(next, size, mono) > width) {
      const space = line.lastIndexOf(' ');
      if (space > 0 && char !== ' ') {
        lines.push(line.slice(0, space));
        line = line.slice(space + 1) + char;
      } else {
        lines.push(line);
        line = char === ' ' ? '' : char;
      }
    } else line = next;
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}

export interface Column {
  /** left edge, or right edge when `right` */
  x: number;
  right?: boolean;
  width: number;
}

export class PageFlow {
  readonly pages: PdfPage[] = [];
  private y = 0;

  constructor() {
    this.newPage();
  }

  private get page(): PdfPage {
    return this.pages[this.pages.length - 1] as PdfPage;
  }

  private newPage(): void {
    this.pages.push({ texts: [], rules: [], boxes: [] });
    this.y = A4.height - MARGIN;
  }

  private room(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  title(text: string, subtitle: string): void {
    this.page.texts.push({ x: MARGIN, y: this.y - 18, size: 18, text, bold: true });
    this.page.texts.push({ x: MARGIN, y: this.y - 38, size: 11, text: subtitle });
    this.y -= 52;
    this.page.rules.push({ x1: MARGIN, y1: this.y, x2: RIGHT, y2: this.y });
    this.y -= 8;
  }

  heading(text: string): void {
    this.room(22 + ROW * 2);
    this.y -= 22;
    this.page.boxes.push({ x: MARGIN - 4, y: this.y - 5, width: RIGHT - MARGIN + 8, height: 18 });
    this.page.texts.push({ x: MARGIN, y: this.y, size: 11, text, bold: true });
    this.y -= 8;
  }

  /** A label on the left, its value after it; amounts are right-aligned. */
  field(
    label: string,
    value: string,
    options: { amount?: boolean; strong?: boolean; mono?: boolean } = {},
  ): void {
    const valueX = MARGIN + 200;
    const lines =
      options.amount === true ? [value] : wrapText(value, SIZE, RIGHT - valueX, options.mono);
    this.room(ROW * lines.length);
    this.y -= ROW;
    const bold = options.strong === true;
    this.page.texts.push({ x: MARGIN, y: this.y, size: SIZE, text: label, bold });
    lines.forEach((line, i) => {
      const x = options.amount === true ? RIGHT - textWidth(line, SIZE) : valueX;
      this.page.texts.push({
        x,
        y: this.y - i * ROW,
        size: SIZE,
        text: line,
        bold,
        mono: options.mono,
      });
    });
    this.y -= ROW * (lines.length - 1);
  }

  /** One table row; cells are cut to their column's width (a table row stays one line). */
  row(columns: readonly Column[], cells: readonly string[], bold = false): void {
    this.room(ROW);
    this.y -= ROW;
    columns.forEach((column, i) => {
      const text = wrapText(cells[i] ?? '', SIZE, column.width)[0] as string;
      const x = column.right === true ? column.x - textWidth(text, SIZE) : column.x;
      this.page.texts.push({ x, y: this.y, size: SIZE, text, bold });
    });
  }

  /** Plain text over the full width, wrapped. */
  paragraph(text: string, options: { mono?: boolean; size?: number } = {}): void {
    const size = options.size ?? SIZE;
    for (const line of wrapText(text, size, RIGHT - MARGIN, options.mono)) {
      this.room(ROW);
      this.y -= ROW;
      this.page.texts.push({ x: MARGIN, y: this.y, size, text: line, mono: options.mono });
    }
  }

  /** The footer of every page: what to print left (the hash) and the page count on the right. */
  finish(left: string, pageText: (page: number, pages: number) => string): PdfPage[] {
    const count = this.pages.length;
    this.pages.forEach((page, i) => {
      page.rules.push({ x1: MARGIN, y1: 52, x2: RIGHT, y2: 52 });
      page.texts.push({ x: MARGIN, y: 38, size: 7.5, text: left, mono: true });
      const pageLabel = pageText(i + 1, count);
      page.texts.push({ x: RIGHT - textWidth(pageLabel, 8), y: 38, size: 8, text: pageLabel });
    });
    return this.pages;
  }
}

export const TABLE_LEFT = MARGIN;
export const TABLE_RIGHT = RIGHT;
