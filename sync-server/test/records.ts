// Builders of create payloads for the sync tests: the domain's test records cut down to what a
// client may write (clientWritableFields), so every payload passes validateOpPayload.
import { clientWritableFields, type EntityName } from '../../src/domain/catalogue/entities';
import { makeAlbum, makeAuthorization, makeTrack } from '../../src/domain/catalogue/testing';

export type Payload = Record<string, unknown>;

export function toCreatePayload(entity: EntityName, record: object): Payload {
  const source = record as Payload;
  return Object.fromEntries(
    clientWritableFields(entity).map((field) => [field, source[field] ?? null]),
  );
}

export function artistContent(overrides: Payload = {}): Payload {
  return {
    name: 'Artist',
    type: 'unknown',
    countryCode: 'CN',
    displayLanguage: null,
    alias: null,
    foreignName: null,
    occupation: null,
    birthday: null,
    birthplace: null,
    postalCode: null,
    members: [],
    agent: null,
    contact: null,
    website: null,
    recordCompanyId: null,
    genreIds: [],
    subGenreIds: [],
    representativeWorks: null,
    introduction: null,
    avatar: null,
    ...overrides,
  };
}

/**
 * The domain's test records name a record company, P/C line and artists by made-up ids; the server
 * refuses a reference to a record the organisation does not have, so the payloads name none.
 */
const NO_ALBUM_REFERENCES = { recordCompanyId: null, pLineId: null, cLineId: null, artists: [] };
const NO_TRACK_REFERENCES = { labelId: null, pLineId: null, cLineId: null, artists: [] };

export function albumPayload(overrides: Payload = {}): Payload {
  return { ...toCreatePayload('album', makeAlbum()), ...NO_ALBUM_REFERENCES, ...overrides };
}

let isrcCounter = 0;
/** A track complete but for its references; each call gets an ISRC of its own unless one is given. */
export function trackPayload(albumId: string | null, overrides: Payload = {}): Payload {
  const isrc = `CNT01${String(Date.now() % 100_000).padStart(5, '0')}${String(++isrcCounter % 100).padStart(2, '0')}`;
  return {
    ...toCreatePayload('track', makeTrack({ albumId, isrc })),
    ...NO_TRACK_REFERENCES,
    ...overrides,
  };
}

export function authorizationPayload(overrides: Payload = {}): Payload {
  return { ...toCreatePayload('authorization', makeAuthorization()), ...overrides };
}

export function lyricsPayload(trackId: string, overrides: Payload = {}): Payload {
  return {
    trackId,
    title: 'Lyrics',
    kind: 'original',
    format: 'lrc',
    language: 'zh',
    content: '[00:01.00]la',
    file: null,
    ...overrides,
  };
}

export function partyPayload(authorizationCompanyId: string, name: string): Payload {
  return { name, authorizationCompanyId };
}
