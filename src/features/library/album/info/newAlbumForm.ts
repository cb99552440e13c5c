// The add-album drawer as plain data (spec section 5: "Add drawer requires name, authorization
// company, display language"; the album type too, since a record cannot exist without one).
// The rest of the album follows in the wizard.
import {
  validateAlbumCreate,
  type Album,
  type AlbumType,
  type Issue,
} from '../../../../domain/catalogue';

export interface NewAlbumValues {
  name: string;
  authorizationCompanyId: string;
  displayLanguage: string;
  type: AlbumType | null;
}

/** The organisation authorizes its own catalogue, so it is the party a new album starts with. */
export function emptyNewAlbum(organisationId: string): NewAlbumValues {
  return { name: '', authorizationCompanyId: organisationId, displayLanguage: '', type: null };
}

/** What createRecord gets: the four fields; the repository fills every other field's default. */
export function newAlbumRecord(values: NewAlbumValues): Partial<Album> {
  const record: Partial<Album> = { name: values.name.trim() };
  if (values.authorizationCompanyId !== '')
    record.authorizationCompanyId = values.authorizationCompanyId;
  if (values.displayLanguage !== '') record.displayLanguage = values.displayLanguage;
  if (values.type !== null) record.type = values.type;
  return record;
}

export function newAlbumIssues(values: NewAlbumValues): Issue[] {
  return validateAlbumCreate(newAlbumRecord(values));
}
