// The demo organisation's catalogue: valid domain records written through the sync write path, so
// clients pull them like any other change. One album per review state the dashboard counts (12,
// 11, 16, 13, 10); the approved ones carry their snapshot so "undo modification" works in the demo.
// The organisation stands in as the authorizing party of its own catalogue. Covers, audio, lyrics
// and the letter point at files the server has stored and verified (files.ts), and each record
// gets their facts as a create op pointing at a verified file does (sync/fileRefs.ts).
import { randomUUID } from 'node:crypto';
import type { FileRef } from '../../../src/domain/catalogue/common';
import type { EntityName } from '../../../src/domain/catalogue/entities';
import { completeGtin } from '../../../src/domain/identifiers';
import type { ReviewStatus } from '../../../src/domain/status/reviewStatus';
import { refreshSongCounts } from '../sync/effects';
import { resolveFileRefs } from '../sync/fileRefs';
import { newRecord } from '../sync/newRecord';
import type { OrgWriter } from '../sync/orgWrite';
import { insertRecord, type RecordRow } from '../sync/records';
import { writeSnapshot } from '../sync/snapshots';
import type { StoredRecord } from '../sync/tables';

export interface DemoAlbum {
  name: string;
  reviewStatus: ReviewStatus;
  type: 1 | 2 | 3;
  tracks: readonly string[];
  rejectReason?: string;
}

export const DEMO_ALBUMS: readonly DemoAlbum[] = [
  { name: '城市夜色', reviewStatus: 12, type: 3, tracks: ['霓虹', '末班车', '天台'] },
  { name: 'Blue Hour', reviewStatus: 11, type: 3, tracks: ['Blue Hour', 'Half Light'] },
  { name: '山海之间', reviewStatus: 16, type: 2, tracks: ['山风'] },
  {
    name: 'First Light (EP)',
    reviewStatus: 13,
    type: 3,
    tracks: ['Dawn', 'Morning Call'],
    rejectReason: '封面图片模糊，请重新上传。',
  },
  { name: '未命名专辑', reviewStatus: 10, type: 1, tracks: [] },
];
export const DEMO_ARTISTS = [
  { name: '林夏', type: 'female' },
  { name: 'The Night Owls', type: 'band' },
  { name: '周屿', type: 'male' },
] as const;

const APPROVED_AT = '2026-01-15T08:00:00.000Z';

/**
 * The rights holders of each demo album with tracks, and their shares: a default (worldwide)
 * record and, for one, a Taiwan record that differs. A settlement's divided amount splits by these;
 * what no holder claims stays with the partner.
 */
export const DEMO_RIGHTS = [
  {
    type: 'composer',
    name: '林夏',
    shares: [
      { countryCode: null, percentage: 20 },
      { countryCode: 'TW', percentage: 30 },
    ],
  },
  { type: 'lyricist', name: '周屿', shares: [{ countryCode: null, percentage: 10 }] },
] as const;

export const DEMO_LETTER = { title: '2026 年度总授权书', number: 'AUTH-2026-001' } as const;

export interface DemoTrack {
  albumIndex: number;
  trackNo: number;
  name: string;
  isrc: string;
  /** 1, 2, ... across the demo: the ISRC's serial, and the tune of its audio */
  serial: number;
}

/** Every demo track in album order, with the ISRC it is seeded with. */
export function demoTracks(): DemoTrack[] {
  let serial = 0;
  return DEMO_ALBUMS.flatMap((album, albumIndex) =>
    album.tracks.map((name, i) => {
      serial += 1;
      return {
        albumIndex,
        trackNo: i + 1,
        name,
        isrc: `CNA122600${String(serial).padStart(3, '0')}`,
        serial,
      };
    }),
  );
}

/** The demo's file names, as a partner names them (files.ts stores a file under each; unique, checked there). */
export const demoFileName = {
  cover: (albumName: string) => `${albumName}.png`,
  audio: (trackName: string) => `${trackName}.wav`,
  lyrics: (trackName: string) => `${trackName}.lrc`,
  letter: `${DEMO_LETTER.number}.pdf`,
} as const;

/** The stored, verified demo files by name. */
export type DemoFileRefs = ReadonlyMap<string, FileRef>;

function refOf(files: DemoFileRefs, name: string): FileRef {
  const ref = files.get(name);
  if (ref === undefined) throw new Error(`the demo file ${name} was not stored`);
  return ref;
}

function artist(name: string, type: string): StoredRecord {
  return {
    name,
    type,
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
    genreIds: ['pop'],
    subGenreIds: [],
    representativeWorks: null,
    introduction: null,
    avatar: null,
  };
}

function album(
  orgId: string,
  demo: DemoAlbum,
  parties: Parties,
  index: number,
  cover: FileRef | null,
): StoredRecord {
  const draft = demo.reviewStatus === 10;
  return {
    name: demo.name,
    cover,
    type: demo.type,
    edition: 'original',
    // approved content carries its UPC (a DDEX message names the release by it); the others wait for one
    ...(approvedContent(demo)
      ? { upcMode: 'owned', upc: completeGtin(`6902600000${index % 10}`) }
      : { upcMode: 'system', upc: null }),
    authorizationCompanyId: orgId,
    displayLanguage: 'zh-Hans',
    performingLanguage: draft ? null : 'zh',
    genreId: draft ? null : 'pop',
    recordCompanyId: parties.recordCompanyId,
    pLineId: parties.lineId,
    cLineId: parties.lineId,
    artists: draft
      ? []
      : [{ artistId: parties.artistIds[index % parties.artistIds.length], role: 'MainArtist' }],
    originalReleaseDate: draft ? null : '2025-11-01',
    expectedOnShelfDate: draft ? null : '2026-03-01',
    requestedOffShelfDate: null,
    isCollection: false,
    explicit: 0,
    previewAllowed: false,
    albumNumber: null,
    introduction: draft ? null : `${demo.name}：演示专辑。`,
    paymentMode: null,
  };
}

