// Builders of valid, complete records for tests (here and in sync/, data/, sync-server/): each
// returns a record that passes its schema and its validation; tests override what they probe.
import type { Album } from './album';
import type { AudioFacts, ImageFacts } from './common';
import type { Authorization, AuthorizationTrack } from './rights';
import type { Track } from './track';

const ORG = 'org-1';
const AT = '2025-01-01T00:00:00.000Z';
let counter = 0;

/** A deterministic uuid-shaped id: testId(1) = 00000000-0000-4000-8000-000000000001. */
export function testId(n: number = ++counter): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function makeCover(overrides: Partial<ImageFacts> = {}): ImageFacts {
  return {
    path: 'covers/a.jpg',
    name: 'a.jpg',
    sizeBytes: 2_000_000,
    format: 'jpg',
    widthPx: 3000,
    heightPx: 3000,
    ...overrides,
  };
}

export function makeAudio(overrides: Partial<AudioFacts> = {}): AudioFacts {
  return {
    path: 'audio/a.wav',
    name: 'a.wav',
    sizeBytes: 40_000_000,
    format: 'wav',
    durationMs: 200_000,
    sampleRateHz: 44_100,
    bitDepth: 16,
    channels: 2,
    bitrateKbps: 1411,
    verifiedAt: AT,
    ...overrides,
  };
}

export function makeAlbum(overrides: Partial<Album> = {}): Album {
  return {
    id: testId(),
    orgId: ORG,
    version: 1,
    updatedAt: AT,
    name: 'Album',
    cover: makeCover(),
    type: 1,
    edition: 'original',
    upcMode: 'system',
    upc: null,
    authorizationCompanyId: testId(900),
    displayLanguage: 'zh-hans',
    performingLanguage: 'cmn',
    genreId: 'pop',
    recordCompanyId: testId(901),
    pLineId: testId(902),
    cLineId: testId(902),
    artists: [{ artistId: testId(903), role: 'MainArtist' }],
    originalReleaseDate: '2024-05-01',
    expectedOnShelfDate: '2025-02-01',
    requestedOffShelfDate: null,
    isCollection: false,
    explicit: 0,
    previewAllowed: false,
    albumNumber: null,
    introduction: null,
    source: 1,
    reviewStatus: 10,
    releaseStatus: 20,
    paymentMode: null,
    approvedAt: null,
    everReleased: false,
    rejectReason: null,
    rejectStage: null,
    ...overrides,
  };
}

export function makeTrack(overrides: Partial<Track> = {}): Track {
  return {
    id: testId(),
    orgId: ORG,
    version: 1,
    updatedAt: AT,
    albumId: null,
    trackNo: 1,
    discNo: 1,
    name: 'Song',
    assetId: null,
    trackCode: null,
    langCode: 'cmn',
    displayLanguage: 'zh-hans',
    authorizationCompanyId: testId(900),
    isrc: 'CNA122400001',
    isrcAuth: 0,
    spatialIsrc: null,
    iswc: null,
    genreId: 'pop',
    labelId: testId(901),
    cLineId: null,
    pLineId: null,
    artists: [{ artistId: testId(903), role: 'main' }],
    trackVersion: 'studio',
    subTitle: null,
    isAudition: false,
    auditionStartMs: null,
    auditionEndMs: null,
    explicit: 0,
    composers: ['Composer'],
    lyricists: ['Lyricist'],
    recordingProducer: null,
    audio: makeAudio(),
    portfolioTitle: null,
    spatialAudioType: null,
    spatialAudio: null,
    quality: 'lossless',
    source: 1,
    ...overrides,
  };
}

export function makeAuthorization(overrides: Partial<Authorization> = {}): Authorization {
  return {
    id: testId(),
    orgId: ORG,
    version: 1,
    updatedAt: AT,
    authorizationCompanyId: testId(900),
    title: 'Letter',
    number: 'A-1',
    attachment: { path: 'letters/a.pdf', name: 'a.pdf', sizeBytes: 1000 },
    metadataAttachment: null,
    songCount: 0,
    ...overrides,
  };
}

export function makeBinding(
  authorizationId: string,
  trackId: string,
  albumId: string | null = null,
): AuthorizationTrack {
  return { id: testId(), orgId: ORG, version: 1, updatedAt: AT, authorizationId, trackId, albumId };
}
