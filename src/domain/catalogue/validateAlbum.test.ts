import { describe, expect, it } from 'vitest';
import type { Issue } from './issues';
import { MB } from './limits';
import { makeAlbum, makeCover } from './testing';
import {
  albumTypeGuidance,
  validateAlbum,
  validateAlbumCreate,
  validateCover,
  validateOverseasCover,
} from './validateAlbum';

const codes = (issues: Issue[]) => issues.map((i) => `${i.field}:${i.code}`);

describe('validateCover', () => {
  it('passes a 3000 px square JPG', () => {
    expect(validateCover(makeCover())).toEqual([]);
  });
  it('requires a cover', () => {
    expect(validateCover(null)).toEqual([
      { field: 'cover', code: 'required', severity: 'error', params: { field: 'cover' } },
    ]);
  });
  it.each([
    [{ widthPx: 1399, heightPx: 1399 }, ['cover:cover-too-small']],
    [{ widthPx: 1400, heightPx: 1400 }, []],
    [{ widthPx: 2000, heightPx: 1800 }, ['cover:cover-not-square']],
    [{ format: 'gif', name: 'a.gif' }, ['cover:file-format']],
    [{ format: 'image/png' }, []],
    [{ format: '', name: 'x.JPEG' }, []],
    [{ sizeBytes: 15 * MB }, []],
    [{ sizeBytes: 15 * MB + 1 }, ['cover:file-too-large']],
  ])('%o -> %o', (overrides, expected) => {
    expect(codes(validateCover(makeCover(overrides)))).toEqual(expected);
  });
  it('batch caps the cover at 10M', () => {
    const cover = makeCover({ sizeBytes: 12 * MB });
    expect(validateCover(cover)).toEqual([]);
    expect(validateCover(cover, { batch: true })).toEqual([
      { field: 'cover', code: 'file-too-large', severity: 'error', params: { maxMb: 10 } },
    ]);
  });
});

describe('validateOverseasCover', () => {
  it('is optional', () => {
    expect(validateOverseasCover(null)).toEqual([]);
  });
  it.each([
    [3000, 3000, []],
    [10_000, 10_000, []],
    [2999, 2999, ['overseasCover:overseas-cover-size']],
    [10_001, 10_001, ['overseasCover:overseas-cover-size']],
    [3000, 4000, ['overseasCover:cover-not-square']],
  ])('%i x %i', (w, h, expected) => {
    expect(codes(validateOverseasCover(makeCover({ widthPx: w, heightPx: h })))).toEqual(expected);
  });
  it('takes up to the album cover limit, 15 MB, as its upload does', () => {
    const MB = 1024 * 1024;
    expect(
      validateOverseasCover(makeCover({ widthPx: 3000, heightPx: 3000, sizeBytes: 12 * MB })),
    ).toEqual([]);
    expect(
      codes(
        validateOverseasCover(makeCover({ widthPx: 3000, heightPx: 3000, sizeBytes: 15 * MB + 1 })),
      ),
    ).toEqual(['overseasCover:file-too-large']);
  });
});

describe('validateAlbum', () => {
  it('passes a complete album', () => {
    expect(validateAlbum(makeAlbum())).toEqual([]);
  });
  it('reports each missing required field as "{field} incomplete"', () => {
    const issues = validateAlbum(
      makeAlbum({ name: ' ', genreId: null, pLineId: null, expectedOnShelfDate: null }),
    );
    expect(issues).toEqual([
      { field: 'name', code: 'required', severity: 'error', params: { field: 'name' } },
      { field: 'genreId', code: 'required', severity: 'error', params: { field: 'genreId' } },
      { field: 'pLineId', code: 'required', severity: 'error', params: { field: 'pLineId' } },
      {
        field: 'expectedOnShelfDate',
        code: 'required',
        severity: 'error',
        params: { field: 'expectedOnShelfDate' },
      },
    ]);
  });
  it('an empty object reports every required field, the cover and the artist', () => {
    const fields = validateAlbum({}).map((i) => i.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'name',
        'authorizationCompanyId',
        'type',
        'displayLanguage',
        'performingLanguage',
        'recordCompanyId',
        'genreId',
        'pLineId',
        'cLineId',
        'originalReleaseDate',
        'expectedOnShelfDate',
        'cover',
        'artists',
      ]),
    );
  });
  it('needs a main artist', () => {
    expect(
      codes(
        validateAlbum(
          makeAlbum({ artists: [{ artistId: makeAlbum().id, role: 'FeaturedArtist' }] }),
        ),
      ),
    ).toEqual(['artists:main-artist-required']);
  });
  it('needs a valid UPC only when the partner owns it', () => {
    expect(codes(validateAlbum(makeAlbum({ upcMode: 'owned', upc: null })))).toEqual([
      'upc:required',
    ]);
    expect(codes(validateAlbum(makeAlbum({ upcMode: 'owned', upc: '036000291453' })))).toEqual([
      'upc:upc-check-digit',
    ]);
    expect(validateAlbum(makeAlbum({ upcMode: 'owned', upc: '036000291452' }))).toEqual([]);
    expect(validateAlbum(makeAlbum({ upcMode: 'applied', upc: null }))).toEqual([]);
  });
  it('the off-shelf date cannot come before the on-shelf date', () => {
    expect(
      codes(
        validateAlbum(
          makeAlbum({ expectedOnShelfDate: '2025-03-01', requestedOffShelfDate: '2025-02-01' }),
        ),
      ),
    ).toEqual(['requestedOffShelfDate:date-order']);
    expect(
      validateAlbum(
        makeAlbum({ expectedOnShelfDate: '2025-03-01', requestedOffShelfDate: '2025-03-01' }),
      ),
    ).toEqual([]);
  });
});

describe('validateAlbumCreate', () => {
  it('asks the drawer for name, authorization company, display language and type', () => {
    expect(validateAlbumCreate({}).map((i) => i.field)).toEqual([
      'name',
      'authorizationCompanyId',
      'displayLanguage',
      'type',
    ]);
    expect(validateAlbumCreate(makeAlbum())).toEqual([]);
  });
});

describe('albumTypeGuidance', () => {
  it.each([
    [3, 1, 'album-type-ep-track-count'],
    [3, 2, null],
    [3, 5, null],
    [3, 6, 'album-type-ep-track-count'],
    [1, 5, 'album-type-album-track-count'],
    [1, 6, null],
    [2, 1, null],
    [9, 1, null],
  ] as const)('type %i with %i songs -> %s', (type, count, code) => {
    const issues = albumTypeGuidance(type, count);
    expect(issues.map((i) => i.code)).toEqual(code === null ? [] : [code]);
    expect(issues.every((i) => i.severity === 'warning')).toBe(true);
  });
});
