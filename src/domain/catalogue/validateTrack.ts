// Track checks of spec section 5. ISRC is required only when the partner already holds one
// (isrcAuth 0; with 1 the platform applies for it), and a backing track (version 'accompaniment')
// has no lyricist. Audio facts come from header reads and count only once the server verified them.
import { cleanIsrc, validateIsrc, validateIswc } from '../identifiers';
import type { AudioFacts } from './common';
import type { LyricsFormat } from './enums';
import { checkRequired, issue, requiredIssue, tooLargeIssue, type Issue } from './issues';
import { fileExtension, TrackLimits } from './limits';
import { parseTimeInput, type TimeInput } from './time';
import { TRACK_CREATE_REQUIRED, TRACK_REQUIRED_FIELDS, type Track } from './track';

export interface TrackCheckOptions {
  /** answers whether a cleaned ISRC is used by another track (client index or server lookup) */
  isIsrcUsed?: (cleanedIsrc: string) => boolean;
  /** formats of the track's lyrics records */
  lyricsFormats?: readonly LyricsFormat[];
  /** Apple-verified partners must deliver plain-text (LRC) lyrics */
  requireLrc?: boolean;
}

export function validateTrackCreate(track: Partial<Track>): Issue[] {
  return checkRequired(track, TRACK_CREATE_REQUIRED);
}

/** A track complete for review. */
export function validateTrack(track: Partial<Track>, options: TrackCheckOptions = {}): Issue[] {
  const required = TRACK_REQUIRED_FIELDS.filter((f) => f !== 'isrc' || track.isrcAuth !== 1);
  const issues = checkRequired(track, required);
  issues.push(...validateTrackIdentifiers(track, options));
  const artists = track.artists ?? [];
  if (!artists.some((a) => a.role === 'main'))
    issues.push(issue('artists', 'main-artist-required'));
  if ((track.composers ?? []).every((c) => c.trim() === ''))
    issues.push(issue('composers', 'composer-required'));
  const instrumental = track.trackVersion === 'accompaniment';
  if (!instrumental && (track.lyricists ?? []).every((c) => c.trim() === ''))
    issues.push(issue('lyricists', 'lyricist-required'));
  issues.push(...validateAudioFacts(track.audio, { requireVerified: true }));
  issues.push(
    ...validateAudition(
      {
        isAudition: track.isAudition ?? false,
        start: track.auditionStartMs,
        end: track.auditionEndMs,
      },
      track.audio?.durationMs ?? null,
    ),
  );
  issues.push(...validateSpatialAudio(track));
  if (
    options.requireLrc === true &&
    !instrumental &&
    !(options.lyricsFormats ?? []).includes('lrc')
  ) {
    issues.push(issue('lyrics', 'lyrics-lrc-missing'));
  }
  return issues;
}

/** ISRC (format, then uniqueness), spatial-audio ISRC and ISWC, each only when filled in. */
export function validateTrackIdentifiers(
  track: Partial<Track>,
  options: TrackCheckOptions = {},
): Issue[] {
  const issues: Issue[] = [];
  const isrc = track.isrc ?? '';
  if (isrc.trim() !== '') {
    const code = validateIsrc(isrc);
    if (code !== null) issues.push(issue('isrc', code));
    else if (options.isIsrcUsed?.(cleanIsrc(isrc)) === true)
      issues.push(issue('isrc', 'isrc-used'));
  }
  const spatialIsrc = track.spatialIsrc ?? '';
  if (spatialIsrc.trim() !== '') {
    const code = validateIsrc(spatialIsrc);
    if (code !== null) issues.push(issue('spatialIsrc', code));
  }
  const iswc = track.iswc ?? '';
  if (iswc.trim() !== '') {
    const code = validateIswc(iswc);
    if (code !== null) issues.push(issue('iswc', code));
  }
  return issues;
}

export function isAudioFormat(format: string, fileName = ''): boolean {
  const allowed: readonly string[] = TrackLimits.audioFormats;
  const f = format.toLowerCase();
  return allowed.includes(f) || (f === '' && allowed.includes(fileExtension(fileName)));
}

/** Audio file facts: format, size, at least 44.1 kHz / 16-bit (lossless only), stereo. */
export function validateAudioFacts(
  audio: AudioFacts | null | undefined,
  options: { requireVerified?: boolean; field?: string } = {},
): Issue[] {
  const field = options.field ?? 'audio';
  if (audio === null || audio === undefined) return [issue(field, 'audio-required')];
  const issues: Issue[] = [];
  if (!isAudioFormat(audio.format, audio.name)) issues.push(issue(field, 'file-format'));
  if (audio.sizeBytes > TrackLimits.audioMaxBytes) {
    issues.push(tooLargeIssue(field, TrackLimits.audioMaxBytes));
  }
  if (audio.durationMs <= 0) issues.push(issue(field, 'audio-invalid'));
  if (audio.sampleRateHz < TrackLimits.audioMinSampleRateHz) {
    issues.push(issue(field, 'audio-sample-rate', { minHz: TrackLimits.audioMinSampleRateHz }));
  }
  if (audio.bitDepth !== null && audio.bitDepth < TrackLimits.audioMinBitDepth) {
    issues.push(issue(field, 'audio-bit-depth', { minBits: TrackLimits.audioMinBitDepth }));
  }
  if (audio.channels !== TrackLimits.audioChannels)
    issues.push(issue(field, 'audio-channels', { channels: TrackLimits.audioChannels }));
  if (options.requireVerified === true && audio.verifiedAt === null && issues.length === 0) {
    issues.push(issue(field, 'audio-not-verified'));
  }
  return issues;
}

export interface AuditionInput {
  isAudition: boolean;
  start: TimeInput;
  end: TimeInput;
}

/** With an audition: start and end required and well-formed, end after start, inside the track. */
export function validateAudition(input: AuditionInput, trackDurationMs: number | null): Issue[] {
  if (!input.isAudition) return [];
  const issues: Issue[] = [];
  const start = parseTimeInput(input.start);
  const end = parseTimeInput(input.end);
  if (!start.ok)
    issues.push(
      start.reason === 'missing'
        ? requiredIssue('auditionStartMs')
        : issue('auditionStartMs', 'time-invalid'),
    );
  if (!end.ok)
    issues.push(
      end.reason === 'missing'
        ? requiredIssue('auditionEndMs')
        : issue('auditionEndMs', 'time-invalid'),
    );
  if (!start.ok || !end.ok) return issues;
  if (end.ms <= start.ms) issues.push(issue('auditionEndMs', 'audition-end-before-start'));
  else if (trackDurationMs !== null && end.ms > trackDurationMs) {
    issues.push(issue('auditionEndMs', 'audition-exceeds-track', { durationMs: trackDurationMs }));
  }
  return issues;
}

/** Dolby Atmos panorama only as .wav; 5.1 and 7.1 only as .mov. */
export function validateSpatialAudio(
  track: Pick<Partial<Track>, 'spatialAudioType' | 'spatialAudio'>,
): Issue[] {
  const type = track.spatialAudioType ?? null;
  const file = track.spatialAudio ?? null;
  if (type === null) return file === null ? [] : [requiredIssue('spatialAudioType')];
  if (file === null) return [requiredIssue('spatialAudio')];
  const allowed: readonly string[] =
    type === 'atmos' ? TrackLimits.atmosFormats : TrackLimits.surroundFormats;
  const format = file.format.toLowerCase() || fileExtension(file.name);
  return allowed.includes(format)
    ? []
    : [issue('spatialAudio', 'spatial-audio-format', { formats: allowed.join(', ') })];
}
