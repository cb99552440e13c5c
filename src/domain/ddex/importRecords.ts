// An import plan's album, tracks and parties as catalogue record contents (the payload a create op
// would carry): the server adds ids, its own fields and source 3, and settles the file references.
// Parties are named by the message's references; `ids` says which record each became.
import type { FileRef } from '../catalogue/common';
import type { ImportAlbum, ImportParty, ImportTrack } from './importTypes';

export interface ImportIds {
  /** partyRef -> artist id (matched or new) */
  artists: ReadonlyMap<string, string>;
  /** partyRef -> record company id (matched or new) */
  recordCompanies: ReadonlyMap<string, string>;
}

/** A file of the package as stored; its facts are the server's once it is verified. */
export type ImportedFileRef = FileRef;

const DEFAULT_DISPLAY_LANGUAGE = 'zh-Hans';

const idsOf = <T extends { partyRef: string }>(
  list: readonly T[],
  map: ReadonlyMap<string, string>,
): Array<Omit<T, 'partyRef'> & { artistId: string }> =>
  list.flatMap(({ partyRef, ...rest }) => {
    const artistId = map.get(partyRef);
    return artistId === undefined ? [] : [{ ...rest, artistId }];
  });

export function artistContentOf(party: ImportParty): Record<string, unknown> {
  return {
    name: party.name,
    type: 'unknown',
    countryCode: null,
    displayLanguage: party.language,
    alias: null,
    foreignName: party.foreignName,
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
  };
}

export function recordCompanyContentOf(
  party: ImportParty,
  authorizationCompanyId: string,
): Record<string, unknown> {
  return { name: party.name, displayLanguage: party.language, authorizationCompanyId };
}

export function albumContentOf(
  album: ImportAlbum,
  tracks: readonly ImportTrack[],
  ids: ImportIds,
  orgId: string,
  cover: Record<string, unknown> | null,
): Record<string, unknown> {
  const recordCompanyId =
    album.recordCompanyPartyRef === null
      ? null
      : (ids.recordCompanies.get(album.recordCompanyPartyRef) ?? null);
  return {
    name: album.name,
    cover,
    type: album.type,
    edition: album.edition,
    upcMode: album.upc === null ? 'system' : 'owned',
    upc: album.upc,
    authorizationCompanyId: orgId,
    displayLanguage: album.displayLanguage ?? DEFAULT_DISPLAY_LANGUAGE,
    performingLanguage: tracks.find((t) => t.langCode !== null)?.langCode ?? null,
    genreId: album.genreId,
    recordCompanyId,
    pLineId: null,
    cLineId: null,
    artists: idsOf(album.artists, ids.artists),
    originalReleaseDate: album.originalReleaseDate,
    expectedOnShelfDate: album.expectedOnShelfDate,
    requestedOffShelfDate: null,
    isCollection: album.isCollection,
    explicit: album.explicit,
    previewAllowed: album.previewAllowed,
    albumNumber: null,
    introduction: null,
    paymentMode: null,
  };
}

export function trackContentOf(
  track: ImportTrack,
  albumId: string,
  album: ImportAlbum,
  ids: ImportIds,
  orgId: string,
  audio: Record<string, unknown> | null,
): Record<string, unknown> {
  return {
    albumId,
    trackNo: track.trackNo,
    discNo: track.discNo,
    name: track.name,
    trackCode: null,
    langCode: track.langCode,
    displayLanguage: track.displayLanguage ?? album.displayLanguage ?? DEFAULT_DISPLAY_LANGUAGE,
    authorizationCompanyId: orgId,
    isrc: track.isrc,
    isrcAuth: 0,
    spatialIsrc: track.spatialIsrc,
    iswc: track.iswc,
    genreId: track.genreId ?? album.genreId,
    labelId:
      track.labelPartyRef === null ? null : (ids.recordCompanies.get(track.labelPartyRef) ?? null),
    cLineId: null,
    pLineId: null,
    artists: idsOf(track.artists, ids.artists),
    trackVersion: track.trackVersion,
    subTitle: track.subTitle,
    isAudition: track.preview !== null,
    auditionStartMs: track.preview?.startMs ?? null,
    auditionEndMs: track.preview?.endMs ?? null,
    explicit: track.explicit,
    composers: track.composers,
    lyricists: track.lyricists,
    recordingProducer: track.recordingProducer,
    audio,
    portfolioTitle: null,
    spatialAudioType: track.spatialAudioType,
    spatialAudio: null,
    quality: null,
  };
}

/** The audio reference a track gets before the server settles it: the message's own facts. */
export function audioRefOf(track: ImportTrack, file: ImportedFileRef): Record<string, unknown> {
  return {
    ...file,
    format: track.audio?.codec ?? file.name.split('.').pop() ?? '',
    durationMs: track.durationMs ?? 0,
    sampleRateHz: track.audio?.sampleRateHz ?? 0,
    bitDepth: track.audio?.bitDepth ?? null,
    channels: track.audio?.channels ?? 0,
    bitrateKbps: null,
    verifiedAt: null,
  };
}

export function coverRefOf(file: ImportedFileRef): Record<string, unknown> {
  return { ...file, format: file.name.split('.').pop() ?? '', widthPx: 0, heightPx: 0 };
}

export function lyricsContentOf(
  trackId: string,
  track: ImportTrack,
  text: string,
  file: ImportedFileRef,
): Record<string, unknown> {
  const ext = file.name.split('.').pop()?.toLowerCase();
  return {
    trackId,
    title: track.name,
    kind: 'original',
    format: ext === 'krc' || ext === 'txt' ? ext : 'lrc',
    language: track.langCode,
    content: text,
    file,
  };
}
