import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAlbum, testId } from '../../../../domain/catalogue/testing';
import { completeGtin } from '../../../../domain/identifiers';
import {
  albumPatch,
  albumToValues,
  checkAlbumForm,
  issuesByFormField,
  valuesToAlbumFields,
  type AlbumFormField,
  type AlbumFormValues,
} from './albumForm';

const unused = { isUpcUsed: () => false };
const draft = () =>
  makeAlbum({
    name: 'Night',
    performingLanguage: null,
    genreId: null,
    artists: [],
    upcMode: 'system',
  });
function edit(
  values: AlbumFormValues,
  changes: Partial<AlbumFormValues>,
): [AlbumFormValues, AlbumFormField[]] {
  return [{ ...values, ...changes }, Object.keys(changes) as AlbumFormField[]];
}
const codesOf = (issues: { field: string; code: string }[]) =>
  issues.map((i) => `${i.field}:${i.code}`);

describe('album form values', () => {
  it('a stored album saves back unchanged', () => {
    const album = makeAlbum({
      upcMode: 'owned',
      upc: '036000291452',
      introduction: 'Line one\n  line two',
    });
    expect(
      albumPatch(album, albumToValues(album), ['name', 'upc', 'introduction', 'artists', 'type']),
    ).toEqual({});
  });

  it('only the edited fields are sent, blanks as null, the UPC cleaned', () => {
    const album = makeAlbum({ upcMode: 'owned', upc: '036000291452', albumNumber: 'A-1' });
    const [values, edited] = edit(albumToValues(album), {
      upc: '4006-3813-33931',
      albumNumber: '  ',
      genreId: 'rock',
    });
    expect(albumPatch(album, values, edited)).toEqual({
      upc: '4006381333931',
      albumNumber: null,
      genreId: 'rock',
    });
  });

  it('switching away from an owned UPC drops it; the platform fills the others', () => {
    const album = makeAlbum({ upcMode: 'owned', upc: '036000291452' });
    const [values, edited] = edit(albumToValues(album), { upcMode: 'system' });
    expect(albumPatch(album, values, edited)).toEqual({ upcMode: 'system', upc: null });
  });

  it('an untouched UPC stored with spaces is not rewritten', () => {
    const album = makeAlbum({ upcMode: 'owned', upc: '0360 0029 1452' });
    const [values, edited] = edit(albumToValues(album), { name: 'Renamed' });
    expect(albumPatch(album, values, edited)).toEqual({ name: 'Renamed' });
  });

  it('artist rows never chosen are left out', () => {
    const fields = valuesToAlbumFields({
      ...albumToValues(draft()),
      artists: [
        { artistId: '', role: 'MainArtist' },
        { artistId: testId(5), role: 'Others' },
      ],
    });
    expect(fields.artists).toEqual([{ artistId: testId(5), role: 'Others' }]);
  });

  it('any typed text round-trips through the stored album (trimmed)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        (name, albumNumber) => {
          const album = makeAlbum();
          const fields = valuesToAlbumFields({ ...albumToValues(album), name, albumNumber });
          const again = albumToValues({ ...album, ...fields });
          return again.name === name.trim() && again.albumNumber === albumNumber.trim();
        },
      ),
    );
  });
});

describe('checkAlbumForm', () => {
  it('a UPC with a wrong check digit blocks the save', () => {
    const album = draft();
    const [values, edited] = edit(albumToValues(album), { upcMode: 'owned', upc: '036000291453' });
    expect(codesOf(checkAlbumForm(album, values, edited, unused).blocking)).toEqual([
      'upc:upc-check-digit',
    ]);
  });

  it('a valid UPC passes; one held by another album is refused', () => {
    const album = draft();
    const [values, edited] = edit(albumToValues(album), { upcMode: 'owned', upc: '036000291452' });
    expect(checkAlbumForm(album, values, edited, unused).blocking).toEqual([]);
    const used = checkAlbumForm(album, values, edited, {
      isUpcUsed: (ean) => ean === '0036000291452',
    });
    expect(codesOf(used.blocking)).toEqual(['upc:upc-used']);
  });

  it('any valid UPC-A or EAN-13 is accepted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{11,12}$/), (body) => {
        const album = draft();
        const [values, edited] = edit(albumToValues(album), {
          upcMode: 'owned',
          upc: completeGtin(body),
        });
        return checkAlbumForm(album, values, edited, unused).blocking.length === 0;
      }),
    );
  });

  it('an owned UPC still empty is incomplete, not an error: a draft stays saveable', () => {
    const album = draft();
    const [values, edited] = edit(albumToValues(album), { upcMode: 'owned' });
    const result = checkAlbumForm(album, values, edited, unused);
    expect(result.blocking).toEqual([]);
    expect(codesOf(result.incomplete)).toContain('upc:required');
  });

  it('an empty name blocks (an album cannot exist without one)', () => {
    const album = draft();
    const [values, edited] = edit(albumToValues(album), { name: '  ' });
    expect(codesOf(checkAlbumForm(album, values, edited, unused).blocking)).toEqual([
      'name:required',
    ]);
  });

  it('the off-shelf date cannot come before the on-shelf date', () => {
    const album = draft();
    const [values, edited] = edit(albumToValues(album), {
      expectedOnShelfDate: '2026-05-01',
      requestedOffShelfDate: '2026-04-30',
    });
    expect(codesOf(checkAlbumForm(album, values, edited, unused).blocking)).toEqual([
      'requestedOffShelfDate:date-order',
    ]);
  });

  it('what review still needs shows as warnings ("{field} incomplete", main artist), never the cover', () => {
    const album = { ...draft(), cover: null };
    const result = checkAlbumForm(album, albumToValues(album), [], unused);
    expect(result.blocking).toEqual([]);
    expect(result.incomplete.every((i) => i.severity === 'warning')).toBe(true);
    expect(codesOf(result.incomplete)).toEqual([
      'performingLanguage:required',
      'genreId:required',
      'artists:main-artist-required',
    ]);
  });

  it('a wrong value already stored does not block editing other fields', () => {
    const album = { ...draft(), upcMode: 'owned' as const, upc: '036000291453' };
    const [values, edited] = edit(albumToValues(album), { name: 'Other' });
    const result = checkAlbumForm(album, values, edited, unused);
    expect(result.blocking).toEqual([]);
    expect(codesOf(result.incomplete)).toContain('upc:upc-check-digit');
  });

  it('groups issues by form field, leaving out what no input shows', () => {
    const byField = issuesByFormField([
      { field: 'upc', code: 'upc-length', severity: 'error' },
      { field: 'cover', code: 'required', severity: 'warning' },
      { field: 'upc', code: 'required', severity: 'warning' },
    ]);
    expect([...byField.keys()]).toEqual(['upc']);
    expect(byField.get('upc')?.length).toBe(2);
  });
});
