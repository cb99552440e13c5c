// The track information form as plain data: the stored track turned into the texts the inputs
// hold, those texts turned back into an update patch (ISRC cleaned, names split, times in ms),
// and the domain's issues of the track as it would be saved. No React here, so it is tested alone.
import {
  formatClockTime,
  parseTimeInput,
  validateAudition,
  validateTrack,
  validateTrackCreate,
  validateTrackIdentifiers,
  type AudioQuality,
  type Explicit,
  type IsrcAuth,
  type Issue,
  type SpatialAudioType,
  type Track,
  type TrackArtist,
  type TrackVersion,
} from '../../../domain/catalogue';
import { cleanIsrc } from '../../../domain/identifiers';

export interface TrackFormValues {
  name: string;
  subTitle: string;
  trackVersion: TrackVersion | '';
  portfolioTitle: string;
  trackCode: string;
  langCode: string;
  genreId: string;
  labelId: string;
  pLineId: string;
  cLineId: string;
  isrcAuth: IsrcAuth;
  isrc: string;
  spatialIsrc: string;
  iswc: string;
  artists: TrackArtist[];
  /** names separated by commas or enumeration commas */
  composers: string;
  lyricists: string;
  recordingProducer: string;
  isAudition: boolean;
  /** mm:ss as typed */
  auditionStart: string;
  auditionEnd: string;
  explicit: Explicit;
  spatialAudioType: SpatialAudioType | '';
  quality: AudioQuality | '';
}
export type TrackFormField = keyof TrackFormValues;

/** Form fields to the track fields they write (the audition times are stored in ms). */
export const TRACK_FIELD_OF: Readonly<Record<TrackFormField, keyof Track>> = {
  name: 'name',
  subTitle: 'subTitle',
  trackVersion: 'trackVersion',
  portfolioTitle: 'portfolioTitle',
  trackCode: 'trackCode',
  langCode: 'langCode',
  genreId: 'genreId',
  labelId: 'labelId',
  pLineId: 'pLineId',
  cLineId: 'cLineId',
  isrcAuth: 'isrcAuth',
  isrc: 'isrc',
  spatialIsrc: 'spatialIsrc',
  iswc: 'iswc',
  artists: 'artists',
  composers: 'composers',
  lyricists: 'lyricists',
  recordingProducer: 'recordingProducer',
  isAudition: 'isAudition',
  auditionStart: 'auditionStartMs',
  auditionEnd: 'auditionEndMs',
  explicit: 'explicit',
  spatialAudioType: 'spatialAudioType',
  quality: 'quality',
};

/** Names typed in one box: split on commas, Chinese commas, enumeration commas and semicolons. */
export function splitNames(text: string): string[] {
  return text
    .split(/[,，、;；]/)
    .map((n) => n.trim())
    .filter((n) => n !== '');
}

export function joinNames(names: readonly string[]): string {
  return names.join(', ');
}

const text = (value: string | null): string => value ?? '';
const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function trackToValues(track: Track): TrackFormValues {
  return {
    name: track.name,
    subTitle: text(track.subTitle),
    trackVersion: track.trackVersion ?? '',
    portfolioTitle: text(track.portfolioTitle),
    trackCode: text(track.trackCode),
    langCode: text(track.langCode),
    genreId: text(track.genreId),
    labelId: text(track.labelId),
    pLineId: text(track.pLineId),
    cLineId: text(track.cLineId),
    isrcAuth: track.isrcAuth,
    isrc: text(track.isrc),
    spatialIsrc: text(track.spatialIsrc),
    iswc: text(track.iswc),
    artists: track.artists,
    composers: joinNames(track.composers),
    lyricists: joinNames(track.lyricists),
    recordingProducer: text(track.recordingProducer),
    isAudition: track.isAudition,
    auditionStart: track.auditionStartMs === null ? '' : formatClockTime(track.auditionStartMs),
    auditionEnd: track.auditionEndMs === null ? '' : formatClockTime(track.auditionEndMs),
    explicit: track.explicit,
    spatialAudioType: track.spatialAudioType ?? '',
    quality: track.quality ?? '',
  };
}

function timeMs(input: string): number | null {
  const parsed = parseTimeInput(input);
  return parsed.ok ? parsed.ms : null;
}

