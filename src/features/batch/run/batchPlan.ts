// The batch's plan, made once when the user finishes the wizard: every album, track and lyrics
// record gets its id here and the plan is saved before anything is created, so finishing twice or
// resuming after a reload creates each record once. Pure: ids and time come in.
import type {
  BatchAlbumPlan,
  BatchFilePurpose,
  BatchFileRow,
  BatchRow,
} from '../../../data/batchRepo';
import type { MaterialTarget, PlaylistAlbum } from '../../../domain/batch/playlistTypes';
import type { FileFacts } from '../../../uploads/checkFile';

/** A material file matched to a target and accepted by the header check. */
export interface AcceptedMaterial {
  path: string;
  name: string;
  size: number;
  lastModified: number;
  target: MaterialTarget;
  facts: FileFacts | null;
}

export interface PlanInput {
  batchId: string;
  authorizationCompanyId: string;
  playlistName: string;
  albums: readonly PlaylistAlbum[];
  materials: readonly AcceptedMaterial[];
  newId: () => string;
  now: string;
}

export const PURPOSE_OF: Readonly<Record<MaterialTarget['kind'], BatchFilePurpose>> = {
  cover: 'batchCover',
  audio: 'track',
  lyrics: 'lyrics',
};

/** The order uploads start in: covers, then audio, then lyrics (a lyrics check needs the audio's length). */
export const START_ORDER: readonly BatchFilePurpose[] = ['batchCover', 'track', 'lyrics'];

function planAlbum(
  album: PlaylistAlbum,
  authorizationCompanyId: string,
  newId: () => string,
): BatchAlbumPlan {
  return {
    folder: album.folder,
    row: album.row,
    albumId: newId(),
    name: typeof album.fields.name === 'string' ? album.fields.name : album.folder,
    fields: { ...album.fields, authorizationCompanyId },
    tracks: album.tracks.map((track, index) => ({
      row: track.row,
      trackId: newId(),
      name: typeof track.fields.name === 'string' ? track.fields.name : track.audioFileName,
      fields: { trackNo: index + 1, discNo: 1, ...track.fields, authorizationCompanyId },
    })),
    state: 'waiting',
    problem: null,
  };
}

export function buildBatchPlan(input: PlanInput): { batch: BatchRow; files: BatchFileRow[] } {
  const albums = input.albums.map((album) =>
    planAlbum(album, input.authorizationCompanyId, input.newId),
  );
  const byFolder = new Map(albums.map((a) => [a.folder, a]));
  const files: BatchFileRow[] = [];
  for (const material of input.materials) {
    const album = byFolder.get(material.target.folder);
    if (album === undefined) continue;
    const { target } = material;
    const trackId =
      target.kind === 'cover'
        ? null
        : (album.tracks.find((t) => t.row === target.trackRow)?.trackId ?? null);
    if (target.kind !== 'cover' && trackId === null) continue;
    files.push({
      batchId: input.batchId,
      path: material.path,
      name: material.name,
      size: material.size,
      lastModified: material.lastModified,
      target,
      purpose: PURPOSE_OF[target.kind],
      recordId:
        target.kind === 'cover'
          ? album.albumId
          : target.kind === 'audio'
            ? (trackId ?? '')
            : input.newId(),
      trackId,
      facts: material.facts,
      fileId: null,
      fileState: 'waiting',
      associationState: 'waiting',
      problem: null,
    });
  }
  const batch: BatchRow = {
    id: input.batchId,
    authorizationCompanyId: input.authorizationCompanyId,
    playlistName: input.playlistName,
    status: 'running',
    createdAt: input.now,
    updatedAt: input.now,
    albums,
  };
  return { batch, files };
}

/** What the album's record points at once the file landed (the FileRef shapes of src/domain/catalogue). */
export function fileRefPatch(row: BatchFileRow, fileId: string): Record<string, unknown> | null {
  const base = { path: fileId, name: row.name, sizeBytes: row.size };
  const facts = row.facts;
  switch (row.purpose) {
    case 'batchCover':
      if (facts?.kind !== 'image') return null;
      return {
        cover: { ...base, format: facts.format, widthPx: facts.widthPx, heightPx: facts.heightPx },
      };
    case 'track':
      if (facts?.kind !== 'audio') return null;
      return {
        audio: {
          ...base,
          format: facts.format,
          durationMs: facts.durationMs,
          sampleRateHz: facts.sampleRateHz,
          bitDepth: facts.bitDepth,
          channels: facts.channels,
          bitrateKbps: null,
          verifiedAt: null,
        },
      };
    case 'lyrics':
      return { file: base, format: facts?.kind === 'lyrics' ? facts.format : 'txt' };
  }
}
