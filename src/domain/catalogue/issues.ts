// Validation answers codes, never sentences: `{field, code}` issues the UI words as
// `validation.<code>` (params fill the message). Warnings guide the user and never block a submit.
import type { IdentifierCode } from '../identifiers';
import type { ReleaseCode } from '../status/releaseStatus';
import type { ReviewCode } from '../status/reviewStatus';
import { megabytesOf } from '../media/fileSize';
import type { QualityCode } from '../quality/codes';
import type { EntityName } from './entities';

export const CATALOGUE_VALIDATION_CODES = [
  'required',
  'too-long',
  'format',
  'file-format',
  'file-too-large',
  'date-order',
  'entity-incomplete',
  'cover-too-small',
  'cover-not-square',
  'overseas-cover-size',
  'main-artist-required',
  'composer-required',
  'lyricist-required',
  'audio-required',
  'audio-not-verified',
  'audio-invalid',
  'audio-sample-rate',
  'audio-bit-depth',
  'audio-channels',
  'spatial-audio-format',
  'time-invalid',
  'audition-end-before-start',
  'audition-exceeds-track',
  'lyrics-lrc-missing',
  'clip-title-required',
  'clip-start-required',
  'clip-start-invalid',
  'clip-duration-required',
  'clip-duration-invalid',
  'clip-duration-zero',
  'clip-exceeds-track',
  'clip-track-no-duration',
  'clip-file-required',
  'clip-length-not-suggested',
  'email-format',
  'rights-percentage-range',
  'rights-percentage-decimals',
  'name-taken',
  'copy-no-field',
  'copy-no-track',
  'attachment-format',
  'track-multiple-authorizations',
  'track-not-authorized',
  'album-no-tracks',
  'album-type-ep-track-count',
  'album-type-album-track-count',
  'avatar-small',
  'excel-too-many-rows',
  'folder-name-too-long',
  'folder-name-duplicate',
  'field-not-writable',
  /** NUL or half a surrogate pair: schemas/text.ts */
  'invalid-character',
  /** an op's payload beyond SyncLimits' bounds: sync/bounds.ts */
  'op-too-deep',
  'op-too-large',
  'upc-used',
  'rights-country-duplicate',
  'localization-language-duplicate',
  /** an id naming a record, party or file the organisation does not have: references.ts */
  'reference-not-found',
  /** deleting a delivered track without the typed phrase: status/trackDeletion.ts */
  'confirm-phrase-required',
] as const;
export type CatalogueCode = (typeof CATALOGUE_VALIDATION_CODES)[number];

/** Every code a catalogue validation can put in an issue. */
export type ValidationCode =
  CatalogueCode | IdentifierCode | ReviewCode | ReleaseCode | QualityCode;

export type IssueSeverity = 'error' | 'warning';

export interface Issue {
  /** the record field (or pseudo-field like 'tracks') the issue is about */
  field: string;
  code: ValidationCode;
  severity: IssueSeverity;
  /** message parameters, e.g. { field: 'name' } for "{field} incomplete", { max: 500 } */
  params?: Readonly<Record<string, string | number>>;
  /** set when the issue is about another record than the one validated (album submission) */
  entity?: EntityName;
  entityId?: string;
}

export function issue(field: string, code: ValidationCode, params?: Issue['params']): Issue {
  return params === undefined
    ? { field, code, severity: 'error' }
    : { field, code, severity: 'error', params };
}

export function warning(field: string, code: ValidationCode, params?: Issue['params']): Issue {
  return params === undefined
    ? { field, code, severity: 'warning' }
    : { field, code, severity: 'warning', params };
}

/** "{field} incomplete": the field name is a param so the UI can put the label in. */
export function requiredIssue(field: string): Issue {
  return issue(field, 'required', { field });
}

/** The size cap of a 'file-too-large' issue, in the spec's unit (M = decimal MB). */
export function tooLargeIssue(field: string, maxBytes: number): Issue {
  return issue(field, 'file-too-large', { maxMb: megabytesOf(maxBytes) });
}

export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** One 'required' issue per blank field, in the order given. */
export function checkRequired<T extends object>(
  record: Partial<T>,
  fields: readonly (keyof T & string)[],
): Issue[] {
  return fields.filter((field) => isBlank(record[field])).map(requiredIssue);
}

export function hasErrors(issues: readonly Issue[]): boolean {
  return issues.some((i) => i.severity === 'error');
}

export function errorsOf(issues: readonly Issue[]): Issue[] {
  return issues.filter((i) => i.severity === 'error');
}

export function warningsOf(issues: readonly Issue[]): Issue[] {
  return issues.filter((i) => i.severity === 'warning');
}

/** Tags issues with the record they concern (used when one check covers several records). */
export function aboutRecord(
  issues: readonly Issue[],
  entity: EntityName,
  entityId: string,
): Issue[] {
  return issues.map((i) => ({ ...i, entity, entityId }));
}
