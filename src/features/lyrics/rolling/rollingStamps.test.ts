import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRollingStamps, type LyricLine } from '../../../domain/media/rollingLyrics';
import {
  initialStampState,
  NUDGE_MS,
  playingLineAt,
  stampedCount,
  stampReducer,
  type StampAction,
  type StampState,
} from './rollingStamps';

const untimed = (n: number): LyricLine[] =>
  Array.from({ length: n }, (_, i) => ({ text: `l${i + 1}`, timeMs: null }));
const run = (state: StampState, ...actions: StampAction[]) => actions.reduce(stampReducer, state);
const times = (state: StampState) => state.lines.map((l) => l.timeMs);

describe('stampReducer', () => {
  it('stamps the lines in turn at the playing time, rounded to the LRC hundredth', () => {
    const s = run(
      initialStampState(untimed(3)),
      { type: 'stamp', timeMs: 1234 },
      { type: 'stamp', timeMs: 5001 },
    );
    expect(times(s)).toEqual([1230, 5000, null]);
    expect(s.cursor).toBe(2);
    const done = run(s, { type: 'stamp', timeMs: 9000 }, { type: 'stamp', timeMs: 12_000 });
    expect(times(done)).toEqual([1230, 5000, 9000]);
    expect(done.cursor).toBe(3);
  });
  it('nudges one stamp by a tenth of a second, never below zero, and not an untimed line', () => {
    const s = run(initialStampState(untimed(2)), { type: 'stamp', timeMs: 50 });
    expect(times(run(s, { type: 'nudge', index: 0, deltaMs: NUDGE_MS }))).toEqual([150, null]);
    expect(times(run(s, { type: 'nudge', index: 0, deltaMs: -NUDGE_MS }))).toEqual([0, null]);
    expect(run(s, { type: 'nudge', index: 1, deltaMs: NUDGE_MS })).toBe(s);
    expect(run(s, { type: 'nudge', index: 7, deltaMs: NUDGE_MS })).toBe(s);
  });
  it('re-stamp moves the cursor back: the next stamp replaces that line only', () => {
    const s = run(
      initialStampState(untimed(3)),
      { type: 'stamp', timeMs: 1000 },
      { type: 'stamp', timeMs: 2000 },
      { type: 'stamp', timeMs: 3000 },
    );
    const again = run(s, { type: 'restamp', index: 1 }, { type: 'stamp', timeMs: 2500 });
    expect(times(again)).toEqual([1000, 2500, 3000]);
    expect(again.cursor).toBe(2);
    expect(run(s, { type: 'restamp', index: 3 })).toBe(s);
  });
  it('an LRC loaded with times starts after its last timed line; clearAll starts over', () => {
    const s = initialStampState([
      { text: 'a', timeMs: 1000 },
      { text: 'b', timeMs: null },
    ]);
    expect(s.cursor).toBe(1);
    expect(initialStampState([{ text: 'a', timeMs: 1000 }]).cursor).toBe(1);
    const cleared = run(s, { type: 'clearAll' });
    expect(times(cleared)).toEqual([null, null]);
    expect(cleared.cursor).toBe(0);
  });
  it('stamping in playback order always yields lines the save check accepts', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 5000 }), { minLength: 1, maxLength: 30 }), (gaps) => {
        let clock = 0;
        let s = initialStampState(untimed(gaps.length));
        for (const gap of gaps) {
          clock += gap + 10;
          s = stampReducer(s, { type: 'stamp', timeMs: clock });
        }
        return (
          stampedCount(s.lines) === gaps.length &&
          checkRollingStamps(s.lines, clock + 10).length === 0
        );
      }),
    );
  });
});

describe('playingLineAt', () => {
  const lines: LyricLine[] = [
    { text: 'a', timeMs: 1000 },
    { text: 'b', timeMs: 5000 },
    { text: 'c', timeMs: null },
    { text: 'd', timeMs: 9000 },
  ];
  it.each([
    [0, -1],
    [999, -1],
    [1000, 0],
    [4999, 0],
    [5000, 1],
    [8000, 1],
    [9000, 3],
    [60_000, 3],
  ])('at %i ms line %i', (t, index) => {
    expect(playingLineAt(lines, t)).toBe(index);
  });
  it('a stamp out of order does not take the highlight', () => {
    expect(
      playingLineAt(
        [
          { text: 'a', timeMs: 5000 },
          { text: 'b', timeMs: 1000 },
        ],
        2000,
      ),
    ).toBe(-1);
  });
});
