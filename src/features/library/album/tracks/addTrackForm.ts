// The add-track drawer's rules (spec section 5: name, authorization company and display language
// required; an ISRC, when given, cleaned and checked, "Current ISRC has been used" when another
// track holds it). The checks are the domain's; this maps the drawer's text to a track payload.
import type { Album, Issue, Track } from '../../../../domain/catalogue';
import { validateTrackCreate, validateTrackIdentifiers } from '../../../../domain/catalogue';
import { cleanIsrc, ISRC_LENGTH } from '../../../../domain/identifiers';

export interface AddTrackValues {
  name: string;
  displayLanguage: string;
  /** as typed; saved cleaned */
  isrc: string;
  /** performing language; '' when not chosen */
  langCode: string;
}

export type AddTrackField = keyof AddTrackValues;

/** The album's display language is the likely one for its tracks; the user may change it. */
export function initialAddTrackValues(album: Pick<Album, 'displayLanguage'>): AddTrackValues {
  return { name: '', displayLanguage: album.displayLanguage, isrc: '', langCode: '' };
}

export type NewTrack = Pick<
  Track,
  | 'albumId'
  | 'trackNo'
  | 'name'
  | 'authorizationCompanyId'
  | 'displayLanguage'
  | 'isrc'
  | 'langCode'
>;

/** The create payload: the album's authorizing party (fixed), trimmed name, cleaned ISRC. */
export function newTrackOf(
  values: AddTrackValues,
  album: Pick<Album, 'id' | 'authorizationCompanyId'>,
  trackNo: number,
): NewTrack {
  const isrc = cleanIsrc(values.isrc);
  return {
    albumId: album.id,
    trackNo,
    name: values.name.trim(),
    authorizationCompanyId: album.authorizationCompanyId,
    displayLanguage: values.displayLanguage,
    isrc: isrc === '' ? null : isrc,
    langCode: values.langCode === '' ? null : values.langCode,
  };
}

export function checkAddTrack(track: NewTrack, isIsrcUsed: (cleaned: string) => boolean): Issue[] {
  return [
    ...validateTrackCreate(track),
    ...validateTrackIdentifiers({ isrc: track.isrc }, { isIsrcUsed }),
  ];
}

/** The ISRC's message shows as soon as a full code was typed; the others after a save attempt. */
export function isIsrcComplete(typed: string): boolean {
  return cleanIsrc(typed).length >= ISRC_LENGTH;
}
