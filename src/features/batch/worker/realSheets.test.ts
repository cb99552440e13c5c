// Real spreadsheets through the worker's core (issue 11): the committed fixtures of
// scripts/make-sheet-fixtures.mts, one written by LibreOffice, one the way Excel writes. Both merge
// album cells over their tracks and carry formatting down to row 1000, far below the data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isPlaylistRefusal,
  type ParsedPlaylist,
  type PlaylistLookups,
} from '../../../domain/batch/playlistTypes';
import {
  DEMO_PARTIES,
  EXCEL_MERGED,
  LIBREOFFICE_MERGED,
  type MergedFixtureSheet,
} from '../../../../tests/fixtures/batch/playlistData';
import { parsePlaylistBytes } from './parsePlaylistCore';
import { rewriteXlsxPart } from './xlsxTesting';

const FIXTURES = join(import.meta.dirname, '../../../../tests/fixtures/batch');

/** The demo organisation's parties, as the wizard resolves them for the demo authorizing party. */
function demoLookups(): PlaylistLookups {
  // record ids are uuids: the library's validators check them
  const ids = (names: readonly string[], kind: number) =>
    Object.fromEntries(
      names.map((name, i) => [name.toLowerCase(), `0190a6f0-0000-7000-8000-0000000${kind}000${i}`]),
    );
  return {
    authorizationCompanyId: '0190a6f0-0000-7000-8000-000000000001',
    artists: ids(DEMO_PARTIES.artists, 1),
    recordCompanies: ids([DEMO_PARTIES.recordCompany], 2),
    plines: ids([DEMO_PARTIES.line], 3),
    clines: ids([DEMO_PARTIES.line], 4),
    usedIsrcs: [],
    usedUpcs: [],
  };
}

async function parseFixture(bytes: Uint8Array): Promise<ParsedPlaylist> {
  const answer = await parsePlaylistBytes(bytes, demoLookups());
  if (isPlaylistRefusal(answer))
    throw new Error(`refused: ${answer.refused} ${JSON.stringify(answer.params)}`);
  return answer;
}

/** What a person sees: albums created with their track counts, albums left out with the codes of their rows. */
function outcomeOf(result: ParsedPlaylist) {
  return {
    created: Object.fromEntries(result.albums.map((a) => [a.folder, a.tracks.length])),
    leftOut: Object.fromEntries(
      (result.leftOut ?? []).map((a) => [
        a.folder,
        [...new Set(result.issues.filter((i) => a.badRows.includes(i.row)).map((i) => i.code))],
      ]),
    ),
    notices: [...new Set((result.notices ?? []).map((n) => n.code))],
  };
}

function expected(spec: MergedFixtureSheet) {
  return { created: spec.created, leftOut: spec.leftOut, notices: spec.notices };
}

describe.each([LIBREOFFICE_MERGED, EXCEL_MERGED])('$file', (spec) => {
  const bytes = new Uint8Array(readFileSync(join(FIXTURES, spec.file)));

  it('is read although its formatting reaches row 1000: rows holding values count', async () => {
    const result = await parseFixture(bytes);
    expect(outcomeOf(result)).toEqual(expected(spec));
    const rows = spec.albums.reduce((n, a) => n + a.tracks.length + (a.folderOnlyRows ?? 0), 0);
    expect(result.rowCount).toBe(rows);
  });

  it('gives every track of a merged album its album values, and lists the album left out with its rows', async () => {
    const result = await parseFixture(bytes);
    const first = spec.albums[0]!;
    const album = result.albums.find((a) => a.folder === first.folder);
    expect(album?.fields.name).toBe(first.name);
    expect(album?.coverFileName).toBe(first.cover);
    expect(album?.tracks.map((t) => t.fields.name)).toEqual(first.tracks.map((t) => t.name));
    for (const left of result.leftOut ?? []) {
      const source = spec.albums.find((a) => a.folder === left.folder);
      expect(left.rows).toHaveLength((source?.tracks.length ?? 0) + (source?.folderOnlyRows ?? 0));
      expect(left.name).toBe(source?.name);
      expect(left.badRows.length).toBeGreaterThan(0);
    }
  });

  it('reads the same without a <dimension>', async () => {
    const bare = rewriteXlsxPart(bytes, 'xl/worksheets/sheet1.xml', (xml) =>
      xml.replace(/<dimension[^>]*\/>/, ''),
    );
    expect(outcomeOf(await parseFixture(bare))).toEqual(expected(spec));
  });
});

describe('a merge over a track column', () => {
  it('applies the value to every row it covers and notes the merge', async () => {
    const result = await parseFixture(
      new Uint8Array(readFileSync(join(FIXTURES, LIBREOFFICE_MERGED.file))),
    );
    const twin = result.albums.find((a) => a.folder === '合并同名');
    expect(twin?.tracks.map((t) => t.fields.name)).toEqual(['同一首', '同一首']);
    const notice = result.notices?.find((n) => n.code === 'playlist-merged-cells');
    expect(notice).toMatchObject({
      column: '歌曲名称',
      value: '同一首',
      params: { range: expect.stringMatching(/^[A-Z]+\d+:[A-Z]+\d+$/) },
    });
  });
});
