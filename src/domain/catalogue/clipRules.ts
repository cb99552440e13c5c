// What the clip forms need besides validateClip: the start typed as minutes and seconds (spec
// section 3), the window a valid form stores, and the latest start that keeps a clip inside its track.
import { ClipLimits } from './limits';
import { CLIP_TYPE, type ClipType } from './enums';
import type { AudioFacts } from './common';
import { parseTimeInput, type TimeInput } from './time';

/** the time parser reads at most three digits of minutes (16 hours) */
const DIGITS = /^\d{1,3}$/;
const SECONDS = /^\d{1,2}(?:\.\d{1,3})?$/;

/**
 * The two boxes of a start time as one time input: both blank is "missing"; a blank box counts as
 * 0. Minutes are whole; seconds below 60 with up to three decimals. Anything else stays text that
 * parseTimeInput refuses, so validateClip answers "Invalid start time".
 */
export function minutesSecondsInput(minutes: string, seconds: string): TimeInput {
  const m = minutes.trim();
  const s = seconds.trim();
  if (m === '' && s === '') return null;
  if ((m !== '' && !DIGITS.test(m)) || (s !== '' && !SECONDS.test(s))) return `invalid:${m}:${s}`;
  return `${m === '' ? '0' : m}:${s === '' ? '0' : s}`;
}

/** Milliseconds back into the two boxes (whole minutes, seconds with at most three decimals). */
export function splitMinutesSeconds(ms: number | null): { minutes: string; seconds: string } {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return { minutes: '', seconds: '' };
  const minutes = Math.floor(ms / 60_000);
  const rest = (ms - minutes * 60_000) / 1000;
  return { minutes: String(minutes), seconds: String(Math.round(rest * 1000) / 1000) };
}

/** A system clip is cut from the track, so the track must have a length. */
export function canMakeSystemClip(trackDurationMs: number | null | undefined): boolean {
  return typeof trackDurationMs === 'number' && trackDurationMs > 0;
}

/** The latest start for a clip of `durationMs` that still ends inside the track; null if it cannot fit. */
export function latestClipStartMs(
  trackDurationMs: number | null | undefined,
  durationMs: number,
): number | null {
  if (!canMakeSystemClip(trackDurationMs) || durationMs <= 0) return null;
  const latest = (trackDurationMs as number) - durationMs;
  return latest >= 0 ? latest : null;
}

/** The quick length choices a track can hold (30 s, 60 s); all of them when its length is unknown. */
export function suggestedClipSeconds(trackDurationMs: number | null | undefined): number[] {
  const all = [...ClipLimits.suggestedSeconds];
  return canMakeSystemClip(trackDurationMs)
    ? all.filter((s) => s * 1000 <= (trackDurationMs as number))
    : all;
}

export interface ClipWindowInput {
  type: ClipType;
  start: TimeInput;
  duration: TimeInput;
  file?: Pick<AudioFacts, 'durationMs'> | null;
}

/**
 * The start and length a clip record stores once validateClip passed: an uploaded clip without a
 * typed length takes its file's (the same fallback validateClip uses). Null when either is unreadable.
 */
export function clipWindowMs(
  input: ClipWindowInput,
): { startMs: number; durationMs: number } | null {
  const start = parseTimeInput(input.start);
  let duration = parseTimeInput(input.duration);
  if (
    !duration.ok &&
    duration.reason === 'missing' &&
    input.type === CLIP_TYPE.uploaded &&
    input.file
  ) {
    duration = { ok: true, ms: input.file.durationMs };
  }
  return start.ok && duration.ok ? { startMs: start.ms, durationMs: duration.ms } : null;
}
