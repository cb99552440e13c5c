import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCover } from '../../../domain/catalogue/testing';
import { makeArtistForTest } from './testing';
import { firstIssueByField } from '../shared/issueText';
import {
  artistContent,
  artistFormIssues,
  artistPatch,
  artistValues,
  emptyArtistValues,
  joinList,
  splitList,
} from './artistForm';

const makeArtist = makeArtistForTest;

const codes = (values: ReturnType<typeof emptyArtistValues>) =>
  artistFormIssues(values).map((i) => `${i.field}:${i.code}:${i.severity}`);

describe('splitList', () => {
  it('splits on new lines and Latin or Chinese commas, trims and drops repeats and blanks', () => {
    expect(splitList(' A ,B\nC，D、E;;  \n A ')).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(splitList('   ')).toEqual([]);
  });
  it('gives back what joinList wrote, for any list of clean items', () => {
    const item = fc
      .string({ minLength: 1, maxLength: 20 })
      .map((s) => s.replace(/[\n,，、;；]/g, '').trim())
      .filter((s) => s !== '');
    fc.assert(
      fc.property(fc.uniqueArray(item, { maxLength: 8 }), (items) => {
        expect(splitList(joinList(items))).toEqual(items);
      }),
    );
  });
});

describe('artist form values', () => {
  it('round-trips a stored artist: no patch until something changes', () => {
    const artist = makeArtist({ members: ['甲', '乙'], subGenreIds: ['city-pop'] });
    const values = artistValues(artist);
    expect(values.members).toBe('甲\n乙');
    expect(artistPatch(artist, values)).toEqual({});
    expect(artistPatch(artist, { ...values, alias: '  小夏 ', members: '甲，乙，丙' })).toEqual({
      alias: '小夏',
      members: ['甲', '乙', '丙'],
    });
  });
  it('stores blank text as null and trims the name', () => {
    const content = artistContent({
      ...emptyArtistValues(),
      name: '  New Artist ',
      countryCode: 'JP',
      website: '   ',
    });
    expect(content).toMatchObject({
      name: 'New Artist',
      countryCode: 'JP',
      website: null,
      members: [],
      genreIds: [],
      type: 'unknown',
    });
  });
  it('clears a field back to null', () => {
    const artist = makeArtist();
    expect(artistPatch(artist, { ...artistValues(artist), foreignName: '' })).toEqual({
      foreignName: null,
    });
  });
});

describe('artistFormIssues', () => {
  it('requires name and country/region ("{field} incomplete")', () => {
    expect(codes(emptyArtistValues())).toEqual([
      'name:required:error',
      'countryCode:required:error',
    ]);
    const issues = artistFormIssues({ ...emptyArtistValues(), name: 'x' });
    expect(issues).toEqual([
      {
        field: 'countryCode',
        code: 'required',
        severity: 'error',
        params: { field: 'countryCode' },
      },
    ]);
    expect(codes({ ...emptyArtistValues(), name: 'x', countryCode: 'CN' })).toEqual([]);
  });
  it('warns about an avatar under 500 x 500 and refuses one over 10 MB', () => {
    const base = { ...emptyArtistValues(), name: 'x', countryCode: 'CN' };
    expect(codes({ ...base, avatar: makeCover({ widthPx: 400, heightPx: 400 }) })).toEqual([
      'avatar:avatar-small:warning',
    ]);
    expect(codes({ ...base, avatar: makeCover({ sizeBytes: 11 * 1024 * 1024 }) })).toEqual([
      'avatar:file-too-large:error',
    ]);
  });
  it('refuses a sub-genre code longer than 64 characters', () => {
    expect(
      codes({
        ...emptyArtistValues(),
        name: 'x',
        countryCode: 'CN',
        subGenreIds: `ok\n${'g'.repeat(65)}`,
      }),
    ).toEqual(['subGenreIds:too-long:error']);
  });
  it('keeps the first issue of each field', () => {
    const byField = firstIssueByField(artistFormIssues(emptyArtistValues()));
    expect([...byField.keys()]).toEqual(['name', 'countryCode']);
  });
});
