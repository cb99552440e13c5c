import { describe, expect, it } from 'vitest';
import { diffContent } from './diff';
import type { ContentEntry } from './types';

const album = (fields: Record<string, unknown>): ContentEntry => ({
  entity: 'album',
  record: { id: 'a', version: 1, updatedAt: 't1', reviewStatus: 12, ...fields },
});
const track = (id: string, fields: Record<string, unknown> = {}): ContentEntry => ({
  entity: 'track',
  record: { id, version: 1, name: id, ...fields },
});

describe('diffContent', () => {
  it('finds nothing when only bookkeeping moved', () => {
    const before = [album({ name: 'A' }), track('t1')];
    const after = [
      {
        entity: 'album',
        record: { ...before[0].record, version: 4, updatedAt: 't2', reviewStatus: 16 },
      },
      { entity: 'track', record: { ...before[1].record, version: 2 } },
    ] satisfies ContentEntry[];
    expect(diffContent(before, after)).toEqual([]);
  });

  it('names changed fields, added and removed records', () => {
    const before = [
      album({ name: 'A', artists: [{ id: 'x', role: 1 }] }),
      track('t1'),
      track('t2'),
    ];
    const after = [
      album({ name: 'B', artists: [{ role: 1, id: 'x' }] }),
      track('t1', { isrc: 'CNA000000001' }),
      track('t3'),
    ];
    expect(diffContent(before, after)).toEqual([
      { entity: 'album', id: 'a', change: 'changed', fields: ['name'] },
      { entity: 'track', id: 't1', change: 'changed', fields: ['isrc'] },
      { entity: 'track', id: 't3', change: 'added', fields: [] },
      { entity: 'track', id: 't2', change: 'removed', fields: [] },
    ]);
  });

  it('sees a field set back to null as changed', () => {
    expect(diffContent([album({ introduction: 'x' })], [album({ introduction: null })])).toEqual([
      { entity: 'album', id: 'a', change: 'changed', fields: ['introduction'] },
    ]);
  });
});
