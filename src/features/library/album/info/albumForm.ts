// The album information form as plain data: the stored album turned into what the inputs hold,
// those values turned back into an update patch (UPC cleaned, blanks as null), and the domain's
// issues of the album as it would be saved. No React here, so it is tested alone.
import { checkAlbumUpc } from '../../../../domain/catalogue/albumUpc';
import {
  ALBUM_CREATE_REQUIRED,
  validateAlbum,
  validateAlbumCreate,
  type Album,
  type AlbumArtist,
  type AlbumEdition,
  type AlbumType,
  type Explicit,
  type Issue,
  type UpcMode,
} from '../../../../domain/catalogue';
import { cleanGtin } from '../../../../domain/identifiers';

export interface AlbumFormValues {
  name: string;
  type: AlbumType;
  edition: AlbumEdition | '';
  upcMode: UpcMode;
  upc: string;
  performingLanguage: string;
  genreId: string;
  recordCompanyId: string;
  pLineId: string;
  cLineId: string;
  artists: AlbumArtist[];
  /** 'YYYY-MM-DD' as a date input gives it; '' when empty */
  originalReleaseDate: string;
  expectedOnShelfDate: string;
  requestedOffShelfDate: string;
  isCollection: boolean;
  explicit: Explicit;
  previewAllowed: boolean;
  albumNumber: string;
  introduction: string;
}
/** Every form field writes the album field of the same name. */
export type AlbumFormField = keyof AlbumFormValues;
export const ALBUM_FORM_FIELDS = [
  'name',
  'type',
  'edition',
  'upcMode',
  'upc',
  'performingLanguage',
  'genreId',
  'recordCompanyId',
  'pLineId',
  'cLineId',
  'artists',
  'originalReleaseDate',
  'expectedOnShelfDate',
  'requestedOffShelfDate',
  'isCollection',
  'explicit',
  'previewAllowed',
  'albumNumber',
  'introduction',
] as const satisfies readonly AlbumFormField[];

const text = (value: string | null): string => value ?? '';
const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function albumToValues(album: Album): AlbumFormValues {
  return {
    name: album.name,
    type: album.type,
    edition: album.edition ?? '',
    upcMode: album.upcMode,
    upc: text(album.upc),
    performingLanguage: text(album.performingLanguage),
    genreId: text(album.genreId),
    recordCompanyId: text(album.recordCompanyId),
    pLineId: text(album.pLineId),
    cLineId: text(album.cLineId),
    artists: album.artists,
    originalReleaseDate: text(album.originalReleaseDate),
    expectedOnShelfDate: text(album.expectedOnShelfDate),
    requestedOffShelfDate: text(album.requestedOffShelfDate),
    isCollection: album.isCollection,
    explicit: album.explicit,
    previewAllowed: album.previewAllowed,
    albumNumber: text(album.albumNumber),
    introduction: text(album.introduction),
  };
}

/** The album as the form would save it: every field the form holds, in stored form. */
export function valuesToAlbumFields(values: AlbumFormValues): Partial<Album> {
  const upc = cleanGtin(values.upc);
  return {
    name: values.name.trim(),
    type: values.type,
    edition: values.edition === '' ? null : values.edition,
    upcMode: values.upcMode,
    // only an owned UPC is typed; the platform fills a system-generated or applied-for one
    upc: values.upcMode === 'owned' && upc !== '' ? upc : null,
    performingLanguage: orNull(values.performingLanguage),
    genreId: orNull(values.genreId),
    recordCompanyId: orNull(values.recordCompanyId),
    pLineId: orNull(values.pLineId),
    cLineId: orNull(values.cLineId),
    // a row whose artist was never chosen is not an artist
    artists: values.artists.filter((a) => a.artistId !== ''),
    originalReleaseDate: orNull(values.originalReleaseDate),
    expectedOnShelfDate: orNull(values.expectedOnShelfDate),
    requestedOffShelfDate: orNull(values.requestedOffShelfDate),
    isCollection: values.isCollection,
    explicit: values.explicit,
    previewAllowed: values.previewAllowed,
    albumNumber: orNull(values.albumNumber),
    // the introduction keeps its line breaks and inner spacing; only a blank one is dropped
    introduction: values.introduction.trim() === '' ? null : values.introduction,
  };
}

