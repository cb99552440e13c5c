import { describe, expect, it } from 'vitest';
import { makeTrack } from '../../../../domain/catalogue/testing';
import { checkCopySelection, planCopy } from './trackCopy';

describe('checkCopySelection', () => {
  it('answers the domain codes: at least one field and one track', () => {
    expect(
      checkCopySelection({ sourceId: 's', fields: [], targetIds: [] }).map((i) => i.code),
    ).toEqual(['copy-no-field', 'copy-no-track']);
    expect(
      checkCopySelection({ sourceId: 's', fields: ['genreId'], targetIds: [] }).map((i) => i.code),
    ).toEqual(['copy-no-track']);
    expect(
      checkCopySelection({ sourceId: 's', fields: [], targetIds: ['t'] }).map((i) => i.code),
    ).toEqual(['copy-no-field']);
    expect(checkCopySelection({ sourceId: 's', fields: ['genreId'], targetIds: ['t'] })).toEqual(
      [],
    );
  });

  it('does not count the source as a target', () => {
    expect(
      checkCopySelection({ sourceId: 's', fields: ['genreId'], targetIds: ['s'] }).map(
        (i) => i.code,
      ),
    ).toEqual(['copy-no-track']);
  });
});

describe('planCopy', () => {
  const source = makeTrack({
    id: 's',
    genreId: 'rock',
    langCode: 'en',
    artists: [{ artistId: 'a1', role: 'main' }],
    composers: ['X'],
  });

  it('patches only the chosen fields that differ, and skips targets already equal', () => {
    const same = makeTrack({ id: 'same', genreId: 'rock', langCode: 'en', name: 'Kept' });
    const other = makeTrack({ id: 'other', genreId: 'pop', langCode: 'en', isrc: 'CNA122400009' });
    expect(planCopy(source, [same, other], ['genreId', 'langCode'])).toEqual([
      { trackId: 'other', patch: { genreId: 'rock' } },
    ]);
  });

  it('never copies onto the source, and copies lists by value', () => {
    const target = makeTrack({ id: 't', artists: [], composers: [] });
    const plans = planCopy(source, [source, target], ['artists', 'composers']);
    expect(plans).toEqual([
      { trackId: 't', patch: { artists: [{ artistId: 'a1', role: 'main' }], composers: ['X'] } },
    ]);
    expect(plans[0].patch.artists).not.toBe(source.artists);
  });

  it('copies an empty value too (clearing a field is a choice)', () => {
    const empty = makeTrack({ id: 'e', recordingProducer: null });
    const target = makeTrack({ id: 't', recordingProducer: 'Someone' });
    expect(planCopy(empty, [target], ['recordingProducer'])).toEqual([
      { trackId: 't', patch: { recordingProducer: null } },
    ]);
  });
});
