import { describe, expect, it } from 'vitest';
import { ENTITY_NAMES, SERVER_OWNED_FIELDS } from '../../../src/domain/catalogue/entities';
import { makeAudio } from '../../../src/domain/catalogue/testing';
import { formatPoke } from './events';
import { newRecord, normalizePayload } from './newRecord';
import { parseChangePayload } from './notifier';

describe('new records', () => {
  it('fill every server-owned field of every entity', () => {
    for (const entity of ENTITY_NAMES) {
      const record = newRecord(entity, {}, { now: '2026-01-01T00:00:00.000Z', creatorName: 'x' });
      for (const field of SERVER_OWNED_FIELDS[entity])
        expect(record, `${entity}.${field}`).toHaveProperty(field);
    }
  });
  it('let the payload win over nothing but server fields, and store ISRCs cleaned', () => {
    expect(normalizePayload('track', { isrc: 'cn-a12-24-00001' }, null).isrc).toBe('CNA122400001');
    expect(normalizePayload('track', { isrc: 'not an isrc' }, null).isrc).toBe('not an isrc');
    expect(normalizePayload('album', { upc: ' 1 ' }, null).upc).toBe(' 1 ');
    expect(newRecord('track', {}, { now: 'n', creatorName: null }).assetId).not.toBe(
      newRecord('track', {}, { now: 'n', creatorName: null }).assetId,
    );
  });
});

describe('audio verification', () => {
  const verified = makeAudio({ verifiedAt: '2026-01-01T00:00:00.000Z' });
  it('is never taken from a client', () => {
    expect(normalizePayload('track', { audio: verified }, null).audio).toMatchObject({
      verifiedAt: null,
    });
    expect(
      newRecord('trackClip', { file: verified }, { now: 'n', creatorName: null }).file,
    ).toMatchObject({ verifiedAt: null });
  });
  it('stays while the file stays, and goes with another file', () => {
    const stored = { audio: verified };
    expect(
      normalizePayload('track', { audio: { ...verified, verifiedAt: null } }, stored).audio,
    ).toEqual(verified);
    const other = { ...verified, path: 'audio/b.wav' };
    expect(normalizePayload('track', { audio: other }, stored).audio).toMatchObject({
      path: 'audio/b.wav',
      verifiedAt: null,
    });
    expect(normalizePayload('track', { audio: null }, stored).audio).toBeNull();
  });
});

describe('poke wire format', () => {
  it('reads NOTIFY payloads and writes SSE events', () => {
    expect(parseChangePayload('0b7c1c3e-7f0e-4e52-9a39-3f8a0e9e8a11:42')).toEqual({
      orgId: '0b7c1c3e-7f0e-4e52-9a39-3f8a0e9e8a11',
      seq: 42,
    });
    expect(parseChangePayload('garbage')).toBeNull();
    expect(formatPoke(7)).toBe('event: poke\ndata: {"serverSeq":7}\n\n');
  });
});
