import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idSchema } from './common';
import { ENTITY_NAMES, ENTITY_SCHEMAS } from './entities';
import { RECORD_ID_FIELDS, referencesOf } from './references';
import { makeAlbum, makeTrack, testId } from './testing';

const unwrap = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodNullable || schema instanceof z.ZodOptional
    ? unwrap(schema.unwrap() as z.ZodType)
    : schema;

/** `field` or `field[].key` for every id the schema holds besides the record's own. */
function idFieldsOfSchema(shape: Record<string, z.ZodType>): string[] {
  const found: string[] = [];
  for (const [field, raw] of Object.entries(shape)) {
    const schema = unwrap(raw);
    if (schema === idSchema && field !== 'id') found.push(field);
    if (schema instanceof z.ZodArray && schema.element instanceof z.ZodObject) {
      for (const [key, inner] of Object.entries(schema.element.shape as Record<string, z.ZodType>))
        if (unwrap(inner) === idSchema) found.push(`${field}[].${key}`);
    }
  }
  return found.sort();
}

describe('the id fields of catalogue records', () => {
  it.each(ENTITY_NAMES)('names every id field of %s, and only those', (entity) => {
    const table = RECORD_ID_FIELDS[entity]
      .map((f) => (f.itemKey === undefined ? f.field : `${f.field}[].${f.itemKey}`))
      .sort();
    expect(table).toEqual(
      idFieldsOfSchema(ENTITY_SCHEMAS[entity].shape as Record<string, z.ZodType>),
    );
  });

  it('lists the ids of the fields an op sets, with what each must name', () => {
    const album = makeAlbum({
      recordCompanyId: testId(1),
      pLineId: testId(2),
      cLineId: null,
      artists: [
        { artistId: testId(3), role: 'MainArtist' },
        { artistId: testId(4), role: 'FeaturedArtist' },
      ],
    });
    expect(referencesOf('album', album, ['recordCompanyId', 'cLineId', 'artists', 'name'])).toEqual(
      [
        { field: 'recordCompanyId', role: 'reference', target: 'recordCompany', id: testId(1) },
        { field: 'artists', role: 'reference', target: 'artist', id: testId(3) },
        { field: 'artists', role: 'reference', target: 'artist', id: testId(4) },
      ],
    );
    expect(referencesOf('album', album, ['name'])).toEqual([]);
  });

  it('takes a track parent and its party, and a file id but not a path that is none', () => {
    const fileId = '0190a0b0-0000-7000-8000-00000000000a';
    const track = makeTrack({
      albumId: testId(5),
      audio: {
        path: fileId,
        name: 'a.wav',
        sizeBytes: 1,
        format: 'wav',
        durationMs: 1,
        sampleRateHz: 44100,
        bitDepth: 16,
        channels: 2,
        bitrateKbps: null,
        verifiedAt: null,
      },
    });
    expect(referencesOf('track', track, ['albumId', 'authorizationCompanyId', 'audio'])).toEqual([
      { field: 'albumId', role: 'parent', target: 'album', id: testId(5) },
      {
        field: 'authorizationCompanyId',
        role: 'reference',
        target: 'authorizingParty',
        id: track.authorizationCompanyId,
      },
      { field: 'audio', role: 'reference', target: 'file', id: fileId },
    ]);
    expect(
      referencesOf('track', { ...track, audio: { ...track.audio, path: 'audio/a.wav' } }, [
        'audio',
      ]),
    ).toEqual([]);
  });

  it("follows a localization row's entity, also when only the entity changes", () => {
    const row = { entity: 'track', entityId: testId(6), albumId: null };
    expect(referencesOf('localization', row, ['entity'])).toEqual([
      { field: 'entityId', role: 'parent', target: 'track', id: testId(6) },
    ]);
    expect(referencesOf('localization', { ...row, entity: 'album' }, ['entityId'])).toEqual([
      { field: 'entityId', role: 'parent', target: 'album', id: testId(6) },
    ]);
    expect(referencesOf('localization', { ...row, entity: 'other' }, ['entityId'])).toEqual([]);
  });

  it('skips a list that is no list and items without the key (validation answers those)', () => {
    expect(referencesOf('album', { artists: 'x' }, ['artists'])).toEqual([]);
    expect(
      referencesOf('album', { artists: [null, { role: 'MainArtist' }, 3] }, ['artists']),
    ).toEqual([]);
  });
});
