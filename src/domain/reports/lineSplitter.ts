// Text chunks to physical lines (LF or CRLF), holding at most one line in memory. A line longer
// than `maxChars` is cut: its start is kept for the problem list and the rest is skipped.

export interface SplitLine {
  lineNo: number;
  text: string;
  isTooLong: boolean;
}

export interface LineSplitter {
  push(text: string): SplitLine[];
  end(): SplitLine[];
  linesSeen(): number;
}

export const LINE_MAX_CHARS = 65_536;
const KEEP_OF_LONG_LINE = 1_000;

export function createLineSplitter(maxChars = LINE_MAX_CHARS): LineSplitter {
  let pending = '';
  let skipping = false;
  let lineNo = 0;

  const finish = (text: string, isCut: boolean): SplitLine => {
    lineNo += 1;
    const body = text.endsWith('\r') ? text.slice(0, -1) : text;
    const isTooLong = isCut || body.length > maxChars;
    return { lineNo, text: isTooLong ? body.slice(0, KEEP_OF_LONG_LINE) : body, isTooLong };
  };

  return {
    push(text) {
      const out: SplitLine[] = [];
      let from = 0;
      for (;;) {
        const newline = text.indexOf('\n', from);
        if (newline === -1) break;
        if (skipping) {
          skipping = false;
          pending = '';
        } else {
          const line = pending + text.slice(from, newline);
          pending = '';
          out.push(finish(line, false));
        }
        from = newline + 1;
      }
      if (!skipping) {
        pending += text.slice(from);
        if (pending.length > maxChars + 1) {
          // emit the cut line now and drop the rest of it as it arrives
          out.push(finish(pending, true));
          pending = '';
          skipping = true;
        }
      }
      return out;
    },
    end() {
      const out: SplitLine[] = [];
      if (!skipping && pending.length > 0) out.push(finish(pending, false));
      pending = '';
      skipping = false;
      return out;
    },
    linesSeen() {
      return lineNo;
    },
  };
}
