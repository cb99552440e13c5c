import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAlbum } from '../../../../domain/catalogue/testing';
import { checkAddTrack, initialAddTrackValues, isIsrcComplete, newTrackOf } from './addTrackForm';

const album = makeAlbum({ displayLanguage: 'zh-Hans' });
const never = () => false;

describe('the add-track drawer', () => {
  it('starts from the album display language; the authorization company is the album one', () => {
    const values = initialAddTrackValues(album);
    expect(values).toEqual({ name: '', displayLanguage: 'zh-Hans', isrc: '', langCode: '' });
    const track = newTrackOf({ ...values, name: '  Dawn  ' }, album, 3);
    expect(track).toEqual({
      albumId: album.id,
      trackNo: 3,
      name: 'Dawn',
      authorizationCompanyId: album.authorizationCompanyId,
      displayLanguage: 'zh-Hans',
      isrc: null,
      langCode: null,
    });
  });

  it('requires name, authorization company and display language (spec section 5)', () => {
    const track = newTrackOf(
      { name: ' ', displayLanguage: '', isrc: '', langCode: '' },
      { id: album.id, authorizationCompanyId: '' },
      1,
    );
    expect(checkAddTrack(track, never).map((i) => [i.field, i.code])).toEqual([
      ['name', 'required'],
      ['authorizationCompanyId', 'required'],
      ['displayLanguage', 'required'],
    ]);
  });

  it('cleans the ISRC, checks its shape, and refuses one used by another track', () => {
    const values = { ...initialAddTrackValues(album), name: 'Dawn' };
    const cleaned = newTrackOf({ ...values, isrc: 'cn-a12 26-00001' }, album, 1);
    expect(cleaned.isrc).toBe('CNA122600001');
    expect(checkAddTrack(cleaned, never)).toEqual([]);
    expect(checkAddTrack(cleaned, (c) => c === 'CNA122600001').map((i) => i.code)).toEqual([
      'isrc-used',
    ]);
    expect(
      checkAddTrack(newTrackOf({ ...values, isrc: 'CN-A12-26-0001' }, album, 1), never).map(
        (i) => i.code,
      ),
    ).toEqual(['isrc-length']);
    expect(
      checkAddTrack(newTrackOf({ ...values, isrc: '12A122600001' }, album, 1), never).map(
        (i) => i.code,
      ),
    ).toEqual(['isrc-format']);
  });

  it('stores only letters and digits, upper-cased, whatever is typed (property)', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const { isrc } = newTrackOf(
          { name: 'x', displayLanguage: 'en', isrc: typed, langCode: '' },
          album,
          1,
        );
        if (isrc !== null) expect(isrc).toMatch(/^[A-Z0-9]+$/);
      }),
    );
  });

  it('shows the ISRC message once a full code is typed', () => {
    expect(isIsrcComplete('CN-A12-26-0000')).toBe(false);
    expect(isIsrcComplete('CN-A12-26-00001')).toBe(true);
  });
});
