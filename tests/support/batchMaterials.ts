// The material folder of the batch playlist fixture (tests/fixtures/batch): one folder per album
// with its cover, WAVs and lyrics, a stray note and a system file beside them. Two masters are
// large (so the batch holds about 200 MB and files are in flight when an e2e test reloads).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GOOD_ALBUMS, LRC_TEXT, TXT_TEXT } from '../fixtures/batch/playlistData';
import { pngBytes } from './pngFiles';
import { wavBytes, writeWav } from './wavFiles';

export const LARGE_WAV_BYTES = 96 * 1024 * 1024;

/** The files the playlist names: covers, audio and lyrics of every album. */
export const BATCH_FILE_COUNT = GOOD_ALBUMS.reduce(
  (n, a) => n + 1 + a.tracks.length + a.tracks.filter((t) => t.lyrics).length,
  0,
);

export async function makeBatchMaterials(root: string): Promise<string> {
  rmSync(root, { recursive: true, force: true });
  const wav = wavBytes(2);
  for (const [a, album] of GOOD_ALBUMS.entries()) {
    const dir = path.join(root, album.folder);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, album.cover), pngBytes(1400, 1400));
    for (const [t, track] of album.tracks.entries()) {
      if (t === 0 && a < 2) await writeWav(path.join(dir, track.audio), LARGE_WAV_BYTES);
      else writeFileSync(path.join(dir, track.audio), wav);
      if (track.lyrics)
        writeFileSync(
          path.join(dir, track.lyrics),
          track.lyrics.endsWith('.lrc') ? LRC_TEXT : TXT_TEXT,
        );
    }
  }
  writeFileSync(path.join(root, GOOD_ALBUMS[0]!.folder, 'notes.txt'), 'not named in the playlist');
  writeFileSync(path.join(root, GOOD_ALBUMS[1]!.folder, '.DS_Store'), 'finder');
  return root;
}
