// The editor's stamping as a pure reducer: a cursor on the next line to time; a stamp gives that
// line the playing time and moves on; a nudge shifts one stamp; re-stamp moves the cursor back.
import { lrcPrecision, type LyricLine } from '../../../domain/media/rollingLyrics';

/** One nudge: a tenth of a second, finer than a key press is accurate. */
export const NUDGE_MS = 100;

export interface StampState {
  lines: LyricLine[];
  /** the line the next stamp times; lines.length once every line has been stamped in turn */
  cursor: number;
}

export type StampAction =
  | { type: 'load'; lines: LyricLine[] }
  | { type: 'stamp'; timeMs: number }
  | { type: 'nudge'; index: number; deltaMs: number }
  | { type: 'restamp'; index: number }
  | { type: 'clearAll' };

/** Lines that already carry times (an earlier LRC) start with the cursor after the last timed one. */
export function initialStampState(lines: LyricLine[]): StampState {
  const firstUntimed = lines.findIndex((l) => l.timeMs === null);
  return { lines, cursor: firstUntimed === -1 ? lines.length : firstUntimed };
}

function withTime(lines: LyricLine[], index: number, timeMs: number | null): LyricLine[] {
  return lines.map((l, i) => (i === index ? { ...l, timeMs } : l));
}

export function stampReducer(state: StampState, action: StampAction): StampState {
  switch (action.type) {
    case 'load':
      return initialStampState(action.lines);
    case 'stamp': {
      if (state.cursor >= state.lines.length) return state;
      const lines = withTime(state.lines, state.cursor, lrcPrecision(action.timeMs));
      return { lines, cursor: state.cursor + 1 };
    }
    case 'nudge': {
      const line = state.lines[action.index] as LyricLine | undefined;
      if (line === undefined || line.timeMs === null) return state;
      return {
        ...state,
        lines: withTime(state.lines, action.index, lrcPrecision(line.timeMs + action.deltaMs)),
      };
    }
    case 'restamp':
      if (action.index < 0 || action.index >= state.lines.length) return state;
      return { ...state, cursor: action.index };
    case 'clearAll':
      return { lines: state.lines.map((l) => ({ ...l, timeMs: null })), cursor: 0 };
  }
}

/**
 * The line sounding at `timeMs`: the last line whose stamp is not after it, among stamps in order
 * up to there (a stamp out of order does not take the highlight). -1 before the first line.
 */
export function playingLineAt(lines: readonly LyricLine[], timeMs: number): number {
  let playing = -1;
  let previous = -1;
  lines.forEach((line, i) => {
    if (line.timeMs === null || line.timeMs < previous) return;
    previous = line.timeMs;
    if (line.timeMs <= timeMs) playing = i;
  });
  return playing;
}

/** How many lines have a time point. */
export function stampedCount(lines: readonly LyricLine[]): number {
  return lines.filter((l) => l.timeMs !== null).length;
}
