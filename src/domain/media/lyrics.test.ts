import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectLyrics, parseLrc } from './lyrics';

const utf8 = (s: string) => new TextEncoder().encode(s);

function utf16(s: string, bigEndian: boolean): Uint8Array {
  const out = new Uint8Array(2 + s.length * 2);
  out.set(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out.set(bigEndian ? [c >> 8, c & 0xff] : [c & 0xff, c >> 8], 2 + i * 2);
  }
  return out;
}

/** "[00:01.00]你好" in GB18030 */
const GB18030_LRC = Uint8Array.from([
  0x5b, 0x30, 0x30, 0x3a, 0x30, 0x31, 0x2e, 0x30, 0x30, 0x5d, 0xc4, 0xe3, 0xba, 0xc3, 0x0a,
]);

describe('detectLyrics', () => {
  it('recognises LRC by its time tags and plain text as txt', () => {
    expect(detectLyrics(utf8('[ti:Song]\n[00:12.50]Hello\n'))).toMatchObject({
      ok: true,
      format: 'lrc',
    });
    expect(detectLyrics(utf8('Just words\nno times\n'))).toMatchObject({
      ok: true,
      format: 'txt',
      text: 'Just words\nno times\n',
    });
  });

  it('recognises KRC by its magic', () => {
    expect(detectLyrics(Uint8Array.from([0x6b, 0x72, 0x63, 0x31, 0x00, 0xff, 0x13, 0x88]))).toEqual(
      { ok: true, format: 'krc' },
    );
  });

  it('decodes UTF-8 with BOM and UTF-16 LE/BE with BOM', () => {
    const bom = detectLyrics(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('[00:01]你好')]));
    expect(bom).toMatchObject({ ok: true, format: 'lrc', text: '[00:01]你好', encoding: 'utf-8' });
    expect(detectLyrics(utf16('[00:01]你好', false))).toMatchObject({
      format: 'lrc',
      text: '[00:01]你好',
      encoding: 'utf-16le',
    });
    expect(detectLyrics(utf16('歌词', true))).toMatchObject({
      format: 'txt',
      text: '歌词',
      encoding: 'utf-16be',
    });
  });

  it('decodes GB18030 when the bytes are not UTF-8', () => {
    expect(detectLyrics(GB18030_LRC)).toMatchObject({
      ok: true,
      format: 'lrc',
      text: '[00:01.00]你好\n',
      encoding: 'gb18030',
    });
  });

  it('rejects binary, empty and blank files', () => {
    expect(
      detectLyrics(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
    ).toEqual({ ok: false, code: 'lyrics-format' });
    expect(detectLyrics(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0x24, 0x08, 0x00, 0x00]))).toEqual(
      { ok: false, code: 'lyrics-format' },
    );
    expect(detectLyrics(utf8('text with a \u0007 bell'))).toEqual({
      ok: false,
      code: 'lyrics-format',
    });
    expect(detectLyrics(new Uint8Array(0))).toEqual({ ok: false, code: 'file-empty' });
    expect(detectLyrics(utf8(' \n\t\n'))).toEqual({ ok: false, code: 'lyrics-empty' });
  });

  it('never throws on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 512 }), (bytes) => {
        expect(typeof detectLyrics(bytes).ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseLrc', () => {
  it('reads the three time-tag forms and ID tags', () => {
    const lrc = parseLrc(
      '[ti:Song]\n[ar:Singer]\n[00:01.5]a\n[00:02.25]b\n[00:03:50]c\n[00:04]d\n[00:05.125]e',
    );
    expect(lrc.tags).toMatchObject({ ti: 'Song', ar: 'Singer' });
    expect(lrc.lines.map((l) => [l.timeMs, l.text])).toEqual([
      [1500, 'a'],
      [2250, 'b'],
      [3500, 'c'],
      [4000, 'd'],
      [5125, 'e'],
    ]);
    expect(lrc.issues).toEqual([]);
  });

  it('repeats a line for each of its time tags and sorts by time', () => {
    const lrc = parseLrc('[00:10.00][00:30.00]chorus\n[00:20.00]verse');
    expect(lrc.lines.map((l) => [l.timeMs, l.text, l.sourceLine])).toEqual([
      [10_000, 'chorus', 1],
      [20_000, 'verse', 2],
      [30_000, 'chorus', 1],
    ]);
    expect(lrc.issues).toEqual([]);
  });

  it('applies the offset tag (positive: lyrics come sooner), never below zero', () => {
    const lrc = parseLrc('[offset:+500]\n[00:00.20]a\n[00:02.00]b');
    expect(lrc.offsetMs).toBe(500);
    expect(lrc.lines.map((l) => l.timeMs)).toEqual([0, 1500]);
    expect(parseLrc('[offset:-250]\n[00:01.00]a').lines[0].timeMs).toBe(1250);
  });

  it('reports time points out of order with their line', () => {
    const lrc = parseLrc('[00:05.00]a\n[00:03.00]b\n[00:06.00][00:04.00]c', {
      fileName: 'song.lrc',
    });
    expect(lrc.issues).toEqual([
      {
        field: 'lyrics',
        code: 'lyrics-time-order',
        severity: 'error',
        params: { file: 'song.lrc', line: 2 },
      },
      {
        field: 'lyrics',
        code: 'lyrics-time-order',
        severity: 'error',
        params: { file: 'song.lrc', line: 3 },
      },
    ]);
  });

  it('reports a time beyond the track and an invalid time tag', () => {
    const lrc = parseLrc('[00:10.00]a\n[03:01.00]b\n[00:75.00]c', { durationMs: 180_000 });
    expect(lrc.issues.map((i) => [i.code, i.params?.line])).toEqual([
      ['lyrics-time-invalid', 3],
      ['lyrics-time-beyond-track', 2],
    ]);
    expect(parseLrc('[03:00.00]end', { durationMs: 180_000 }).issues).toEqual([]);
  });
});
