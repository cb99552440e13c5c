import { describe, expect, it } from 'vitest';
import { isIgnoredMaterial, matchMaterials } from './matchMaterials';
import { testLookups, validSheet } from './playlistTesting';
import { validatePlaylist } from './validatePlaylist';

const twoAlbums = validatePlaylist(validSheet(2, 2), testLookups()).albums;
const oneAlbum = validatePlaylist(validSheet(1, 2), testLookups()).albums;

function entries(paths: string[]) {
  return paths.map((path) => ({ path, size: 1000 }));
}

describe('matchMaterials', () => {
  it('places covers, audio and lyrics of a root holding the album folders', () => {
    const result = matchMaterials(
      twoAlbums,
      entries(['Album 1/cover.jpg', 'Album 1/01.wav', 'Album 1/01.lrc', 'album 2/02.WAV']),
    );
    expect(result.rootIsAlbumFolder).toBe(false);
    expect(result.entries.map((e) => e.target)).toEqual([
      { kind: 'cover', folder: 'Album 1' },
      { kind: 'audio', folder: 'Album 1', trackRow: 2 },
      { kind: 'lyrics', folder: 'Album 1', trackRow: 2 },
      { kind: 'audio', folder: 'Album 2', trackRow: 5 },
    ]);
    expect(result.missing.map((m) => `${m.folder}/${m.fileName}:${m.kind}:${m.row}`)).toEqual([
      'Album 1/02.wav:audio:3',
      'Album 1/02.lrc:lyrics:3',
      'Album 2/cover.jpg:cover:4',
      'Album 2/01.wav:audio:4',
      'Album 2/01.lrc:lyrics:4',
      'Album 2/02.lrc:lyrics:5',
    ]);
  });

  it('accepts paths prefixed with the chosen folder name (a folder picker does that)', () => {
    const result = matchMaterials(
      twoAlbums,
      entries(['Delivery/Album 1/cover.jpg', 'Delivery/Album 2/01.wav']),
    );
    expect(result.entries.every((e) => e.target !== null)).toBe(true);
  });

  it('takes a single album folder as the root when the batch has one album', () => {
    const bare = matchMaterials(oneAlbum, entries(['cover.jpg', '01.wav', '02.wav']));
    expect(bare.rootIsAlbumFolder).toBe(true);
    expect(bare.entries.map((e) => e.target?.kind)).toEqual(['cover', 'audio', 'audio']);
    const named = matchMaterials(oneAlbum, entries(['Whatever/cover.jpg', 'Whatever/01.wav']));
    expect(named.entries.map((e) => e.target?.kind)).toEqual(['cover', 'audio']);
    const asFolder = matchMaterials(oneAlbum, entries(['Album 1/cover.jpg']));
    expect(asFolder.rootIsAlbumFolder).toBe(false);
    expect(asFolder.entries[0].target).toEqual({ kind: 'cover', folder: 'Album 1' });
  });

  it('compares names NFC and case-insensitively', () => {
    const albums = validatePlaylist(validSheet(1, 1), testLookups()).albums.map((a) => ({
      ...a,
      folder: 'Café',
      coverFileName: 'Cover.JPG',
    }));
    const decomposed = 'Cafe\u0301/cover.jpg';
    expect(matchMaterials(albums, entries([decomposed])).entries[0].target).toEqual({
      kind: 'cover',
      folder: 'Café',
    });
  });

  it('answers unknown folders, unnamed files, nested paths, duplicates and empty files', () => {
    const result = matchMaterials(
      twoAlbums,
      entries([
        'Album 1/cover.jpg',
        'Album 9/01.wav',
        'Album 1/booklet.pdf',
        'Album 1/extra/01.wav',
        'Album 1/COVER.jpg',
        'loose.wav',
      ]),
    );
    expect(result.entries.map((e) => e.issue)).toEqual([
      null,
      'material-folder-unknown',
      'material-file-not-named',
      'material-path-nested',
      'material-file-duplicate',
      'material-folder-unknown',
    ]);
    const empty = matchMaterials(twoAlbums, [{ path: 'Album 1/01.wav', size: 0 }]);
    expect(empty.entries[0].issue).toBe('material-file-empty');
    expect(empty.missing.some((m) => m.fileName === '01.wav' && m.folder === 'Album 1')).toBe(true);
  });

  it('ignores system files wherever they are', () => {
    for (const path of [
      '.DS_Store',
      'Album 1/Thumbs.db',
      'Album 1/desktop.ini',
      '__MACOSX/Album 1/._01.wav',
      'Album 1/._cover.jpg',
    ]) {
      expect(isIgnoredMaterial(path), path).toBe(true);
    }
    expect(isIgnoredMaterial('Album 1/01.wav')).toBe(false);
    const result = matchMaterials(
      twoAlbums,
      entries(['__MACOSX/Album 1/01.wav', 'Album 1/.DS_Store']),
    );
    expect(result.entries.map((e) => [e.ignored, e.issue])).toEqual([
      [true, null],
      [true, null],
    ]);
  });
});
