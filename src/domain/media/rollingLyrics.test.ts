import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLrc } from './lyrics';
import {
  buildLrc,
  checkRollingStamps,
  formatLrcTime,
  lrcPrecision,
  lyricLinesOf,
  lyricLinesOfText,
  rollingReadiness,
  traditionalReadiness,
  type LyricLine,
} from './rollingLyrics';

const utf8 = (text: string) => new TextEncoder().encode(text);
const timed = (...times: (number | null)[]): LyricLine[] =>
  times.map((timeMs, i) => ({ text: `line ${i + 1}`, timeMs }));

describe('rollingReadiness', () => {
  const verified = { durationMs: 30_000, verifiedAt: '2026-01-01T00:00:00.000Z' };
  it('needs audio with a length, verified, then lyrics', () => {
    expect(rollingReadiness({ audio: null, hasLyrics: true })).toEqual({
      code: 'rolling-audio-missing',
    });
    expect(rollingReadiness({ audio: { ...verified, durationMs: 0 }, hasLyrics: true })).toEqual({
      code: 'rolling-audio-missing',
    });
    expect(rollingReadiness({ audio: { ...verified, verifiedAt: null }, hasLyrics: true })).toEqual(
      { code: 'rolling-audio-unverified' },
    );
    expect(rollingReadiness({ audio: verified, hasLyrics: false })).toEqual({
      code: 'rolling-lyrics-missing',
    });
    expect(rollingReadiness({ audio: verified, hasLyrics: true })).toBeNull();
  });
});

describe('lyricLinesOf', () => {
  it('reads plain text, one line per non-blank line, without ID tags', () => {
    expect(lyricLinesOf(utf8('[ti:晨光]\n晨光照进来\n\n  山那边的云 \r\n早安'))).toEqual({
      ok: true,
      lines: [
        { text: '晨光照进来', timeMs: null },
        { text: '山那边的云', timeMs: null },
        { text: '早安', timeMs: null },
      ],
    });
  });
  it('keeps the times of an LRC and drops its empty lines', () => {
    expect(
      lyricLinesOf(utf8('[ti:Dawn]\n[00:01.00]first\n[00:05.50]\n[00:08.25]second\n')),
    ).toEqual({
      ok: true,
      lines: [
        { text: 'first', timeMs: 1000 },
        { text: 'second', timeMs: 8250 },
      ],
    });
  });
  it('cannot read KRC, binary or empty files', () => {
    expect(lyricLinesOf(utf8('krc1\u0001\u0002'))).toEqual({
      ok: false,
      issue: { code: 'rolling-lyrics-unreadable' },
    });
    expect(lyricLinesOf(new Uint8Array([0, 1, 2, 3]))).toEqual({
      ok: false,
      issue: { code: 'rolling-lyrics-unreadable' },
    });
    expect(lyricLinesOf(utf8('  \n '))).toEqual({
      ok: false,
      issue: { code: 'rolling-lyrics-empty' },
    });
    expect(lyricLinesOf(utf8('[ti:only a tag]\n'))).toEqual({
      ok: false,
      issue: { code: 'rolling-lyrics-empty' },
    });
  });
  it('reads GB18030 text as the upload check does', () => {
    // "早安" in GB18030
    expect(lyricLinesOf(new Uint8Array([0xd4, 0xe7, 0xb0, 0xb2]))).toEqual({
      ok: true,
      lines: [{ text: '早安', timeMs: null }],
    });
  });
});

describe('formatLrcTime', () => {
  it.each([
    [0, '00:00.00'],
    [1_000, '00:01.00'],
    [8_254, '00:08.25'],
    [8_255, '00:08.26'],
    [65_430, '01:05.43'],
    [6_000_000, '100:00.00'],
    [-20, '00:00.00'],
  ])('%i -> %s', (ms, text) => {
    expect(formatLrcTime(ms)).toBe(text);
  });
  it('parseLrc reads back what it writes, to the hundredth', () => {
    fc.assert(
      fc.property(fc.nat({ max: 59_999_990 }), (ms) => {
        const lrc = parseLrc(`[${formatLrcTime(ms)}]x`);
        return lrc.issues.length === 0 && lrc.lines[0].timeMs === lrcPrecision(ms);
      }),
    );
  });
});

describe('buildLrc', () => {
  it('writes the tags and one timed line per lyric line', () => {
    expect(buildLrc(timed(1000, 8500), { title: 'Dawn ]x', artist: '林夏' })).toBe(
      '[ti:Dawn  x]\n[ar:林夏]\n[00:01.00]line 1\n[00:08.50]line 2\n',
    );
  });
  it('round-trips rising stamps through parseLrc', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: 600_000 }), { minLength: 1, maxLength: 40 }),
        (raw) => {
          const times = [...new Set(raw.map(lrcPrecision))].sort((a, b) => a - b);
          const lines = times.map((timeMs, i) => ({ text: `第${i + 1}行`, timeMs }));
          const back = lyricLinesOfText(buildLrc(lines, { title: 't' }));
          return JSON.stringify(back) === JSON.stringify(lines);
        },
      ),
    );
  });
});

describe('checkRollingStamps', () => {
  it('passes stamps in order within the track', () => {
    expect(checkRollingStamps(timed(1000, 5000, 29_990), 30_000)).toEqual([]);
  });
  it('asks for the first line without a time point', () => {
    expect(checkRollingStamps(timed(1000, null, null), 30_000)).toEqual([
      { code: 'rolling-stamp-missing', line: 2 },
    ]);
    expect(checkRollingStamps([], 30_000)).toEqual([{ code: 'rolling-lyrics-empty' }]);
  });
  it('refuses time points out of order, naming the lyric line', () => {
    expect(checkRollingStamps(timed(1000, 9000, 4000), 30_000)).toEqual([
      { code: 'rolling-time-order', line: 3 },
    ]);
  });
  it('refuses a time point past the end of the track', () => {
    expect(checkRollingStamps(timed(1000, 5000, 31_000), 30_000)).toEqual([
      { code: 'rolling-time-beyond-track', line: 3 },
    ]);
  });
  it('any rising stamps within the track pass; swapping two different ones never does', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: 300_000 }), { minLength: 2, maxLength: 30 }),
        fc.nat(),
        (raw, pick) => {
          const times = [...new Set(raw.map(lrcPrecision))].sort((a, b) => a - b);
          if (times.length < 2) return true;
          const ok = checkRollingStamps(timed(...times), 300_000).length === 0;
          const i = pick % (times.length - 1);
          const swapped = [...times];
          [swapped[i], swapped[i + 1]] = [swapped[i + 1], swapped[i]];
          const issues = checkRollingStamps(timed(...swapped), 300_000);
          return ok && issues.some((x) => x.code === 'rolling-time-order');
        },
      ),
    );
  });
});

describe('traditionalReadiness', () => {
  it('needs original lyrics with lines', () => {
    expect(traditionalReadiness(null)).toEqual({ code: 'rolling-original-missing' });
    expect(traditionalReadiness({ lines: [] })).toEqual({ code: 'rolling-original-missing' });
    expect(traditionalReadiness({ lines: timed(null) })).toBeNull();
  });
});
