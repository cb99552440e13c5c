// Rolling (time-coded) lyrics made by stamping each line against the playing track (spec section 5:
// audio and lyrics needed first; time points in order; the traditional conversion needs originals).
// The stamps are written as an LRC and judged by parseLrc, the rule every uploaded LRC meets.
import { detectLyrics, parseLrc } from './lyrics';

export interface LyricLine {
  text: string;
  /** the line's time point, null while it has none */
  timeMs: number | null;
}

export type RollingCode =
  | 'rolling-audio-missing'
  | 'rolling-audio-unverified'
  | 'rolling-lyrics-missing'
  | 'rolling-lyrics-unreadable'
  | 'rolling-lyrics-empty'
  | 'rolling-stamp-missing'
  | 'rolling-time-order'
  | 'rolling-time-beyond-track'
  | 'rolling-original-missing';

export interface RollingIssue {
  code: RollingCode;
  /** 1-based lyric line the issue is about, when it is about one */
  line?: number;
}

export interface RollingInputs {
  audio: { durationMs: number; verifiedAt: string | null } | null;
  /** the lyrics record the lines come from (original or earlier rolling lyrics), null when none */
  hasLyrics: boolean;
}

/** What is still missing before lines can be timed: audio with a length, verified, and lyrics. */
export function rollingReadiness({ audio, hasLyrics }: RollingInputs): RollingIssue | null {
  if (audio === null || audio.durationMs <= 0) return { code: 'rolling-audio-missing' };
  if (audio.verifiedAt === null) return { code: 'rolling-audio-unverified' };
  if (!hasLyrics) return { code: 'rolling-lyrics-missing' };
  return null;
}

/**
 * The lines of a lyrics file: an LRC keeps its times (ID tags and empty lines dropped), plain text
 * gives one untimed line per non-blank line. KRC is encrypted and cannot be read here.
 */
export function lyricLinesOf(
  bytes: Uint8Array,
): { ok: true; lines: LyricLine[] } | { ok: false; issue: RollingIssue } {
  const found = detectLyrics(bytes);
  if (!found.ok)
    return {
      ok: false,
      issue: {
        code: found.code === 'lyrics-empty' ? 'rolling-lyrics-empty' : 'rolling-lyrics-unreadable',
      },
    };
  if (found.format === 'krc') return { ok: false, issue: { code: 'rolling-lyrics-unreadable' } };
  const lines = lyricLinesOfText(found.text);
  return lines.length === 0
    ? { ok: false, issue: { code: 'rolling-lyrics-empty' } }
    : { ok: true, lines };
}

/** As lyricLinesOf, from text already decoded (a record's content). */
export function lyricLinesOfText(text: string): LyricLine[] {
  const lrc = parseLrc(text);
  if (lrc.lines.length > 0) {
    return lrc.lines
      .filter((l) => l.text.trim() !== '')
      .map((l) => ({ text: l.text.trim(), timeMs: l.timeMs }));
  }
  return (
    text
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\r|\n/)
      .map((l) => l.trim())
      // an ID tag ([ti:...]) without time tags is not a lyric line
      .filter((l) => l !== '' && !/^\[[a-z]+:[^\]]*\]$/i.test(l))
      .map((text) => ({ text, timeMs: null }))
  );
}

/** [mm:ss.xx]: hundredths, as most players and stores read them; minutes may pass 99. */
export function formatLrcTime(ms: number): string {
  const centis = Math.round(Math.max(0, ms) / 10);
  const minutes = Math.floor(centis / 6000);
  const seconds = Math.floor((centis % 6000) / 100);
  const hundredths = centis % 100;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}.${String(hundredths).padStart(2, '0')}`;
}

/** Rounds a stamp to what the LRC keeps (hundredths), so the check judges what is saved. */
export function lrcPrecision(ms: number): number {
  return Math.round(Math.max(0, ms) / 10) * 10;
}

export interface LrcTags {
  title?: string;
  artist?: string;
}

/** The LRC of timed lines; untimed lines are left out (checkRollingStamps refuses them first). */
export function buildLrc(lines: readonly LyricLine[], tags: LrcTags = {}): string {
  const head: string[] = [];
  // a "]" or a line break in a tag value would end the tag early
  const clean = (value: string) => value.replace(/[\]\r\n]/g, ' ').trim();
  if (tags.title) head.push(`[ti:${clean(tags.title)}]`);
  if (tags.artist) head.push(`[ar:${clean(tags.artist)}]`);
  const body = lines
    .filter((l) => l.timeMs !== null)
    .map((l) => `[${formatLrcTime(l.timeMs as number)}]${l.text.replace(/[\r\n]+/g, ' ')}`);
  return `${[...head, ...body].join('\n')}\n`;
}

/**
 * Why the stamped lines cannot be saved: a line without a time point, then the LRC rules (time
 * points in order, none past the end of the track) on the LRC that would be saved. Line numbers
 * are the lyric lines', not the file's.
 */
export function checkRollingStamps(
  lines: readonly LyricLine[],
  durationMs: number | null,
): RollingIssue[] {
  const missing = lines.findIndex((l) => l.timeMs === null);
  if (lines.length === 0) return [{ code: 'rolling-lyrics-empty' }];
  if (missing >= 0) return [{ code: 'rolling-stamp-missing', line: missing + 1 }];
  const lrc = parseLrc(buildLrc(lines), { durationMs });
  return lrc.issues.flatMap((i): RollingIssue[] => {
    // buildLrc writes one lyric line per file line, with no head: file line n is lyric line n
    const line = typeof i.params?.line === 'number' ? i.params.line : undefined;
    if (i.code === 'lyrics-time-order') return [{ code: 'rolling-time-order', line }];
    if (i.code === 'lyrics-time-beyond-track') return [{ code: 'rolling-time-beyond-track', line }];
    return [];
  });
}

/** The conversion to traditional Chinese starts from the original lyrics: there must be some. */
export function traditionalReadiness(
  original: { lines: readonly LyricLine[] } | null,
): RollingIssue | null {
  return original === null || original.lines.length === 0
    ? { code: 'rolling-original-missing' }
    : null;
}
