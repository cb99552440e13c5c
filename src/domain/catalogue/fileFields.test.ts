import { describe, expect, it } from 'vitest';
import { ENTITY_SCHEMAS } from './entities';
import {
  FILE_REF_FIELDS,
  referencedFileIds,
  settledReference,
  type SettledFile,
} from './fileFields';

const file = (overrides: Partial<SettledFile> = {}): SettledFile => ({
  id: '0190a0b0-0000-7000-8000-000000000001',
  name: 'master.wav',
  size: 1234,
  status: 'verified',
  facts: {
    container: 'wav',
    sampleRate: 48000,
    bitDepth: 24,
    channels: 2,
    durationSeconds: 12.3456,
    format: 'png',
    width: 3000,
    height: 3000,
  },
  settledAt: '2026-11-22T08:00:00.000Z',
  ...overrides,
});

describe('file reference fields', () => {
  it('name real fields of the entity schemas', () => {
    for (const [entity, fields] of Object.entries(FILE_REF_FIELDS)) {
      const shape = ENTITY_SCHEMAS[entity as keyof typeof ENTITY_SCHEMAS].shape as Record<
        string,
        unknown
      >;
      for (const field of Object.keys(fields ?? {}))
        expect(shape, `${entity}.${field}`).toHaveProperty(field);
    }
  });

  it('a verified file gives the server facts in the schema shape', () => {
    const audio = settledReference('audio', file(), {
      sampleRateHz: 96000,
      bitrateKbps: 320,
      verifiedAt: null,
    });
    expect(audio).toEqual({
      path: file().id,
      name: 'master.wav',
      sizeBytes: 1234,
      format: 'wav',
      durationMs: 12346,
      sampleRateHz: 48000,
      bitDepth: 24,
      channels: 2,
      bitrateKbps: 320,
      verifiedAt: '2026-11-22T08:00:00.000Z',
    });
    expect(ENTITY_SCHEMAS.track.shape.audio.safeParse(audio).success).toBe(true);
    const cover = settledReference('image', file(), null);
    expect(ENTITY_SCHEMAS.album.shape.cover.safeParse(cover).success).toBe(true);
    expect(cover).toMatchObject({ format: 'png', widthPx: 3000, heightPx: 3000 });
  });

  it('a rejected file keeps what the client read, never verified', () => {
    const sent = {
      path: 'x',
      name: 'a.wav',
      sizeBytes: 1,
      format: 'wav',
      durationMs: 1,
      sampleRateHz: 22050,
      bitDepth: 16,
      channels: 2,
      bitrateKbps: null,
      verifiedAt: '2020-01-01T00:00:00.000Z',
    };
    expect(settledReference('audio', file({ status: 'rejected' }), sent)).toMatchObject({
      path: file().id,
      sampleRateHz: 22050,
      verifiedAt: null,
    });
  });
});

describe('referencedFileIds', () => {
  it('lists the files the reference fields name, and nothing from other fields or empty ones', () => {
    const tracks = [
      { audio: { path: 'a1' }, spatialAudio: { path: 's1' }, name: 'x', cover: { path: 'no' } },
      { audio: null, spatialAudio: { name: 'no path' } },
      { audio: { path: 'a1' } },
    ];
    expect(referencedFileIds('track', tracks)).toEqual(['a1', 's1', 'a1']);
    expect(referencedFileIds('album', [{ cover: { path: 'c' }, audio: { path: 'no' } }])).toEqual([
      'c',
    ]);
    expect(referencedFileIds('plCline', [{ file: { path: 'no' } }])).toEqual([]);
  });
});
