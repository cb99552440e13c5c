// Times typed in forms (audition window, clip start and length): "ss", "mm:ss" or "hh:mm:ss", each
// with optional ".fraction"; minutes and seconds after a colon must be below 60. Stored as whole ms.

/** A time as the form holds it: milliseconds already, text the user typed, or nothing. */
export type TimeInput = number | string | null | undefined;

export type TimeParse = { ok: true; ms: number } | { ok: false; reason: 'missing' | 'invalid' };

const CLOCK = /^(?:(\d{1,3}):)?(?:(\d{1,3}):)?(\d{1,5})(?:\.(\d{1,3}))?$/;

export function parseTimeInput(input: TimeInput): TimeParse {
  if (input === null || input === undefined) return { ok: false, reason: 'missing' };
  if (typeof input === 'number') {
    return Number.isInteger(input) && input >= 0
      ? { ok: true, ms: input }
      : { ok: false, reason: 'invalid' };
  }
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'missing' };
  const m = CLOCK.exec(text);
  if (m === null) return { ok: false, reason: 'invalid' };
  const [, first, second, last, fraction] = m;
  // With two colons: h:m:s; with one: m:s; with none: s.
  const hours = second === undefined ? 0 : Number(first);
  const minutes = second === undefined ? Number(first ?? 0) : Number(second);
  const seconds = Number(last);
  const hasColon = first !== undefined;
  if (hasColon && seconds >= 60) return { ok: false, reason: 'invalid' };
  if (second !== undefined && minutes >= 60) return { ok: false, reason: 'invalid' };
  const ms = fraction === undefined ? 0 : Number(fraction.padEnd(3, '0'));
  return { ok: true, ms: ((hours * 60 + minutes) * 60 + seconds) * 1000 + ms };
}

/** mm:ss (or h:mm:ss from one hour), dropping milliseconds, for display and for form values. */
export function formatClockTime(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
