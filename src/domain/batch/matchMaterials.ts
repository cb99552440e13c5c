// Material files to the albums and tracks of a parsed playlist, by album folder and file name
// (spec section 5: "album and file names must match the materials"). The chosen root is either the
// folder holding the album folders or, for a one-album batch, the album folder itself; a picker may
// also prefix every path with the chosen folder's own name. The reading that places the most files
// wins. Names compare NFC and case-insensitively, as on the partners' Windows and macOS disks.
import type {
  MaterialEntry,
  MaterialEntryMatch,
  MaterialMatch,
  MaterialMissing,
  MaterialTarget,
  PlaylistAlbum,
} from './playlistTypes';
import { normaliseKey } from './playlistValues';

const IGNORED_NAMES = new Set(['.ds_store', 'thumbs.db', 'desktop.ini']);

/** System files that ride along with folders and are no material: never an issue. */
export function isIgnoredMaterial(path: string): boolean {
  const parts = splitPath(path);
  if (parts.some((p) => p.toLowerCase() === '__macosx')) return true;
  const name = (parts[parts.length - 1] ?? '').toLowerCase();
  return IGNORED_NAMES.has(name) || name.startsWith('._');
}

function splitPath(path: string): string[] {
  return path.split(/[/\\]+/).filter((p) => p !== '' && p !== '.');
}

interface AlbumFiles {
  album: PlaylistAlbum;
  files: Map<string, MaterialTarget>;
}

function indexAlbums(albums: readonly PlaylistAlbum[]): Map<string, AlbumFiles> {
  const index = new Map<string, AlbumFiles>();
  for (const album of albums) {
    const files = new Map<string, MaterialTarget>();
    if (album.coverFileName !== '')
      files.set(normaliseKey(album.coverFileName), { kind: 'cover', folder: album.folder });
    for (const track of album.tracks) {
      files.set(normaliseKey(track.audioFileName), {
        kind: 'audio',
        folder: album.folder,
        trackRow: track.row,
      });
      if (track.lyricsFileName !== null)
        files.set(normaliseKey(track.lyricsFileName), {
          kind: 'lyrics',
          folder: album.folder,
          trackRow: track.row,
        });
    }
    index.set(normaliseKey(album.folder), { album, files });
  }
  return index;
}

/** How paths are read: how many leading segments to drop, and whether the next one is the album folder. */
interface Reading {
  skip: number;
  rootIsAlbumFolder: boolean;
}

type Placement = { target: MaterialTarget; key: string } | { issue: MaterialEntryMatch['issue'] };

function place(
  parts: string[],
  reading: Reading,
  index: Map<string, AlbumFiles>,
  single: AlbumFiles | undefined,
): Placement {
  const rest = parts.slice(reading.skip);
  let album: AlbumFiles | undefined;
  let fileParts: string[];
  if (reading.rootIsAlbumFolder) {
    album = single;
    fileParts = rest;
  } else {
    // a loose file beside the album folders belongs to no album either
    album = rest.length > 1 ? index.get(normaliseKey(rest[0])) : undefined;
    fileParts = rest.slice(1);
  }
  if (album === undefined) return { issue: 'material-folder-unknown' };
  if (fileParts.length !== 1)
    return { issue: fileParts.length === 0 ? 'material-file-not-named' : 'material-path-nested' };
  const target = album.files.get(normaliseKey(fileParts[0]));
  if (target === undefined) return { issue: 'material-file-not-named' };
  return { target, key: `${normaliseKey(album.album.folder)}/${normaliseKey(fileParts[0])}` };
}

function readings(paths: string[][], albumCount: number): Reading[] {
  const options: Reading[] = [{ skip: 0, rootIsAlbumFolder: false }];
  const first = paths[0]?.[0];
  const shared =
    first !== undefined &&
    paths.every((p) => p.length > 1 && normaliseKey(p[0]) === normaliseKey(first));
  if (shared) options.push({ skip: 1, rootIsAlbumFolder: false });
  if (albumCount === 1) {
    options.push({ skip: 0, rootIsAlbumFolder: true });
    if (shared) options.push({ skip: 1, rootIsAlbumFolder: true });
  }
  return options;
}

export function matchMaterials(
  albums: readonly PlaylistAlbum[],
  entries: readonly MaterialEntry[],
): MaterialMatch {
  const index = indexAlbums(albums);
  const single = albums.length === 1 ? index.values().next().value : undefined;
  const kept = entries.filter((e) => !isIgnoredMaterial(e.path)).map((e) => splitPath(e.path));
  let best: Reading = { skip: 0, rootIsAlbumFolder: false };
  let bestScore = -1;
  for (const reading of readings(kept, albums.length)) {
    const score = kept.filter((parts) => 'target' in place(parts, reading, index, single)).length;
    if (score > bestScore) {
      best = reading;
      bestScore = score;
    }
  }
  const seen = new Set<string>();
  const answers: MaterialEntryMatch[] = entries.map((entry) => {
    if (isIgnoredMaterial(entry.path))
      return { path: entry.path, target: null, issue: null, ignored: true };
    const placed = place(splitPath(entry.path), best, index, single);
    if (!('target' in placed))
      return { path: entry.path, target: null, issue: placed.issue, ignored: false };
    if (seen.has(placed.key))
      return { path: entry.path, target: null, issue: 'material-file-duplicate', ignored: false };
    seen.add(placed.key);
    if (entry.size === 0)
      return { path: entry.path, target: null, issue: 'material-file-empty', ignored: false };
    return { path: entry.path, target: placed.target, issue: null, ignored: false };
  });
  return {
    entries: answers,
    missing: missingFiles(albums, answers),
    rootIsAlbumFolder: best.rootIsAlbumFolder,
  };
}

function targetKey(target: MaterialTarget): string {
  return target.kind === 'cover'
    ? `${target.folder}\u0000cover`
    : `${target.folder}\u0000${target.kind}\u0000${target.trackRow}`;
}

function missingFiles(
  albums: readonly PlaylistAlbum[],
  answers: readonly MaterialEntryMatch[],
): MaterialMissing[] {
  const found = new Set(answers.flatMap((a) => (a.target === null ? [] : [targetKey(a.target)])));
  const missing: MaterialMissing[] = [];
  for (const album of albums) {
    const cover: MaterialTarget = { kind: 'cover', folder: album.folder };
    if (album.coverFileName !== '' && !found.has(targetKey(cover)))
      missing.push({
        folder: album.folder,
        kind: 'cover',
        fileName: album.coverFileName,
        row: album.row,
      });
    for (const track of album.tracks) {
      if (!found.has(targetKey({ kind: 'audio', folder: album.folder, trackRow: track.row }))) {
        missing.push({
          folder: album.folder,
          kind: 'audio',
          fileName: track.audioFileName,
          row: track.row,
        });
      }
      if (
        track.lyricsFileName !== null &&
        !found.has(targetKey({ kind: 'lyrics', folder: album.folder, trackRow: track.row }))
      ) {
        missing.push({
          folder: album.folder,
          kind: 'lyrics',
          fileName: track.lyricsFileName,
          row: track.row,
        });
      }
    }
  }
  return missing;
}
