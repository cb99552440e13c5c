// Label, required mark and message of one input of the album form: its blocking error first (or
// what the repository refused), otherwise what it still lacks for review, as a warning.
import { useIntl } from 'react-intl';
import type { Issue } from '../../../../domain/catalogue';
import { fieldState } from '../../shared/issueText';
import type { AlbumInfoForm } from '../useAlbumInfoForm';
import { issuesByFormField, type AlbumFormField } from './albumForm';
import { albumFieldLabels } from './messages';

export interface AlbumFieldProps {
  label: string;
  required: boolean;
  validationMessage?: string;
  validationState?: 'error' | 'warning';
}

export type AlbumFieldPropsOf = (field: AlbumFormField) => AlbumFieldProps;

function pick(issues: readonly Issue[] | undefined): Issue | undefined {
  return issues?.find((i) => i.severity === 'error') ?? issues?.[0];
}

/** Required before review (spec section 5); the UPC only when the partner owns one. */
const REQUIRED: ReadonlySet<AlbumFormField> = new Set([
  'name',
  'type',
  'performingLanguage',
  'genreId',
  'recordCompanyId',
  'pLineId',
  'cLineId',
  'artists',
  'originalReleaseDate',
  'expectedOnShelfDate',
]);

export function useAlbumFieldProps(form: AlbumInfoForm): AlbumFieldPropsOf {
  const intl = useIntl();
  const byField = issuesByFormField([
    ...form.issues.blocking,
    ...form.refused,
    ...form.issues.incomplete,
  ]);
  return (field) => ({
    label: intl.formatMessage(albumFieldLabels[field]),
    required: REQUIRED.has(field) || (field === 'upc' && form.values.upcMode === 'owned'),
    // a field the user cannot change now is not nagged about
    ...(form.canEdit(field) ? fieldState(intl, pick(byField.get(field)), albumFieldLabels) : {}),
  });
}
