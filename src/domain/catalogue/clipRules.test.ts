import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMakeSystemClip,
  clipWindowMs,
  latestClipStartMs,
  minutesSecondsInput,
  splitMinutesSeconds,
  suggestedClipSeconds,
} from './clipRules';
import { parseTimeInput } from './time';
import { validateClip } from './validateMedia';

describe('minutesSecondsInput', () => {
  it.each<[string, string, number]>([
    ['0', '30', 30_000],
    ['1', '5', 65_000],
    ['', '45', 45_000],
    ['2', '', 120_000],
    [' 3 ', ' 07 ', 187_000],
    ['0', '12.5', 12_500],
    ['90', '0', 5_400_000],
  ])('%s min %s s -> %i ms', (minutes, seconds, ms) => {
    expect(parseTimeInput(minutesSecondsInput(minutes, seconds))).toEqual({ ok: true, ms });
  });
  it('both boxes blank is missing: "Please input start time"', () => {
    expect(minutesSecondsInput('', '  ')).toBeNull();
    const issues = validateClip(
      { title: 't', type: 1, start: minutesSecondsInput('', ''), duration: 30_000 },
      200_000,
    );
    expect(issues.map((i) => i.code)).toEqual(['clip-start-required']);
  });
  it.each([
    ['0', '60'],
    ['0', '75'],
    ['-1', '0'],
    ['1:2', '0'],
    ['a', '5'],
    ['0', '5,5'],
    ['1.5', '0'],
    ['0', '5.1234'],
  ])('%s min %s s is an invalid start', (minutes, seconds) => {
    expect(parseTimeInput(minutesSecondsInput(minutes, seconds))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const issues = validateClip(
      { title: 't', type: 1, start: minutesSecondsInput(minutes, seconds), duration: 30_000 },
      200_000,
    );
    expect(issues.map((i) => i.code)).toEqual(['clip-start-invalid']);
  });
  it('reads any whole minutes and seconds below 60 exactly', () => {
    fc.assert(
      fc.property(fc.nat({ max: 999 }), fc.nat({ max: 59 }), (m, s) => {
        const r = parseTimeInput(minutesSecondsInput(String(m), String(s)));
        return r.ok && r.ms === (m * 60 + s) * 1000;
      }),
    );
  });
  it('refuses seconds from 60 up', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 999 }),
        fc.integer({ min: 60, max: 99 }),
        (m, s) => !parseTimeInput(minutesSecondsInput(String(m), String(s))).ok,
      ),
    );
  });
  it('never throws and never gives a negative time, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (m, s) => {
        const r = parseTimeInput(minutesSecondsInput(m, s));
        return !r.ok || r.ms >= 0;
      }),
    );
  });
  it('round-trips with splitMinutesSeconds', () => {
    fc.assert(
      fc.property(fc.nat({ max: 59_999_999 }), (ms) => {
        const { minutes, seconds } = splitMinutesSeconds(ms);
        const r = parseTimeInput(minutesSecondsInput(minutes, seconds));
        return r.ok && r.ms === ms;
      }),
    );
  });
});

describe('splitMinutesSeconds', () => {
  it.each<[number | null, { minutes: string; seconds: string }]>([
    [null, { minutes: '', seconds: '' }],
    [0, { minutes: '0', seconds: '0' }],
    [65_000, { minutes: '1', seconds: '5' }],
    [30_500, { minutes: '0', seconds: '30.5' }],
    [-1, { minutes: '', seconds: '' }],
  ])('%s', (ms, parts) => {
    expect(splitMinutesSeconds(ms)).toEqual(parts);
  });
});

describe('system clip windows', () => {
  it('needs a track with a length', () => {
    expect(canMakeSystemClip(0)).toBe(false);
    expect(canMakeSystemClip(null)).toBe(false);
    expect(canMakeSystemClip(undefined)).toBe(false);
    expect(canMakeSystemClip(1)).toBe(true);
  });
  it('the latest start keeps the clip inside the track', () => {
    expect(latestClipStartMs(200_000, 30_000)).toBe(170_000);
    expect(latestClipStartMs(30_000, 30_000)).toBe(0);
    expect(latestClipStartMs(20_000, 30_000)).toBeNull();
    expect(latestClipStartMs(0, 30_000)).toBeNull();
    expect(latestClipStartMs(200_000, 0)).toBeNull();
  });
  it('a clip starting at the latest start passes validateClip, one millisecond later it does not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 900_000 }),
        fc.integer({ min: 1, max: 900_000 }),
        (track, duration) => {
          const latest = latestClipStartMs(track, duration);
          if (latest === null) return duration > track;
          const at = validateClip({ title: 't', type: 1, start: latest, duration }, track).filter(
            (i) => i.severity === 'error',
          );
          const after = validateClip(
            { title: 't', type: 1, start: latest + 1, duration },
            track,
          ).map((i) => i.code);
          return at.length === 0 && after.includes('clip-exceeds-track');
        },
      ),
    );
  });
  it('offers 30 s and 60 s only when the track holds them', () => {
    expect(suggestedClipSeconds(200_000)).toEqual([30, 60]);
    expect(suggestedClipSeconds(45_000)).toEqual([30]);
    expect(suggestedClipSeconds(10_000)).toEqual([]);
    expect(suggestedClipSeconds(null)).toEqual([30, 60]);
  });
});

describe('clipWindowMs', () => {
  it('stores the typed window', () => {
    expect(clipWindowMs({ type: 1, start: '0:30', duration: 30_000 })).toEqual({
      startMs: 30_000,
      durationMs: 30_000,
    });
  });
  it('an uploaded clip without a typed length takes its file length', () => {
    expect(
      clipWindowMs({ type: 2, start: '0:00', duration: '', file: { durationMs: 61_000 } }),
    ).toEqual({ startMs: 0, durationMs: 61_000 });
    expect(
      clipWindowMs({ type: 1, start: '0:00', duration: '', file: { durationMs: 61_000 } }),
    ).toBeNull();
  });
  it('is null when a time is unreadable', () => {
    expect(clipWindowMs({ type: 1, start: 'x', duration: 30_000 })).toBeNull();
  });
});
