import { describe, expect, it } from 'vitest';
import { validateAlbumFolderNames, validateExcelRowCount } from './validateBatch';

describe('validateExcelRowCount', () => {
  it('allows up to 500 rows', () => {
    expect(validateExcelRowCount(0)).toEqual([]);
    expect(validateExcelRowCount(500)).toEqual([]);
    expect(validateExcelRowCount(501).map((i) => i.code)).toEqual(['excel-too-many-rows']);
  });
});

describe('validateAlbumFolderNames', () => {
  it('passes unique short names', () => {
    expect(validateAlbumFolderNames(['A', 'B'])).toEqual([]);
  });
  it('reports blanks, long names and repeats at their position', () => {
    const issues = validateAlbumFolderNames([
      'Album',
      ' ',
      'x'.repeat(201),
      'ALBUM',
      'x'.repeat(200),
    ]);
    expect(issues.map((i) => `${i.field}:${i.code}`)).toEqual([
      'folders.1:required',
      'folders.2:folder-name-too-long',
      'folders.3:folder-name-duplicate',
    ]);
  });
});
