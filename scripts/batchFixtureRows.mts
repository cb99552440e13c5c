// The cells of the batch fixtures' rows by column key, as a user fills in the template: the labels the
// drop-downs offer in the sheet's language, the demo organisation's parties (shared by the fixture scripts).
import { playlistValues, type PlaylistValueList } from '../src/domain/batch/playlistValues';
import type { TemplateLanguage } from '../src/features/batch/template/buildTemplate';
import { DEMO_PARTIES, type FixtureAlbum } from '../tests/fixtures/batch/playlistData';

/** The label a user picks from the template's drop-down for a stored code. */
export function label(
  list: PlaylistValueList,
  code: string | number | boolean,
  language: TemplateLanguage,
): string {
  const value = playlistValues(list).find((v) => v.code === code);
  if (value === undefined) throw new Error(`no ${String(code)} in ${list}`);
  return language === 'zh' ? value.zh : value.en;
}

export function rowsOf(
  albums: readonly FixtureAlbum[],
  language: TemplateLanguage,
): Array<Record<string, string>> {
  const rows: Array<Record<string, string>> = [];
  for (const album of albums) {
    for (const track of album.tracks) {
      rows.push({
        albumFolder: album.folder,
        albumName: album.name,
        albumType: album.type,
        edition: label('edition', 'original', language),
        displayLanguage: label('displayLanguage', 'zh-Hans', language),
        performingLanguage: label('performLanguage', 'zh', language),
        albumGenre: label('genre', 'pop', language),
        albumMainArtists: album.artists,
        recordCompany: DEMO_PARTIES.recordCompany,
        pLine: DEMO_PARTIES.line,
        cLine: DEMO_PARTIES.line,
        originalReleaseDate: '2026-01-15',
        expectedOnShelfDate: '2026-12-01',
        upcMode: label('upcMode', 'system', language),
        albumExplicit: label('explicit', 0, language),
        coverFile: album.cover,
        trackName: track.name,
        audioFile: track.audio,
        lyricsFile: track.lyrics ?? '',
        isrcAuth: label('isrcAuth', 0, language),
        isrc: track.isrc,
        trackMainArtists: track.artists,
        composers: '林夏',
        lyricists: '周屿',
        trackVersion: label('trackVersion', 'studio', language),
        explicit: label('explicit', 0, language),
        quality: label('quality', 'lossless', language),
        ...album.cells,
      });
    }
  }
  return rows;
}
