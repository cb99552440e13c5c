// Label, required mark and message of one input of the track form: its blocking error first (or
// what the repository refused), otherwise what it still lacks for review, as a warning.
import { useIntl } from 'react-intl';
import type { Issue } from '../../../domain/catalogue';
import { fieldState } from '../shared/issueText';
import { trackFieldLabels } from './messages';
import { issuesByFormField, TRACK_FIELD_OF, type TrackFormField } from './trackForm';
import type { TrackInfoForm } from './useTrackInfoForm';

export interface TrackFieldProps {
  label: string;
  required: boolean;
  validationMessage?: string;
  validationState?: 'error' | 'warning';
}

function pick(issues: readonly Issue[] | undefined): Issue | undefined {
  return issues?.find((i) => i.severity === 'error') ?? issues?.[0];
}

/** Fields required before review (spec section 5); the ISRC only when the partner holds one. */
function isRequired(field: TrackFormField, form: TrackInfoForm): boolean {
  switch (field) {
    case 'name':
    case 'langCode':
    case 'genreId':
    case 'labelId':
    case 'artists':
    case 'composers':
      return true;
    case 'isrc':
      return form.values.isrcAuth === 0;
    case 'lyricists':
      return form.values.trackVersion !== 'accompaniment';
    case 'auditionStart':
    case 'auditionEnd':
      return form.values.isAudition;
    default:
      return false;
  }
}

export function useTrackFieldProps(
  form: TrackInfoForm,
): (field: TrackFormField) => TrackFieldProps {
  const intl = useIntl();
  const byField = issuesByFormField([
    ...form.issues.blocking,
    ...form.refused,
    ...form.issues.incomplete,
  ]);
  return (field) => ({
    label: intl.formatMessage(
      trackFieldLabels[TRACK_FIELD_OF[field] as keyof typeof trackFieldLabels],
    ),
    required: isRequired(field, form),
    ...fieldState(intl, pick(byField.get(field)), trackFieldLabels),
  });
}
