import { describe, expect, it } from 'vitest';
import type { Issue } from './issues';
import { makeAudio } from './testing';
import {
  validateAccompaniment,
  validateClip,
  validateMaterial,
  type ClipInput,
} from './validateMedia';

const codes = (issues: Issue[]) => issues.map((i) => `${i.field}:${i.code}:${i.severity}`);
const clip = (overrides: Partial<ClipInput> = {}): ClipInput => ({
  title: 'Hook',
  type: 1,
  start: '00:30',
  duration: '00:30',
  ...overrides,
});

describe('validateClip', () => {
  it('passes a 30 s system clip inside the track', () => {
    expect(validateClip(clip(), 200_000)).toEqual([]);
  });
  it.each<[Partial<ClipInput>, string[]]>([
    [{ title: '' }, ['title:clip-title-required:error']],
    [{ start: null }, ['startMs:clip-start-required:error']],
    [{ start: '0:99' }, ['startMs:clip-start-invalid:error']],
    [{ duration: '' }, ['durationMs:clip-duration-required:error']],
    [{ duration: 'half' }, ['durationMs:clip-duration-invalid:error']],
    [{ duration: '00:00' }, ['durationMs:clip-duration-zero:error']],
    [{ start: '03:00', duration: '00:30' }, ['durationMs:clip-exceeds-track:error']],
    [{ start: '02:50', duration: '00:10' }, ['durationMs:clip-length-not-suggested:warning']],
    [{ duration: '01:00' }, []],
    [{ start: 0, duration: 60_000 }, []],
  ])('%o -> %o', (overrides, expected) => {
    expect(codes(validateClip(clip(overrides), 200_000))).toEqual(expected);
  });
  it('the clip may end exactly at the end of the track', () => {
    expect(validateClip(clip({ start: '02:50', duration: '00:30' }), 200_000)).toEqual([]);
  });
  it('a system clip is impossible when the track has no duration', () => {
    expect(codes(validateClip(clip(), 0))).toEqual(['type:clip-track-no-duration:error']);
    expect(codes(validateClip(clip(), null))).toEqual(['type:clip-track-no-duration:error']);
  });
  it('an uploaded clip needs a valid audio file and may take its length from it', () => {
    expect(codes(validateClip(clip({ type: 2, file: null }), 200_000))).toEqual([
      'file:clip-file-required:error',
    ]);
    expect(
      codes(
        validateClip(clip({ type: 2, file: makeAudio({ format: 'txt', name: 'a.txt' }) }), 200_000),
      ),
    ).toEqual(['file:file-format:error']);
    expect(
      codes(
        validateClip(
          clip({ type: 2, duration: null, file: makeAudio({ durationMs: 0 }) }),
          200_000,
        ),
      ),
    ).toEqual(['file:audio-invalid:error', 'durationMs:clip-duration-zero:error']);
    expect(
      validateClip(
        clip({ type: 2, duration: null, file: makeAudio({ durationMs: 60_000 }) }),
        200_000,
      ),
    ).toEqual([]);
  });
  it('an uploaded clip does not need the track duration', () => {
    expect(validateClip(clip({ type: 2, file: makeAudio({ durationMs: 30_000 }) }), 0)).toEqual([]);
  });
});

describe('validateAccompaniment', () => {
  it('needs title, type and an audio file', () => {
    expect(codes(validateAccompaniment({}))).toEqual([
      'title:required:error',
      'accompanimentType:required:error',
      'file:audio-required:error',
    ]);
    expect(
      validateAccompaniment({
        title: 'Backing',
        accompanimentType: 'nonVocal',
        file: makeAudio({ format: 'flac' }),
      }),
    ).toEqual([]);
    expect(
      codes(
        validateAccompaniment({
          title: 'B',
          accompanimentType: 'vocal',
          file: makeAudio({ format: 'ogg' }),
        }),
      ),
    ).toEqual(['file:file-format:error']);
  });
});

describe('validateMaterial', () => {
  it('needs name, type and version', () => {
    expect(codes(validateMaterial({}))).toEqual([
      'name:required:error',
      'type:required:error',
      'materialVersion:required:error',
    ]);
  });
  it('names stop at 500 characters', () => {
    expect(
      validateMaterial({ name: 'x'.repeat(500), type: 1, materialVersion: 'domestic' }),
    ).toEqual([]);
    expect(
      codes(validateMaterial({ name: 'x'.repeat(501), type: 1, materialVersion: 'domestic' })),
    ).toEqual(['name:too-long:error']);
  });
  it('refuses a type outside 1-14', () => {
    const bad = { name: 'n', type: 15, materialVersion: 'foreign' } as unknown as Parameters<
      typeof validateMaterial
    >[0];
    expect(codes(validateMaterial(bad))).toEqual(['type:format:error']);
  });
});
