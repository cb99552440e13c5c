// Builders and arbitraries of ops for the sync tests (here and in src/sync, sync-server).
import fc from 'fast-check';
import { testId } from '../catalogue/testing';
import { ALBUM_CONTENT_ENTITIES } from '../status/editability';
import type { Op, OpKind } from './protocol';

const OP_ID = '01890a5d-ac96-774b-bcce-b302099a8057';

/** An op with defaults for everything but what the test is about. */
export function makeOp<K extends OpKind>(
  kind: K,
  fields: Partial<Extract<Op, { kind: K }>> = {},
): Extract<Op, { kind: K }> {
  const base = {
    opId: OP_ID,
    clientId: 'client-1',
    seq: 1,
    entityId: testId(1),
    createdAt: '2025-01-02T00:00:00.000Z',
  };
  const byKind: Record<OpKind, Omit<Op, keyof typeof base>> = {
    create: { kind: 'create', entity: 'track', baseVersion: null, payload: {} },
    update: { kind: 'update', entity: 'track', baseVersion: 1, payload: { name: 'x' } },
    delete: { kind: 'delete', entity: 'track', baseVersion: 1, payload: {} },
    submitForReview: { kind: 'submitForReview', entity: 'album', baseVersion: 1, payload: {} },
    startModification: { kind: 'startModification', entity: 'album', baseVersion: 1, payload: {} },
    undoModification: { kind: 'undoModification', entity: 'album', baseVersion: 1, payload: {} },
    bindAuthorization: {
      kind: 'bindAuthorization',
      entity: 'authorizationTrack',
      baseVersion: null,
      payload: { authorizationId: testId(2), trackId: testId(3) },
    },
    unbindAuthorization: {
      kind: 'unbindAuthorization',
      entity: 'authorizationTrack',
      baseVersion: 1,
      payload: {},
    },
    sortTracks: {
      kind: 'sortTracks',
      entity: 'album',
      baseVersion: 1,
      payload: { trackIds: [testId(3)] },
    },
  };
  return { ...base, ...byKind[kind], ...fields } as Extract<Op, { kind: K }>;
}

const fieldName = fc.constantFrom(
  'name',
  'isrc',
  'introduction',
  'cover',
  'genreId',
  'content',
  'percentage',
  'upc',
  'auditionStartMs',
  'albumId',
);
const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));

/** Any op that edits album content: not review commands, not creating or deleting the album itself. */
export const contentEditOp: fc.Arbitrary<Op> = fc.oneof(
  fc
    .record({
      entity: fc.constantFrom(...ALBUM_CONTENT_ENTITIES),
      payload: fc.dictionary(fieldName, value, { minKeys: 1 }),
    })
    .map(({ entity, payload }) => makeOp('update', { entity, payload })),
  fc
    .constantFrom(...ALBUM_CONTENT_ENTITIES.filter((e) => e !== 'album'))
    .map((entity) => makeOp('create', { entity })),
  fc
    .constantFrom(...ALBUM_CONTENT_ENTITIES.filter((e) => e !== 'album'))
    .map((entity) => makeOp('delete', { entity })),
  fc.constant(makeOp('bindAuthorization')),
  fc.constant(makeOp('unbindAuthorization')),
  fc.constant(makeOp('sortTracks')),
);