const same = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The record fields an edit of `field` writes: switching the UPC mode also sets (or drops) the UPC. */
export function recordFieldsOf(field: AlbumFormField): (keyof Album)[] {
  return field === 'upcMode' ? ['upcMode', 'upc'] : [field];
}

/**
 * The update op's payload: the record fields of the `edited` form fields whose saved value differs
 * from the stored album. Untouched fields are never sent, even when stored in another form (a UPC
 * imported with spaces), so a form cannot change what the user did not edit.
 */
export function albumPatch(
  album: Album,
  values: AlbumFormValues,
  edited: readonly AlbumFormField[],
): Partial<Album> {
  const next = valuesToAlbumFields(values);
  const patch: Partial<Album> = {};
  for (const key of new Set(edited.flatMap(recordFieldsOf))) {
    if (!same(album[key], next[key])) Object.assign(patch, { [key]: next[key] });
  }
  return patch;
}

export interface AlbumFormIssues {
  /** refuse the save: the record would be malformed (name missing, wrong UPC, dates in the wrong order) */
  blocking: Issue[];
  /** fine for a draft, needed before review: shown as warnings ("{field} incomplete") */
  incomplete: Issue[];
}

export interface AlbumFormCheckOptions {
  /** an EAN-13 held by another album of the organisation on this device */
  isUpcUsed(ean13: string): boolean;
}

/** Issues shown elsewhere than at a form input (the cover has its own section). */
const NOT_FORM_FIELDS = new Set(['cover']);
const CREATE_REQUIRED: ReadonlySet<string> = new Set(ALBUM_CREATE_REQUIRED);

/**
 * The domain's verdict on the album as the form would save it. Errors in fields the user edited
 * block the save, except a field that is merely still empty (a draft may be saved incomplete unless
 * the field is one the album cannot exist without). Everything else is a warning, so a stored value
 * already wrong or a locked field never blocks the fields around it.
 */
export function checkAlbumForm(
  album: Album,
  values: AlbumFormValues,
  edited: readonly AlbumFormField[],
  options: AlbumFormCheckOptions,
): AlbumFormIssues {
  const candidate: Album = { ...album, ...valuesToAlbumFields(values) };
  const upcIssues = checkAlbumUpc(candidate, { isUpcUsed: options.isUpcUsed });
  const formed = [
    ...validateAlbumCreate(candidate),
    ...upcIssues,
    ...validateAlbum(candidate).filter((i) => i.code === 'date-order'),
  ];
  const editedKeys = new Set<string>(edited.flatMap(recordFieldsOf));
  const blocks = (i: Issue) =>
    i.severity === 'error' &&
    editedKeys.has(i.field) &&
    (i.code !== 'required' || CREATE_REQUIRED.has(i.field));
  const blocking = formed.filter(blocks);
  const seen = new Set(formed.map((i) => `${i.field}:${i.code}`));
  const incomplete = [
    ...formed.filter((i) => !blocks(i)),
    ...validateAlbum(candidate).filter(
      (i) => !seen.has(`${i.field}:${i.code}`) && i.field !== 'upc',
    ),
  ]
    .filter((i) => !NOT_FORM_FIELDS.has(i.field))
    .map((i) => ({ ...i, severity: 'warning' as const }));
  return { blocking, incomplete };
}

/** The issues of each form field, in order. */
export function issuesByFormField(issues: readonly Issue[]): Map<AlbumFormField, Issue[]> {
  const fields: ReadonlySet<string> = new Set(ALBUM_FORM_FIELDS);
  const out = new Map<AlbumFormField, Issue[]>();
  for (const issue of issues) {
    if (!fields.has(issue.field)) continue;
    const field = issue.field as AlbumFormField;
    out.set(field, [...(out.get(field) ?? []), issue]);
  }
  return out;
}
