import { describe, expect, it } from 'vitest';
import type { RightsCountry, RightsHolder } from '../../../domain/catalogue';
import { testId } from '../../../domain/catalogue/testing';
import {
  checkDraft,
  emptyCountry,
  holderToDraft,
  newHolderDraft,
  planWrites,
  type HolderDraft,
} from './rightsDraft';

const BASE = { orgId: 'org-1', version: 1, updatedAt: '2026-01-01T00:00:00.000Z' };
const ALBUM = testId(500);
const TRACK = testId(501);

function holder(overrides: Partial<RightsHolder> = {}): RightsHolder {
  return {
    ...BASE,
    id: testId(510),
    albumId: ALBUM,
    trackId: null,
    type: 'composer',
    name: '林夏',
    email: null,
    ...overrides,
  };
}

function country(overrides: Partial<RightsCountry> = {}): RightsCountry {
  return {
    ...BASE,
    id: testId(520),
    rightsHolderId: testId(510),
    albumId: ALBUM,
    countryCode: 'CN',
    opInfo: null,
    spInfo: null,
    percentage: 50.25,
    periodStart: null,
    periodEnd: null,
    ...overrides,
  };
}

function filled(percentage: string): HolderDraft {
  const draft = newHolderDraft();
  return {
    ...draft,
    type: 'composer',
    name: ' 林夏 ',
    countries: [{ ...draft.countries[0], countryCode: 'CN', percentage }],
  };
}

describe('the rights holder draft', () => {
  it('starts with one empty country record and asks for type, name, country and share', () => {
    const check = checkDraft(newHolderDraft());
    expect(check.holder.map((i) => i.field)).toEqual(['type', 'name']);
    expect(check.countries[0].map((i) => `${i.field}:${i.code}`)).toEqual([
      'countryCode:required',
      'percentage:required',
    ]);
  });

  it('refuses 100.005 and accepts 50.25', () => {
    expect(checkDraft(filled('100.005')).countries[0].map((i) => i.code)).toEqual([
      'rights-percentage-range',
    ]);
    expect(checkDraft(filled('50.25'))).toEqual({ holder: [], countries: [[]] });
  });

  it('edits a stored holder as text and back', () => {
    const draft = holderToDraft(holder({ email: 'a@b.cn' }), [
      country({ periodStart: '2026-01-01' }),
    ]);
    expect(draft).toMatchObject({
      id: testId(510),
      email: 'a@b.cn',
      countries: [
        { id: testId(520), percentage: '50.25', periodStart: '2026-01-01', periodEnd: '' },
      ],
    });
  });
});

describe('planWrites', () => {
  it('creates an album holder first, then its country records pointing at it', () => {
    const writes = planWrites(
      filled('50.25'),
      { kind: 'album', albumId: ALBUM },
      [],
      () => 'new-holder',
    );
    expect(writes).toEqual([
      {
        kind: 'create',
        entity: 'rightsHolder',
        record: {
          id: 'new-holder',
          type: 'composer',
          name: '林夏',
          email: null,
          albumId: ALBUM,
          trackId: null,
        },
      },
      {
        kind: 'create',
        entity: 'rightsCountry',
        record: {
          rightsHolderId: 'new-holder',
          albumId: ALBUM,
          countryCode: 'CN',
          percentage: 50.25,
          opInfo: null,
          spInfo: null,
          periodStart: null,
          periodEnd: null,
        },
      },
    ]);
  });

  it("names only the track for a track's holder, the track's album on its shares", () => {
    const writes = planWrites(
      filled('100'),
      { kind: 'track', trackId: TRACK, albumId: ALBUM },
      [],
      () => 'h',
    );
    expect(writes[0]).toMatchObject({ record: { albumId: null, trackId: TRACK } });
    expect(writes[1]).toMatchObject({ record: { albumId: ALBUM, percentage: 100 } });
  });

  it('updates kept records, removes dropped ones before adding new ones', () => {
    const kept = country({ id: testId(521), countryCode: 'US' });
    const dropped = country({ id: testId(522), countryCode: 'JP' });
    const draft = holderToDraft(holder(), [kept, dropped]);
    const edited: HolderDraft = {
      ...draft,
      countries: [
        { ...draft.countries[0], percentage: '40' },
        { ...emptyCountry(), countryCode: 'GB', percentage: '60' },
      ],
    };
    const writes = planWrites(
      edited,
      { kind: 'album', albumId: ALBUM },
      [kept, dropped],
      () => 'unused',
    );
    expect(writes.map((w) => `${w.kind}:${w.entity}`)).toEqual([
      'update:rightsHolder',
      'delete:rightsCountry',
      'update:rightsCountry',
      'create:rightsCountry',
    ]);
    expect(writes[1]).toEqual({ kind: 'delete', entity: 'rightsCountry', id: testId(522) });
    expect(writes[2]).toMatchObject({
      id: testId(521),
      patch: { percentage: 40, countryCode: 'US' },
    });
  });

  it('swaps the countries of two records by replacing them, every delete before any create (no step holds a duplicate)', () => {
    const china = country({ id: testId(531), countryCode: 'CN', percentage: 30 });
    const usa = country({ id: testId(532), countryCode: 'US', percentage: 70 });
    const draft = holderToDraft(holder(), [china, usa]);
    const swapped: HolderDraft = {
      ...draft,
      countries: [
        { ...draft.countries[0], countryCode: 'US' },
        { ...draft.countries[1], countryCode: 'CN' },
      ],
    };
    const writes = planWrites(
      swapped,
      { kind: 'album', albumId: ALBUM },
      [china, usa],
      () => 'unused',
    );
    expect(writes.map((w) => `${w.kind}:${w.entity}`)).toEqual([
      'update:rightsHolder',
      'delete:rightsCountry',
      'delete:rightsCountry',
      'create:rightsCountry',
      'create:rightsCountry',
    ]);
    // replayed in order, no moment holds one country twice
    const live = new Map([
      [testId(531), 'CN'],
      [testId(532), 'US'],
    ]);
    for (const [i, w] of writes.entries()) {
      if (w.kind === 'delete') live.delete(w.id);
      if (w.kind === 'create') live.set(`new-${i}`, String(w.record.countryCode));
      expect(new Set(live.values()).size).toBe(live.size);
    }
    expect([...live.values()].sort()).toEqual(['CN', 'US']);
    expect(writes[3]).toMatchObject({ record: { countryCode: 'US', percentage: 30 } });
  });
});
