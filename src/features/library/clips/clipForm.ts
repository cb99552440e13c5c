// The add/edit clip form as plain values: what the drawer holds, the domain's checks on it and the
// record it writes. Times stay text until saved so a half-typed value is never rewritten.
import {
  clipWindowMs,
  minutesSecondsInput,
  splitMinutesSeconds,
} from '../../../domain/catalogue/clipRules';
import type { AudioFacts } from '../../../domain/catalogue/common';
import { CLIP_TYPE } from '../../../domain/catalogue/enums';
import { requiredIssue, type Issue } from '../../../domain/catalogue/issues';
import type { TrackClip } from '../../../domain/catalogue/media';
import { validateClip } from '../../../domain/catalogue/validateMedia';
import type { MediaFormSpec } from '../shared/media/useMediaForm';

/** The form offers the two types a partner makes; type 3 (pay-mode default) comes from the back office. */
export type EditableClipType = typeof CLIP_TYPE.system | typeof CLIP_TYPE.uploaded;

export interface ClipFormValues {
  trackId: string | null;
  title: string;
  type: EditableClipType;
  startMinutes: string;
  startSeconds: string;
  /** seconds ("30") or mm:ss ("0:30"), as parseTimeInput reads them */
  duration: string;
  tag: string;
  file: AudioFacts | null;
}

export type ClipPayload = Pick<
  TrackClip,
  'trackId' | 'title' | 'type' | 'startMs' | 'durationMs' | 'tag' | 'file'
>;

export function emptyClipForm(trackId: string | null): ClipFormValues {
  return {
    trackId,
    title: '',
    type: CLIP_TYPE.system,
    startMinutes: '0',
    startSeconds: '0',
    duration: '30',
    tag: '',
    file: null,
  };
}

export function clipFormFromRecord(clip: TrackClip): ClipFormValues {
  const start = splitMinutesSeconds(clip.startMs);
  return {
    trackId: clip.trackId,
    title: clip.title,
    type: clip.type === CLIP_TYPE.uploaded ? CLIP_TYPE.uploaded : CLIP_TYPE.system,
    startMinutes: start.minutes,
    startSeconds: start.seconds,
    duration: clip.durationMs === null ? '' : String(clip.durationMs / 1000),
    tag: clip.tag ?? '',
    file: clip.file,
  };
}

function clipInput(values: ClipFormValues) {
  return {
    title: values.title,
    type: values.type,
    start: minutesSecondsInput(values.startMinutes, values.startSeconds),
    duration: values.duration,
    file: values.type === CLIP_TYPE.uploaded ? values.file : null,
  };
}

/** The track first ("Track incomplete"), then the spec's clip rules against the track's length. */
export function validateClipForm(values: ClipFormValues, trackDurationMs: number | null): Issue[] {
  if (values.trackId === null) {
    // without a track its length is unknown, not 0: only "Track incomplete" is said about it
    const rest = validateClip(clipInput(values), trackDurationMs).filter(
      (i) => i.code !== 'clip-track-no-duration',
    );
    return [requiredIssue('trackId'), ...rest];
  }
  return validateClip(clipInput(values), trackDurationMs);
}

/** The record to write; null while the times cannot be read (validateClipForm says why). */
export function clipPayload(values: ClipFormValues): ClipPayload | null {
  const window = clipWindowMs(clipInput(values));
  if (window === null || values.trackId === null) return null;
  const tag = values.tag.trim();
  return {
    trackId: values.trackId,
    title: values.title.trim(),
    type: values.type,
    startMs: window.startMs,
    durationMs: window.durationMs,
    tag: tag === '' ? null : tag,
    file: values.type === CLIP_TYPE.uploaded ? values.file : null,
  };
}

/** The clip's part of the one media form (useMediaForm). */
export const clipFormSpec: MediaFormSpec<'trackClip', ClipFormValues, ClipPayload> = {
  entity: 'trackClip',
  saveContext: 'clip.save',
  uploadPurpose: 'clip',
  empty: emptyClipForm,
  fromRecord: clipFormFromRecord,
  validate: validateClipForm,
  payload: clipPayload,
};
