import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pullResponseSchema } from '../../domain/sync/protocol';
import { readPullResponse } from './transport';

const change = {
  serverSeq: 1,
  entity: 'track',
  entityId: 't-1',
  version: 2,
  op: 'upsert',
  record: { id: 't-1', name: 'Song', version: 2 },
};
const page = {
  type: 'pull',
  protocol: 1,
  changes: [change],
  cursor: 1,
  hasMore: false,
  lastSeq: 0,
};

const accepts = (body: unknown): boolean => {
  try {
    readPullResponse(body);
    return true;
  } catch {
    return false;
  }
};

// a field of the page or of its change replaced by an odd value
const odd = fc.constantFrom<unknown>(
  undefined,
  null,
  -1,
  0,
  1,
  1.5,
  2 ** 60,
  'x',
  '',
  true,
  [],
  {},
  [1],
  { a: 1 },
  'pull',
  'track',
  'delete',
);
const pageField = fc.constantFrom('type', 'protocol', 'changes', 'cursor', 'hasMore', 'lastSeq');
const changeField = fc.constantFrom('serverSeq', 'entity', 'entityId', 'version', 'op', 'record');

describe('readPullResponse', () => {
  it('accepts a good page and answers it as is', () => {
    expect(readPullResponse(page)).toBe(page);
    expect(accepts({ ...page, changes: [{ ...change, op: 'delete', record: null }] })).toBe(true);
  });

  it('agrees with pullResponseSchema on pages with one odd field', () => {
    fc.assert(
      fc.property(pageField, odd, (field, value) => {
        const body = { ...page, [field]: value };
        expect(accepts(body)).toBe(pullResponseSchema.safeParse(body).success);
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with pullResponseSchema on changes with one odd field', () => {
    fc.assert(
      fc.property(changeField, odd, fc.nat(3), (field, value, at) => {
        const changes = [change, change, change, change];
        changes[at] = { ...change, [field]: value };
        const body = { ...page, changes };
        expect(accepts(body)).toBe(pullResponseSchema.safeParse(body).success);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses what is not a page at all', () => {
    for (const body of [null, undefined, 'pull', [], [page]]) expect(accepts(body)).toBe(false);
  });
});
