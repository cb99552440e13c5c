// Lyrics files are judged by content ("only TXT or lrc files, do not change the extension"): KRC
// by its 'krc1' magic, LRC by its time tags, anything else must be real text (UTF-8/16 or GB18030).
import { mediaIssue, type MediaIssue } from './codes';

export type LyricsFormat = 'lrc' | 'krc' | 'txt';

export type LyricsDetection =
  | { ok: true; format: 'krc' }
  | { ok: true; format: 'lrc' | 'txt'; text: string; encoding: string }
  | { ok: false; code: 'file-empty' | 'lyrics-format' | 'lyrics-empty' };

const TIME_TAG = /\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/y;
const LRC_LINE = /^\s*\[\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?\]/m;
const ID_TAG = /^\s*\[(ti|ar|al|by|au|length|re|ve|offset):([^\]]*)\]\s*$/i;
/** C0 controls other than tab, LF, VT, FF, CR and SUB (old DOS editors end files with it) mean binary */
function hasBinaryControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && (c <= 0x08 || (c >= 0x0e && c !== 0x1a))) return true;
  }
  return false;
}

function decodeText(bytes: Uint8Array): { text: string; encoding: string } | null {
  const tryDecode = (encoding: string, body: Uint8Array) => {
    try {
      return {
        text: new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(body),
        encoding,
      };
    } catch {
      // not this encoding: the caller tries the next one
      return null;
    }
  };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return tryDecode('utf-8', bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return tryDecode('utf-16le', bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return tryDecode('utf-16be', bytes.subarray(2));
  // without a BOM a NUL byte means binary (UTF-16 text without a BOM is not accepted)
  if (bytes.includes(0)) return null;
  // Chinese .lrc files are often GBK/GB18030: a superset, tried when UTF-8 fails
  return tryDecode('utf-8', bytes) ?? tryDecode('gb18030', bytes);
}

export function detectLyrics(bytes: Uint8Array): LyricsDetection {
  if (bytes.length === 0) return { ok: false, code: 'file-empty' };
  if (bytes[0] === 0x6b && bytes[1] === 0x72 && bytes[2] === 0x63 && bytes[3] === 0x31)
    return { ok: true, format: 'krc' };
  const decoded = decodeText(bytes);
  if (decoded === null || hasBinaryControl(decoded.text))
    return { ok: false, code: 'lyrics-format' };
  if (decoded.text.trim() === '') return { ok: false, code: 'lyrics-empty' };
  return { ok: true, format: LRC_LINE.test(decoded.text) ? 'lrc' : 'txt', ...decoded };
}

export interface LrcLine {
  timeMs: number;
  text: string;
  /** 1-based line in the file */
  sourceLine: number;
}

export interface LrcParse {
  /** sorted by time; a line with several time tags appears once per tag */
  lines: LrcLine[];
  /** ID tags by lower-case name: ti, ar, al, by, offset, ... */
  tags: Record<string, string>;
  offsetMs: number;
  issues: MediaIssue[];
}

export interface LrcOptions {
  /** the track's length; time points after it are reported */
  durationMs?: number | null;
  /** the issue field (the form's) */
  field?: string;
  /** the file name, for the messages */
  fileName?: string;
}

function readTimeTags(line: string): { times: number[]; rest: string; invalid: boolean } {
  const times: number[] = [];
  let invalid = false;
  let at = line.search(/\S|$/);
  TIME_TAG.lastIndex = at;
  for (let m = TIME_TAG.exec(line); m !== null; m = TIME_TAG.exec(line)) {
    const [, min, sec, frac] = m;
    if (Number(sec) >= 60) invalid = true;
    // one digit: tenths, two: hundredths, three: milliseconds
    const fracMs = frac === undefined ? 0 : Math.round(Number(frac) * 10 ** (3 - frac.length));
    times.push(Number(min) * 60_000 + Number(sec) * 1000 + fracMs);
    at = TIME_TAG.lastIndex;
  }
  return { times, rest: line.slice(at).trim(), invalid };
}

/**
 * Time points must rise line by line (the spec's "time points must be in order"): each line's
 * first tag against the previous line's, and the tags within a line. Repeated-line tags such as
 * "[00:12.00][01:05.00]chorus" are allowed. [offset:+n] makes lyrics show n ms sooner.
 */
export function parseLrc(text: string, options: LrcOptions = {}): LrcParse {
  const field = options.field ?? 'lyrics';
  const file = options.fileName ?? '';
  const tags: Record<string, string> = {};
  const timed: { times: number[]; text: string; sourceLine: number }[] = [];
  const issues: MediaIssue[] = [];
  const sourceLines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);

  sourceLines.forEach((raw, index) => {
    const idTag = ID_TAG.exec(raw);
    if (idTag !== null) {
      tags[idTag[1].toLowerCase()] = idTag[2].trim();
      return;
    }
    const { times, rest, invalid } = readTimeTags(raw);
    if (invalid) issues.push(mediaIssue(field, 'lyrics-time-invalid', { file, line: index + 1 }));
    else if (times.length > 0) timed.push({ times, text: rest, sourceLine: index + 1 });
  });

  const offsetMs = Number.parseInt(tags.offset ?? '0', 10) || 0;
  let previousFirst = -1;
  for (const line of timed) {
    const isRising = line.times.every((t, i) => i === 0 || t > line.times[i - 1]);
    if (line.times[0] < previousFirst || !isRising) {
      issues.push(mediaIssue(field, 'lyrics-time-order', { file, line: line.sourceLine }));
    }
    previousFirst = line.times[0];
  }

  const lines = timed
    .flatMap((l) =>
      l.times.map((t) => ({
        timeMs: Math.max(0, t - offsetMs),
        text: l.text,
        sourceLine: l.sourceLine,
      })),
    )
    .sort((a, b) => a.timeMs - b.timeMs);
  const durationMs = options.durationMs ?? null;
  const beyond = durationMs === null ? undefined : lines.find((l) => l.timeMs > durationMs);
  if (beyond !== undefined && durationMs !== null) {
    issues.push(
      mediaIssue(field, 'lyrics-time-beyond-track', {
        file,
        line: beyond.sourceLine,
        timeMs: beyond.timeMs,
        durationMs,
      }),
    );
  }
  return { lines, tags, offsetMs, issues };
}