/** The track as the form would save it: every field the form holds, in stored form. */
export function valuesToTrackFields(values: TrackFormValues): Partial<Track> {
  const isrc = cleanIsrc(values.isrc);
  const spatialIsrc = cleanIsrc(values.spatialIsrc);
  return {
    name: values.name.trim(),
    subTitle: orNull(values.subTitle),
    trackVersion: values.trackVersion === '' ? null : values.trackVersion,
    portfolioTitle: orNull(values.portfolioTitle),
    trackCode: orNull(values.trackCode),
    langCode: orNull(values.langCode),
    genreId: orNull(values.genreId),
    labelId: orNull(values.labelId),
    pLineId: orNull(values.pLineId),
    cLineId: orNull(values.cLineId),
    isrcAuth: values.isrcAuth,
    isrc: isrc === '' ? null : isrc,
    spatialIsrc: spatialIsrc === '' ? null : spatialIsrc,
    iswc: orNull(values.iswc),
    artists: values.artists,
    composers: splitNames(values.composers),
    lyricists: splitNames(values.lyricists),
    recordingProducer: orNull(values.recordingProducer),
    isAudition: values.isAudition,
    // without an audition its window is dropped, so no stale times wait in the record
    auditionStartMs: values.isAudition ? timeMs(values.auditionStart) : null,
    auditionEndMs: values.isAudition ? timeMs(values.auditionEnd) : null,
    explicit: values.explicit,
    spatialAudioType: values.spatialAudioType === '' ? null : values.spatialAudioType,
    quality: values.quality === '' ? null : values.quality,
  };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The record fields an edit of form field `field` writes (turning the audition off clears its times). */
function recordFieldsOf(field: TrackFormField): (keyof Track)[] {
  return field === 'isAudition'
    ? ['isAudition', 'auditionStartMs', 'auditionEndMs']
    : [TRACK_FIELD_OF[field]];
}

/**
 * The update op's payload: the record fields of the `edited` form fields whose saved value differs
 * from the stored track. Untouched fields are never sent, even when stored in another form (an
 * imported ISRC with dashes), so a form cannot change what the user did not edit.
 */
export function trackPatch(
  track: Track,
  values: TrackFormValues,
  edited: readonly TrackFormField[],
): Partial<Track> {
  const next = valuesToTrackFields(values);
  const patch: Partial<Track> = {};
  for (const key of new Set(edited.flatMap(recordFieldsOf))) {
    if (!same(track[key], next[key])) Object.assign(patch, { [key]: next[key] });
  }
  return patch;
}

export interface TrackFormIssues {
  /** refuse the save: the record would be malformed (name missing, bad ISRC, bad audition...) */
  blocking: Issue[];
  /** fine for a draft, needed before review: shown as warnings ("{field} incomplete") */
  incomplete: Issue[];
}

export interface TrackFormCheckOptions {
  /** a cleaned ISRC already used by another track of the organisation (local store) */
  isIsrcUsed(cleaned: string): boolean;
}

/** Issues about the audio or the lyrics files, shown in the audio section instead of a field. */
const FILE_FIELDS = new Set(['audio', 'lyrics', 'spatialAudio']);

/**
 * The domain's verdict on the track as the form would save it. Errors in fields the user edited
 * block the save; everything else (a stored value already wrong, a field still empty) is shown as
 * a warning, so a draft stays saveable and a locked field never blocks the fields around it.
 */
export function checkTrackForm(
  track: Track,
  values: TrackFormValues,
  edited: readonly TrackFormField[],
  options: TrackFormCheckOptions,
): TrackFormIssues {
  const candidate: Track = { ...track, ...valuesToTrackFields(values) };
  const formed = [
    ...validateTrackCreate(candidate),
    ...validateTrackIdentifiers(candidate, { isIsrcUsed: options.isIsrcUsed }),
    // typed text, not the parsed ms: "1:75" must say "invalid time", not "incomplete"
    ...validateAudition(
      { isAudition: values.isAudition, start: values.auditionStart, end: values.auditionEnd },
      track.audio?.durationMs ?? null,
    ),
  ];
  const editedKeys = new Set<string>(edited.flatMap(recordFieldsOf));
  const blocking = formed.filter((i) => i.severity === 'error' && editedKeys.has(i.field));
  const seen = new Set(formed.map((i) => `${i.field}:${i.code}`));
  const incomplete = [
    ...formed.filter((i) => !blocking.includes(i)),
    // the audition was judged on the typed text above
    ...validateTrack(candidate).filter(
      (i) => !seen.has(`${i.field}:${i.code}`) && !i.field.startsWith('audition'),
    ),
  ].map((i) => ({ ...i, severity: 'warning' as const }));
  return { blocking, incomplete };
}

/** Issues of the form's inputs (audio and file issues left out), keyed by form field. */
export function issuesByFormField(issues: readonly Issue[]): Map<TrackFormField, Issue[]> {
  const formFieldOf = new Map<string, TrackFormField>(
    (Object.entries(TRACK_FIELD_OF) as [TrackFormField, keyof Track][]).map(([form, record]) => [
      record,
      form,
    ]),
  );
  const out = new Map<TrackFormField, Issue[]>();
  for (const issue of issues) {
    if (FILE_FIELDS.has(issue.field)) continue;
    const field = formFieldOf.get(issue.field);
    if (field === undefined) continue;
    out.set(field, [...(out.get(field) ?? []), issue]);
  }
  return out;
}

/** Audio, lyrics and spatial-audio issues: shown in the audio section. */
export function fileIssues(issues: readonly Issue[]): Issue[] {
  return issues.filter((i) => FILE_FIELDS.has(i.field));
}
