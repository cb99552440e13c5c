// The UI's prediction and the server's refusal agree: for every review and release state, every
// entity, every field and every op kind, the form's isFieldEditable / isEditAllowed over
// editContextOf(album) says "editable" exactly when decideLock lets the op through.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAlbum } from '../catalogue/testing';
import { ENTITY_NAMES, ENTITY_SCHEMAS, type EntityName } from '../catalogue/entities';
import { editContextOf, isEditAllowed, isFieldEditable } from '../status/editability';
import { RELEASE_STATUSES } from '../status/releaseStatus';
import { REVIEW_STATUSES } from '../status/reviewStatus';
import { decideLock } from './lock';
import { makeOp } from './opTesting';
import { OP_KINDS, type Op, type OpKind } from './protocol';

const anyAlbum = fc
  .record({
    reviewStatus: fc.constantFrom(...REVIEW_STATUSES),
    releaseStatus: fc.constantFrom(...RELEASE_STATUSES),
    everReleased: fc.boolean(),
    approved: fc.boolean(),
  })
  .map(({ approved, ...state }) =>
    makeAlbum({ ...state, approvedAt: approved ? '2025-01-01T00:00:00.000Z' : null }),
  );

/** Every field of every entity's schema, plus names no schema has (a form may ask about any). */
const entityAndField = fc
  .constantFrom(...ENTITY_NAMES)
  .chain((entity) =>
    fc.tuple(
      fc.constant(entity),
      fc.constantFrom(
        ...Object.keys(ENTITY_SCHEMAS[entity].shape),
        'trackNo',
        'file',
        'spatialAudio',
      ),
    ),
  );

/** Kinds with a fixed entity in the protocol take it; create, update and delete take any. */
const FIXED_ENTITY: Partial<Record<OpKind, EntityName>> = {
  submitForReview: 'album',
  startModification: 'album',
  undoModification: 'album',
  sortTracks: 'album',
  bindAuthorization: 'authorizationTrack',
  unbindAuthorization: 'authorizationTrack',
};

/** The op a screen would queue, and the record it edits (whose `field` the update changes). */
function opFor(
  kind: OpKind,
  entity: EntityName,
  field: string,
): { op: Op; current: Record<string, unknown> } {
  const target = FIXED_ENTITY[kind] ?? entity;
  const op =
    kind === 'update'
      ? makeOp('update', { entity: target, payload: { [field]: 'new value' } })
      : makeOp(kind, { entity: target } as Partial<Op>);
  return { op, current: { id: op.entityId, [field]: 'old value' } };
}

/** What the screens ask before they queue an op of `kind`. */
function uiSays(
  kind: OpKind,
  entity: EntityName,
  field: string,
  album: ReturnType<typeof makeAlbum>,
): boolean {
  const ctx = editContextOf(album);
  if (kind === 'update') return isFieldEditable(entity, field, ctx);
  return isEditAllowed({ kind, entity: FIXED_ENTITY[kind] ?? entity }, ctx);
}

describe('the UI and the server decide locks alike', () => {
  it('for every status, entity, field and op kind', () => {
    fc.assert(
      fc.property(
        anyAlbum,
        entityAndField,
        fc.constantFrom(...OP_KINDS),
        (album, [entity, field], kind) => {
          const { op, current } = opFor(kind, entity, field);
          const serverTakes = decideLock(op, album, false, current) === null;
          expect(uiSays(kind, entity, field, album)).toBe(serverTakes);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('a started modification of 12 is decided as the 14 the device already shows', () => {
    fc.assert(
      fc.property(
        anyAlbum,
        entityAndField,
        fc.constantFrom(...OP_KINDS),
        (album, [entity, field], kind) => {
          const approved = { ...album, reviewStatus: 12 as const };
          const { op, current } = opFor(kind, entity, field);
          expect(decideLock(op, approved, true, current)).toBe(
            decideLock(op, { ...approved, reviewStatus: 14 }, false, current),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
