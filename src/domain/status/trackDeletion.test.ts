import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAlbum } from '../catalogue/testing';
import { RELEASE_STATUSES } from './releaseStatus';
import {
  checkTrackDeletePhrase,
  isConfirmPhrase,
  needsDeletePhrase,
  TRACK_DELETE_CONFIRM_PHRASE,
  wasDelivered,
} from './trackDeletion';

describe('deleting a delivered track', () => {
  it('counts any delivery, successful or not, and a track on no album never', () => {
    expect(wasDelivered(makeAlbum({ releaseStatus: 20 }))).toBe(false);
    expect(wasDelivered(makeAlbum({ releaseStatus: 20, everReleased: true }))).toBe(true);
    for (const releaseStatus of [21, 22, 23, 24, 25, 26, 27] as const)
      expect(wasDelivered(makeAlbum({ releaseStatus }))).toBe(true);
    expect(needsDeletePhrase(null)).toBe(false);
  });

  it('takes the phrase exactly: case and spaces count', () => {
    expect(isConfirmPhrase(TRACK_DELETE_CONFIRM_PHRASE)).toBe(true);
    for (const typed of [
      'i know',
      'I know',
      ' I Know',
      'I Know ',
      'IKnow',
      '我知道',
      '',
      undefined,
    ])
      expect(isConfirmPhrase(typed)).toBe(false);
  });

  it('refuses a delete of a failed first delivery (27) without the phrase, with the code the client words', () => {
    const failed = makeAlbum({ releaseStatus: 27, everReleased: false });
    expect(checkTrackDeletePhrase(failed, undefined)).toEqual([
      {
        field: 'confirmPhrase',
        code: 'confirm-phrase-required',
        severity: 'error',
        params: { phrase: 'I Know' },
      },
    ]);
    expect(checkTrackDeletePhrase(failed, 'i know')).toHaveLength(1);
    expect(checkTrackDeletePhrase(failed, 'I Know')).toEqual([]);
    expect(checkTrackDeletePhrase(makeAlbum({ releaseStatus: 20 }), undefined)).toEqual([]);
    expect(checkTrackDeletePhrase(null, undefined)).toEqual([]);
  });

  it('refuses exactly when the phrase is needed and not typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RELEASE_STATUSES),
        fc.boolean(),
        fc.option(fc.string(), { nil: undefined }),
        (releaseStatus, everReleased, typed) => {
          const album = makeAlbum({ releaseStatus, everReleased });
          expect(checkTrackDeletePhrase(album, typed).length > 0).toBe(
            needsDeletePhrase(album) && typed !== TRACK_DELETE_CONFIRM_PHRASE,
          );
        },
      ),
    );
  });
});
