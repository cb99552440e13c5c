import { describe, expect, it } from 'vitest';
import { SOURCE } from '../../domain/catalogue/enums';
import { makeOp } from '../../domain/sync/opTesting';
import { applyLocalOp } from './visible';

describe('applyLocalOp', () => {
  it('shows a record created on this device with what the server will add: an album not submitted, from the front desk', () => {
    const album = applyLocalOp(
      null,
      makeOp('create', { entity: 'album', entityId: 'a1', payload: { name: 'Offline' } }),
    );
    expect(album).toMatchObject({
      name: 'Offline',
      reviewStatus: 10,
      releaseStatus: 20,
      source: SOURCE.frontDesk,
    });
    const artist = applyLocalOp(
      null,
      makeOp('create', { entity: 'artist', entityId: 'r1', payload: { name: 'Lin' } }),
    );
    expect(artist).toMatchObject({ albumCount: 0, songCount: 0, source: SOURCE.frontDesk });
  });

  it('never lets the prediction override what the op itself says', () => {
    const track = applyLocalOp(
      null,
      makeOp('create', { entity: 'track', entityId: 't1', payload: { name: 'Dawn', source: 2 } }),
    );
    expect(track).toMatchObject({ name: 'Dawn', source: 2 });
  });
});
