import { describe, expect, it } from 'vitest';
import { diffCopies, isLockingRecord, recordName, sameValue } from './conflictDiff';

const local = {
  id: 'a',
  version: 3,
  updatedAt: 'x',
  name: 'Night (edit)',
  introduction: 'same',
  artists: [{ id: 1 }],
  reviewStatus: 10,
};
const server = {
  id: 'a',
  version: 4,
  updatedAt: 'y',
  name: 'Night',
  introduction: 'same',
  artists: [{ id: 1 }],
  reviewStatus: 11,
};

describe('diffCopies', () => {
  it('shows the differing fields, the op fields and the name, never the bookkeeping', () => {
    const rows = diffCopies(local, server, ['name'], false);
    expect(rows.map((r) => [r.field, r.differs])).toEqual([
      ['name', true],
      ['reviewStatus', true],
    ]);
  });

  it('lists every field on request, with deep comparison of arrays', () => {
    const rows = diffCopies(local, server, [], true);
    expect(rows.map((r) => r.field)).toEqual(['name', 'introduction', 'artists', 'reviewStatus']);
    expect(rows.find((r) => r.field === 'artists')?.differs).toBe(false);
  });

  it('marks nothing as differing when one copy is missing', () => {
    const rows = diffCopies(local, null, ['name'], false);
    expect(rows).toEqual([
      { field: 'name', local: 'Night (edit)', server: undefined, differs: false },
    ]);
  });
});

describe('helpers', () => {
  it('treats null and undefined alike', () => {
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(sameValue([1], { 0: 1 })).toBe(false);
  });

  it('names a record by name or title', () => {
    expect(recordName({ name: '  ', title: 'T' })).toBe('T');
    expect(recordName(null)).toBeNull();
  });

  it('recognises the album sent back for a locked track', () => {
    expect(isLockingRecord({ entityId: 't1', serverCopy: { id: 'album1' } })).toBe(true);
    expect(isLockingRecord({ entityId: 'a', serverCopy: { id: 'a' } })).toBe(false);
    expect(isLockingRecord({ entityId: 'a', serverCopy: null })).toBe(false);
  });
});
