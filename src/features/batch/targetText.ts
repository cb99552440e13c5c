// Words for where a material file goes: "Cover of <album>", "Audio of <track>", "Lyrics of <track>".
import type { IntlShape } from 'react-intl';
import type { MaterialTarget } from '../../domain/batch/playlistTypes';
import { batchMaterialMessages as m } from './messages';

export interface TargetNames {
  album(folder: string): string;
  track(folder: string, row: number): string;
}

/** Names from the playlist's albums (or a saved batch plan): folder and row to album and track names. */
export function targetNamesOf(
  albums: readonly {
    folder: string;
    name?: string;
    fields?: { name?: unknown };
    tracks: readonly { row: number; name?: string; fields?: { name?: unknown } }[];
  }[],
): TargetNames {
  const nameOf = (item: { name?: string; fields?: { name?: unknown } }, fallback: string) =>
    item.name ?? (typeof item.fields?.name === 'string' ? item.fields.name : fallback);
  const byFolder = new Map(albums.map((a) => [a.folder, a]));
  return {
    album: (folder) => {
      const album = byFolder.get(folder);
      return album ? nameOf(album, folder) : folder;
    },
    track: (folder, row) => {
      const track = byFolder.get(folder)?.tracks.find((t) => t.row === row);
      return track ? nameOf(track, String(row)) : String(row);
    },
  };
}

export function targetText(intl: IntlShape, target: MaterialTarget, names: TargetNames): string {
  switch (target.kind) {
    case 'cover':
      return intl.formatMessage(m.targetCover, { album: names.album(target.folder) });
    case 'audio':
      return intl.formatMessage(m.targetAudio, {
        track: names.track(target.folder, target.trackRow),
      });
    case 'lyrics':
      return intl.formatMessage(m.targetLyrics, {
        track: names.track(target.folder, target.trackRow),
      });
  }
}
