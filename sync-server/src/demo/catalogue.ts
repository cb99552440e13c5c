// The demo organisation's catalogue: valid domain records written through the sync write path, so
// clients pull them like any other change. One album per review state the dashboard counts (12,
// 11, 16, 13, 10); the approved ones carry their snapshot so "undo modification" works in the demo.
// The organisation stands in as the authorizing party of its own catalogue.
import { randomUUID } from 'node:crypto';
import type { EntityName } from '../../../src/domain/catalogue/entities';
import type { ReviewStatus } from '../../../src/domain/status/reviewStatus';
import { refreshSongCounts } from '../sync/effects';
import { newRecord } from '../sync/newRecord';
import type { OrgWriter } from '../sync/orgWrite';
import { insertRecord, type RecordRow } from '../sync/records';
import { writeSnapshot } from '../sync/snapshots';
import type { StoredRecord } from '../sync/tables';

interface DemoAlbum {
  name: string;
  reviewStatus: ReviewStatus;
  type: 1 | 2 | 3;
  tracks: readonly string[];
  rejectReason?: string;
}

const DEMO_ALBUMS: readonly DemoAlbum[] = [
  { name: '城市夜色', reviewStatus: 12, type: 3, tracks: ['霓虹', '末班车', '天台'] },
  { name: 'Blue Hour', reviewStatus: 11, type: 3, tracks: ['Blue Hour', 'Half Light'] },
  { name: '山海之间', reviewStatus: 16, type: 2, tracks: ['山风'] },
  { name: 'First Light (EP)', reviewStatus: 13, type: 3, tracks: ['Dawn', 'Morning Call'], rejectReason: '封面图片模糊，请重新上传。' },
  { name: '未命名专辑', reviewStatus: 10, type: 1, tracks: [] },
];
const DEMO_ARTISTS = [
  { name: '林夏', type: 'female' },
  { name: 'The Night Owls', type: 'band' },
  { name: '周屿', type: 'male' },
] as const;

const APPROVED_AT = '2026-01-15T08:00:00.000Z';

function file(path: string, sizeBytes: number) {
  return { path, name: path.split('/').pop() ?? path, sizeBytes };
}

function artist(name: string, type: string): StoredRecord {
  return {
    name, type, countryCode: 'CN', displayLanguage: 'zh-Hans', alias: null, foreignName: null, occupation: null,
    birthday: null, birthplace: null, postalCode: null, members: [], agent: null, contact: null, website: null,
    recordCompanyId: null, genreIds: ['pop'], subGenreIds: [], representativeWorks: null, introduction: null, avatar: null,
  };
}

function album(orgId: string, demo: DemoAlbum, parties: Parties, index: number): StoredRecord {
  const draft = demo.reviewStatus === 10;
  const cover = { ...file(`demo/covers/album-${index}.jpg`, 2_400_000), format: 'jpg', widthPx: 3000, heightPx: 3000 };
  return {
    name: demo.name, cover: draft ? null : cover, type: demo.type, edition: 'original', upcMode: 'system', upc: null,
    authorizationCompanyId: orgId, displayLanguage: 'zh-Hans', performingLanguage: draft ? null : 'zh',
    genreId: draft ? null : 'pop', recordCompanyId: parties.recordCompanyId, pLineId: parties.lineId, cLineId: parties.lineId,
    artists: draft ? [] : [{ artistId: parties.artistIds[index % parties.artistIds.length], role: 'MainArtist' }],
    originalReleaseDate: draft ? null : '2025-11-01', expectedOnShelfDate: draft ? null : '2026-03-01',
    requestedOffShelfDate: null, isCollection: false, explicit: 0, previewAllowed: false, albumNumber: null,
    introduction: draft ? null : `${demo.name}：演示专辑。`, paymentMode: null,
  };
}

function track(orgId: string, albumId: string, name: string, trackNo: number, isrc: string, parties: Parties): StoredRecord {
  const audio = {
    ...file(`demo/audio/${isrc}.wav`, 42_000_000), format: 'wav', durationMs: 215_000, sampleRateHz: 44_100, bitDepth: 16,
    channels: 2, bitrateKbps: 1411, verifiedAt: APPROVED_AT,
  };
  return {
    albumId, trackNo, discNo: 1, name, trackCode: null, langCode: 'zh', displayLanguage: 'zh-Hans',
    authorizationCompanyId: orgId, isrc, isrcAuth: 0, spatialIsrc: null, iswc: null, genreId: 'pop',
    labelId: parties.recordCompanyId, cLineId: parties.lineId, pLineId: parties.lineId,
    artists: [{ artistId: parties.artistIds[trackNo % parties.artistIds.length], role: 'main' }], trackVersion: 'studio',
    subTitle: null, isAudition: false, auditionStartMs: null, auditionEndMs: null, explicit: 0, composers: ['林夏'],
    lyricists: ['周屿'], recordingProducer: null, audio, portfolioTitle: null, spatialAudioType: null, spatialAudio: null,
    quality: 'lossless',
  };
}

interface Parties {
  recordCompanyId: string;
  lineId: string;
  artistIds: string[];
}

async function create(writer: OrgWriter, entity: EntityName, content: StoredRecord): Promise<RecordRow> {
  const record = newRecord(entity, content, { now: writer.now, creatorName: '演示管理员' });
  return insertRecord(writer, entity, randomUUID(), record);
}

async function createParties(writer: OrgWriter): Promise<Parties & { letterId: string }> {
  const orgId = writer.orgId;
  const artistIds: string[] = [];
  for (const a of DEMO_ARTISTS) artistIds.push((await create(writer, 'artist', artist(a.name, a.type))).id);
  const company = await create(writer, 'recordCompany', { name: '演示唱片', displayLanguage: 'zh-Hans', authorizationCompanyId: orgId });
  const line = await create(writer, 'plCline', { name: '演示唱片有限公司', authorizationCompanyId: orgId });
  const letter = await create(writer, 'authorization', {
    authorizationCompanyId: orgId, title: '2026 年度总授权书', number: 'AUTH-2026-001',
    attachment: file('demo/letters/auth-2026-001.pdf', 380_000), metadataAttachment: null,
  });
  return { recordCompanyId: company.id, lineId: line.id, artistIds, letterId: letter.id };
}

/** Writes the demo catalogue into the writer's organisation (run once, by seedDemo). */
export async function insertDemoCatalogue(writer: OrgWriter): Promise<void> {
  const parties = await createParties(writer);
  let isrcNo = 0;
  for (const [index, demo] of DEMO_ALBUMS.entries()) {
    const albumRecord = album(writer.orgId, demo, parties, index);
    const approved = demo.reviewStatus === 12 || demo.reviewStatus === 16;
    const row = await create(writer, 'album', {
      ...albumRecord,
      reviewStatus: demo.reviewStatus,
      approvedAt: approved ? APPROVED_AT : null,
      rejectReason: demo.rejectReason ?? null,
      rejectStage: demo.rejectReason ? 'content' : null,
    });
    for (const [i, name] of demo.tracks.entries()) {
      const isrc = `CNA122600${String(++isrcNo).padStart(3, '0')}`;
      const t = await create(writer, 'track', track(writer.orgId, row.id, name, i + 1, isrc, parties));
      await create(writer, 'authorizationTrack', { authorizationId: parties.letterId, trackId: t.id, albumId: row.id });
    }
    if (approved) await writeSnapshot(writer, row, APPROVED_AT);
  }
  await refreshSongCounts(writer, [parties.letterId]);
}