function track(
  orgId: string,
  albumId: string,
  demo: DemoTrack,
  audio: FileRef,
  parties: Parties,
): StoredRecord {
  const { name, trackNo, isrc } = demo;
  return {
    albumId,
    trackNo,
    discNo: 1,
    name,
    trackCode: null,
    langCode: 'zh',
    displayLanguage: 'zh-Hans',
    authorizationCompanyId: orgId,
    isrc,
    isrcAuth: 0,
    spatialIsrc: null,
    iswc: null,
    genreId: 'pop',
    labelId: parties.recordCompanyId,
    cLineId: parties.lineId,
    pLineId: parties.lineId,
    artists: [{ artistId: parties.artistIds[trackNo % parties.artistIds.length], role: 'main' }],
    trackVersion: 'studio',
    subTitle: null,
    isAudition: false,
    auditionStartMs: null,
    auditionEndMs: null,
    explicit: 0,
    composers: ['林夏'],
    lyricists: ['周屿'],
    recordingProducer: null,
    audio,
    portfolioTitle: null,
    spatialAudioType: null,
    spatialAudio: null,
    quality: 'lossless',
  };
}

function lyrics(trackId: string, demo: DemoTrack, file: FileRef): StoredRecord {
  return {
    trackId,
    title: demo.name,
    kind: 'original',
    format: 'lrc',
    language: null,
    content: '',
    file,
  };
}

interface Parties {
  recordCompanyId: string;
  lineId: string;
  artistIds: string[];
}

/** As a create op does (sync/crud.ts): the server's fields, then the files' facts as the server read them. */
async function create(
  writer: OrgWriter,
  entity: EntityName,
  content: StoredRecord,
): Promise<RecordRow> {
  const record = newRecord(entity, content, { now: writer.now, creatorName: '演示管理员' });
  return insertRecord(
    writer,
    entity,
    randomUUID(),
    await resolveFileRefs(writer.tx, writer.orgId, entity, record),
  );
}

async function createParties(
  writer: OrgWriter,
  letter: FileRef,
): Promise<Parties & { letterId: string }> {
  const orgId = writer.orgId;
  const artistIds: string[] = [];
  for (const a of DEMO_ARTISTS)
    artistIds.push((await create(writer, 'artist', artist(a.name, a.type))).id);
  const company = await create(writer, 'recordCompany', {
    name: '演示唱片',
    displayLanguage: 'zh-Hans',
    authorizationCompanyId: orgId,
  });
  const line = await create(writer, 'plCline', {
    name: '演示唱片有限公司',
    authorizationCompanyId: orgId,
  });
  const letterRow = await create(writer, 'authorization', {
    authorizationCompanyId: orgId,
    title: DEMO_LETTER.title,
    number: DEMO_LETTER.number,
    attachment: letter,
    metadataAttachment: null,
  });
  return { recordCompanyId: company.id, lineId: line.id, artistIds, letterId: letterRow.id };
}

async function createRights(writer: OrgWriter, albumId: string): Promise<void> {
  for (const holder of DEMO_RIGHTS) {
    const row = await create(writer, 'rightsHolder', {
      albumId,
      trackId: null,
      type: holder.type,
      name: holder.name,
      email: null,
    });
    for (const share of holder.shares)
      await create(writer, 'rightsCountry', {
        rightsHolderId: row.id,
        albumId,
        countryCode: share.countryCode,
        opInfo: null,
        spInfo: null,
        percentage: share.percentage,
        periodStart: null,
        periodEnd: null,
      });
  }
}

const approvedContent = (demo: DemoAlbum): boolean =>
  demo.reviewStatus === 12 || demo.reviewStatus === 16;

/** Writes the demo catalogue into the writer's organisation (run once, by seedDemo), pointing at the stored demo files. */
export async function insertDemoCatalogue(writer: OrgWriter, files: DemoFileRefs): Promise<void> {
  const parties = await createParties(writer, refOf(files, demoFileName.letter));
  const tracks = demoTracks();
  for (const [index, demo] of DEMO_ALBUMS.entries()) {
    const approved = approvedContent(demo);
    const cover = demo.reviewStatus === 10 ? null : refOf(files, demoFileName.cover(demo.name));
    const row = await create(writer, 'album', {
      ...album(writer.orgId, demo, parties, index, cover),
      reviewStatus: demo.reviewStatus,
      approvedAt: approved ? APPROVED_AT : null,
      rejectReason: demo.rejectReason ?? null,
      rejectStage: demo.rejectReason ? 'content' : null,
    });
    for (const t of tracks.filter((x) => x.albumIndex === index)) {
      const trackRow = await create(
        writer,
        'track',
        track(writer.orgId, row.id, t, refOf(files, demoFileName.audio(t.name)), parties),
      );
      await create(
        writer,
        'lyrics',
        lyrics(trackRow.id, t, refOf(files, demoFileName.lyrics(t.name))),
      );
      await create(writer, 'authorizationTrack', {
        authorizationId: parties.letterId,
        trackId: trackRow.id,
        albumId: row.id,
      });
    }
    if (demo.tracks.length > 0) await createRights(writer, row.id);
    if (approved) await writeSnapshot(writer, row, APPROVED_AT);
  }
  await refreshSongCounts(writer, [parties.letterId]);
}
