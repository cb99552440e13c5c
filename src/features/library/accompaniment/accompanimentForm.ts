// The accompaniment drawer's values, the domain's checks and the record it writes.
import type { AudioFacts } from '../../../domain/catalogue/common';
import type { AccompanimentType } from '../../../domain/catalogue/enums';
import { requiredIssue, type Issue } from '../../../domain/catalogue/issues';
import type { Accompaniment } from '../../../domain/catalogue/media';
import { validateAccompaniment } from '../../../domain/catalogue/validateMedia';
import type { MediaFormSpec } from '../shared/media/useMediaForm';

export interface AccompanimentFormValues {
  trackId: string | null;
  title: string;
  accompanimentType: AccompanimentType | null;
  tag: string;
  file: AudioFacts | null;
}

export type AccompanimentPayload = Pick<
  Accompaniment,
  'trackId' | 'title' | 'accompanimentType' | 'tag' | 'file'
>;

export function emptyAccompanimentForm(trackId: string | null): AccompanimentFormValues {
  return { trackId, title: '', accompanimentType: null, tag: '', file: null };
}

export function accompanimentFormFromRecord(acc: Accompaniment): AccompanimentFormValues {
  return {
    trackId: acc.trackId,
    title: acc.title,
    accompanimentType: acc.accompanimentType,
    tag: acc.tag ?? '',
    file: acc.file,
  };
}

/** Track, then the spec's rules: name/title and type required, a wav/flac/mp3/m4a/aif file. */
export function validateAccompanimentForm(values: AccompanimentFormValues): Issue[] {
  const issues: Issue[] = values.trackId === null ? [requiredIssue('trackId')] : [];
  return [
    ...issues,
    ...validateAccompaniment({
      title: values.title.trim(),
      accompanimentType: values.accompanimentType ?? undefined,
      file: values.file,
    }),
  ];
}

/** The record to write; null while a required value is missing. */
export function accompanimentPayload(values: AccompanimentFormValues): AccompanimentPayload | null {
  if (values.trackId === null || values.accompanimentType === null) return null;
  const tag = values.tag.trim();
  return {
    trackId: values.trackId,
    title: values.title.trim(),
    accompanimentType: values.accompanimentType,
    tag: tag === '' ? null : tag,
    file: values.file,
  };
}

/** The accompaniment's part of the one media form (useMediaForm); its file is not timed against the track. */
export const accompanimentFormSpec: MediaFormSpec<
  'accompaniment',
  AccompanimentFormValues,
  AccompanimentPayload
> = {
  entity: 'accompaniment',
  saveContext: 'accompaniment.save',
  uploadPurpose: 'accompaniment',
  empty: emptyAccompanimentForm,
  fromRecord: accompanimentFormFromRecord,
  validate: (values) => validateAccompanimentForm(values),
  payload: accompanimentPayload,
};
