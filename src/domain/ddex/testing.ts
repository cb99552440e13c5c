// Builders of complete release bundles for tests and benches: a bundle that makes a valid message,
// which tests then bend. Records come from the catalogue's own test builders.
import type { Localization, Lyrics } from '../catalogue/media';
import type { Artist, PlCline, RecordCompany } from '../catalogue/parties';
import type { RightsCountry, RightsHolder } from '../catalogue/rights';
import { makeAlbum, makeAudio, makeCover, makeTrack, testId } from '../catalogue/testing';
import type { Track } from '../catalogue/track';
import { completeGtin } from '../identifiers';
import type { ReleaseBundle, StoredFile } from './bundle';

const AT = '2025-01-01T00:00:00.000Z';
const base = (id: string) => ({ id, orgId: 'org-1', version: 1, updatedAt: AT });

/** A hex sha256-shaped string, deterministic per seed. */
export function fakeSha256(seed: string): string {
  let h = 2166136261;
  let out = '';
  for (let i = 0; out.length < 64; i += 1) {
    h = Math.imul(h ^ (seed.charCodeAt(i % Math.max(1, seed.length)) + i), 16777619) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out.slice(0, 64);
}

export function storedFile(fileId: string, fileName: string, sizeBytes = 1000): StoredFile {
  return { fileId, fileName, sizeBytes, sha256: fakeSha256(fileId) };
}

export function makeArtist(id: string, name: string, overrides: Partial<Artist> = {}): Artist {
  return {
    ...base(id),
    name,
    type: 'male',
    countryCode: 'CN',
    displayLanguage: 'zh-Hans',
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
    source: 1,
    albumCount: 0,
    songCount: 0,
    ...overrides,
  };
}

export function makeRecordCompany(id: string, name: string): RecordCompany {
  return {
    ...base(id),
    name,
    displayLanguage: 'zh-Hans',
    authorizationCompanyId: testId(900),
    albumCount: 0,
    trackCount: 0,
    creatorName: null,
    createdAt: AT,
    source: 1,
  };
}

export function makePlCline(id: string, name: string): PlCline {
  return { ...base(id), name, authorizationCompanyId: testId(900), source: 1, createdAt: AT };
}

export function makeRightsHolder(id: string, overrides: Partial<RightsHolder> = {}): RightsHolder {
  return {
    ...base(id),
    albumId: null,
    trackId: null,
    type: 'recordingOwner',
    name: 'Holder',
    email: null,
    ...overrides,
  };
}

export function makeRightsCountry(
  id: string,
  rightsHolderId: string,
  overrides: Partial<RightsCountry> = {},
): RightsCountry {
  return {
    ...base(id),
    rightsHolderId,
    albumId: null,
    countryCode: 'CN',
    opInfo: null,
    spInfo: null,
    percentage: 100,
    periodStart: '2024-01-01',
    periodEnd: null,
    ...overrides,
  };
}

export function makeLyrics(
  id: string,
  trackId: string,
  fileId: string,
  overrides: Partial<Lyrics> = {},
): Lyrics {
  return {
    ...base(id),
    trackId,
    title: 'Lyrics',
    kind: 'original',
    format: 'lrc',
    language: 'zh-Hans',
    content: '[00:01.00]月亮',
    file: { path: fileId, name: 'song.lrc', sizeBytes: 20 },
    ...overrides,
  };
}

export function makeLocalization(
  id: string,
  entity: Localization['entity'],
  entityId: string,
  language: string,
  name: string,
): Localization {
  return {
    ...base(id),
    entity,
    entityId,
    albumId: null,
    language,
    name,
    subTitle: null,
    introduction: null,
    overseasCover: null,
  };
}

/** A valid bundle: `trackCount` tracks with audio, one artist, label, P/C line, cover and a worldwide deal. */
export function makeBundle(trackCount = 2, overrides: Partial<ReleaseBundle> = {}): ReleaseBundle {
  const artist = makeArtist(testId(903), '月亮乐队', {
    foreignName: 'Moon River Band',
    type: 'band',
  });
  const label = makeRecordCompany(testId(901), '星河唱片');
  const line = makePlCline(testId(902), 'Star River Records Ltd.');
  const album = makeAlbum({
    id: testId(800),
    name: '夏天的风',
    upc: completeGtin('69000000001'),
    upcMode: 'owned',
    displayLanguage: 'zh-Hans',
    performingLanguage: 'zh',
    cover: makeCover({ path: 'f-cover', name: 'cover.jpg' }),
  });
  const tracks: Track[] = Array.from({ length: trackCount }, (_, i) =>
    makeTrack({
      id: testId(1000 + i),
      albumId: album.id,
      trackNo: i + 1,
      name: `第${i + 1}首歌`,
      displayLanguage: 'zh-Hans',
      langCode: 'zh',
      isrc: `CNA12240${String(i + 1).padStart(4, '0')}`,
      audio: makeAudio({
        path: `f-audio-${i}`,
        name: 'master.wav',
        durationMs: 200_000 + i * 1000,
      }),
    }),
  );
  const files: Record<string, StoredFile> = {
    'f-cover': storedFile('f-cover', 'cover.jpg', 2_000_000),
  };
  for (const t of tracks)
    if (t.audio !== null)
      files[t.audio.path] = storedFile(t.audio.path, t.audio.name, t.audio.sizeBytes);
  return {
    album,
    tracks,
    artists: [artist],
    recordCompanies: [label],
    plClines: [line],
    rightsHolders: [],
    rightsCountries: [],
    lyrics: [],
    localizations: [],
    files,
    deal: {
      territories: ['Worldwide'],
      excludedTerritories: [],
      usages: ['subscriptionStream', 'permanentDownload'],
      validFrom: null,
      validUntil: null,
      preorderStart: null,
    },
    message: {
      sender: { dpid: 'PADPIDA2025010101A', name: 'Rights Partner Portal' },
      recipient: { dpid: 'PADPIDA2025010102B', name: 'Example Music Store' },
      messageId: 'MSG-1',
      threadId: 'THREAD-1',
      createdAt: '2025-01-10T08:00:00Z',
      isTestMessage: false,
    },
    recipient: { lyricsAccepted: true, spatialAudioAccepted: true, takedownStyle: 'endDatedDeals' },
    ...overrides,
  };
}
