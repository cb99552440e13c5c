import { describe, expect, it } from 'vitest';
import { albumSchema } from './album';
import { baseRecordSchema } from './common';
import {
  clientWritableFields,
  createPayloadSchema,
  ENTITY_NAMES,
  ENTITY_SCHEMAS,
  isEntityName,
  SERVER_OWNED_FIELDS,
  updatePayloadSchema,
} from './entities';
import { makeAlbum, makeAuthorization, makeBinding, makeTrack, testId } from './testing';
import { trackSchema } from './track';

describe('ENTITY_NAMES', () => {
  it('lists the fourteen tables', () => {
    expect(ENTITY_NAMES).toEqual([
      'album',
      'track',
      'artist',
      'recordCompany',
      'plCline',
      'rightsHolder',
      'rightsCountry',
      'authorization',
      'authorizationTrack',
      'trackClip',
      'accompaniment',
      'material',
      'lyrics',
      'localization',
    ]);
    expect(Object.keys(ENTITY_SCHEMAS)).toEqual([...ENTITY_NAMES]);
  });
  it('every schema has the base record fields', () => {
    for (const name of ENTITY_NAMES) {
      const keys = Object.keys(ENTITY_SCHEMAS[name].shape);
      expect(keys).toEqual(expect.arrayContaining(['id', 'orgId', 'version', 'updatedAt']));
    }
  });
  it('server-owned fields exist in their schema', () => {
    for (const name of ENTITY_NAMES) {
      const keys = Object.keys(ENTITY_SCHEMAS[name].shape);
      for (const f of SERVER_OWNED_FIELDS[name]) expect(keys).toContain(f);
    }
  });
  it('isEntityName', () => {
    expect(isEntityName('album')).toBe(true);
    expect(isEntityName('albums')).toBe(false);
    expect(isEntityName(3)).toBe(false);
  });
});

describe('record schemas', () => {
  it('accept the fixtures', () => {
    expect(albumSchema.safeParse(makeAlbum()).success).toBe(true);
    expect(trackSchema.safeParse(makeTrack()).success).toBe(true);
    expect(ENTITY_SCHEMAS.authorization.safeParse(makeAuthorization()).success).toBe(true);
    expect(
      ENTITY_SCHEMAS.authorizationTrack.safeParse(makeBinding(testId(1), testId(2))).success,
    ).toBe(true);
  });
  it('store a draft album with empty content', () => {
    const draft = makeAlbum({
      cover: null,
      genreId: null,
      recordCompanyId: null,
      artists: [],
      originalReleaseDate: null,
    });
    expect(albumSchema.safeParse(draft).success).toBe(true);
  });
  it.each([
    ['type', 5],
    ['reviewStatus', 17],
    ['releaseStatus', 19],
    ['upcMode', 'bought'],
    ['originalReleaseDate', '2024-02-30'],
    ['id', 'not-a-uuid'],
    ['explicit', 3],
  ])('refuse album.%s = %s', (field, value) => {
    expect(albumSchema.safeParse({ ...makeAlbum(), [field]: value }).success).toBe(false);
  });
  it('refuse unknown track roles and versions', () => {
    expect(
      trackSchema.safeParse(makeTrack({ artists: [{ artistId: testId(1), role: 'main' }] }))
        .success,
    ).toBe(true);
    expect(
      trackSchema.safeParse({ ...makeTrack(), artists: [{ artistId: testId(1), role: 'singer' }] })
        .success,
    ).toBe(false);
    expect(trackSchema.safeParse({ ...makeTrack(), trackVersion: 'karaoke' }).success).toBe(false);
  });
  it('material names stop at 500 characters', () => {
    const material = {
      id: testId(),
      orgId: 'org-1',
      version: 3,
      updatedAt: '2025-01-01T00:00:00Z',
      name: 'x'.repeat(500),
      type: 14,
      materialVersion: 'foreign',
      file: null,
      albumId: null,
      trackId: null,
      artistId: null,
    };
    expect(ENTITY_SCHEMAS.material.safeParse(material).success).toBe(true);
    expect(ENTITY_SCHEMAS.material.safeParse({ ...material, name: 'x'.repeat(501) }).success).toBe(
      false,
    );
    expect(ENTITY_SCHEMAS.material.safeParse({ ...material, type: 15 }).success).toBe(false);
  });
  it('no entity redefines a base field with another meaning', () => {
    for (const name of ENTITY_NAMES) {
      const shape = ENTITY_SCHEMAS[name].shape as Record<string, unknown>;
      expect(shape.version, name).toBe(baseRecordSchema.shape.version);
      expect(shape.id, name).toBe(baseRecordSchema.shape.id);
    }
  });
});

describe('payload schemas', () => {
  it('client-writable fields leave out base and server fields', () => {
    const fields = clientWritableFields('album');
    expect(fields).toContain('name');
    expect(fields).not.toContain('id');
    expect(fields).not.toContain('reviewStatus');
    expect(fields).not.toContain('everReleased');
  });
  it('create takes the full writable record', () => {
    const {
      id: _id,
      orgId: _o,
      version: _v,
      updatedAt: _u,
      reviewStatus: _r,
      releaseStatus: _rs,
      approvedAt: _a,
      everReleased: _e,
      rejectReason: _rr,
      rejectStage: _st,
      source: _s,
      ...payload
    } = makeAlbum();
    expect(createPayloadSchema('album').safeParse(payload).success).toBe(true);
    expect(createPayloadSchema('album').safeParse({ ...payload, reviewStatus: 12 }).success).toBe(
      false,
    );
  });
  it('update takes a non-empty subset and refuses server fields', () => {
    const schema = updatePayloadSchema('album');
    expect(schema.safeParse({ introduction: 'new' }).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(false);
    expect(schema.safeParse({ reviewStatus: 12 }).success).toBe(false);
    expect(schema.safeParse({ version: 9 }).success).toBe(false);
    expect(schema.safeParse({ name: 7 }).success).toBe(false);
  });
});
