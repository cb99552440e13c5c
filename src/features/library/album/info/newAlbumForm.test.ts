import { describe, expect, it } from 'vitest';
import { emptyNewAlbum, newAlbumIssues, newAlbumRecord } from './newAlbumForm';

describe('the add-album drawer', () => {
  it('starts with the organisation as authorization company, and asks for the rest', () => {
    const values = emptyNewAlbum('org-1');
    expect(values).toEqual({
      name: '',
      authorizationCompanyId: 'org-1',
      displayLanguage: '',
      type: null,
    });
    expect(newAlbumIssues(values).map((i) => i.field)).toEqual(['name', 'displayLanguage', 'type']);
    expect(newAlbumIssues(values).every((i) => i.code === 'required')).toBe(true);
  });

  it('a blank name is no name', () => {
    const values = {
      ...emptyNewAlbum('org-1'),
      name: '   ',
      displayLanguage: 'zh-Hans',
      type: 1 as const,
    };
    expect(newAlbumIssues(values).map((i) => i.field)).toEqual(['name']);
  });

  it('an authorization company is required too', () => {
    const values = {
      name: 'A',
      authorizationCompanyId: '',
      displayLanguage: 'en',
      type: 2 as const,
    };
    expect(newAlbumIssues(values).map((i) => i.field)).toEqual(['authorizationCompanyId']);
  });

  it('creates with the four fields, the name trimmed', () => {
    const values = {
      name: '  夜航  ',
      authorizationCompanyId: 'org-1',
      displayLanguage: 'zh-Hans',
      type: 3 as const,
    };
    expect(newAlbumIssues(values)).toEqual([]);
    expect(newAlbumRecord(values)).toEqual({
      name: '夜航',
      authorizationCompanyId: 'org-1',
      displayLanguage: 'zh-Hans',
      type: 3,
    });
  });
});
