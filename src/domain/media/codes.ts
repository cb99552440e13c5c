// Media checks answer codes (worded by the UI as `media.<code>`, with the file name in params),
// in the catalogue's kebab-case style and in its `{field, code, severity, params}` issue shape.
import type { Issue } from '../catalogue/issues';

export const MEDIA_CODES = [
  'file-empty',
  'file-format',
  'file-too-large',
  'file-extension-mismatch',
  /** the check itself could not run (the probe worker failed or timed out): try again */
  'file-unchecked',
  'audio-corrupt',
  'audio-no-duration',
  'audio-sample-rate',
  'audio-bit-depth',
  'audio-channels',
  'spatial-audio-format',
  'atmos-metadata-missing',
  'surround-channels',
  'image-corrupt',
  'image-too-small',
  'image-not-square',
  'image-overseas-size',
  'image-small-recommended',
  'lyrics-format',
  'lyrics-empty',
  'lyrics-time-invalid',
  'lyrics-time-order',
  'lyrics-time-beyond-track',
] as const;
export type MediaCode = (typeof MEDIA_CODES)[number];

/** Why a probe could not read a file's facts. */
export type ProbeFailureCode = Extract<
  MediaCode,
  'file-empty' | 'file-format' | 'audio-corrupt' | 'image-corrupt'
>;

export type MediaIssue = Omit<Issue, 'code'> & { code: MediaCode };

export function mediaIssue(
  field: string,
  code: MediaCode,
  params?: MediaIssue['params'],
): MediaIssue {
  return params === undefined
    ? { field, code, severity: 'error' }
    : { field, code, severity: 'error', params };
}

export function mediaWarning(
  field: string,
  code: MediaCode,
  params?: MediaIssue['params'],
): MediaIssue {
  return params === undefined
    ? { field, code, severity: 'warning' }
    : { field, code, severity: 'warning', params };
}
