import { describe, expect, it } from 'vitest';
import { makeAudio } from '../../../domain/catalogue/testing';
import type { TrackClip } from '../../../domain/catalogue/media';
import {
  clipFormFromRecord,
  clipPayload,
  emptyClipForm,
  validateClipForm,
  type ClipFormValues,
} from './clipForm';

const TRACK = '0190a5b2-0000-7000-8000-000000000001';
const form = (overrides: Partial<ClipFormValues> = {}): ClipFormValues => ({
  ...emptyClipForm(TRACK),
  title: 'Hook',
  ...overrides,
});
const codes = (values: ClipFormValues, trackMs: number | null) =>
  validateClipForm(values, trackMs).map((i) => `${i.field}:${i.code}`);

describe('validateClipForm', () => {
  it('a new form is a 30 s system clip from the start of the track', () => {
    expect(codes(form(), 30_000)).toEqual([]);
    expect(clipPayload(form())).toEqual({
      trackId: TRACK,
      title: 'Hook',
      type: 1,
      startMs: 0,
      durationMs: 30_000,
      tag: null,
      file: null,
    });
  });
  it('asks for the track and the title', () => {
    expect(codes(form({ trackId: null, title: ' ' }), null)).toEqual([
      'trackId:required',
      'title:clip-title-required',
    ]);
    expect(codes(form({ title: ' ' }), null)).toEqual([
      'title:clip-title-required',
      'type:clip-track-no-duration',
    ]);
  });
  it('refuses a clip whose end passes the end of the track', () => {
    expect(codes(form({ startSeconds: '10' }), 30_000)).toEqual(['durationMs:clip-exceeds-track']);
  });
  it('refuses a zero or unreadable length and an invalid start', () => {
    expect(codes(form({ duration: '0' }), 30_000)).toEqual(['durationMs:clip-duration-zero']);
    expect(codes(form({ duration: 'abc' }), 30_000)).toEqual(['durationMs:clip-duration-invalid']);
    expect(codes(form({ startSeconds: '75' }), 300_000)).toEqual(['startMs:clip-start-invalid']);
    expect(codes(form({ startMinutes: '', startSeconds: '' }), 300_000)).toEqual([
      'startMs:clip-start-required',
    ]);
  });
  it('an uploaded clip needs its file, and ignores it when the type is system', () => {
    expect(codes(form({ type: 2 }), 30_000)).toEqual(['file:clip-file-required']);
    const file = makeAudio({ durationMs: 45_000 });
    expect(codes(form({ type: 2, duration: '', file }), 0)).toEqual([
      'durationMs:clip-length-not-suggested',
    ]);
    expect(clipPayload(form({ type: 2, duration: '', file, tag: ' promo ' }))).toMatchObject({
      type: 2,
      durationMs: 45_000,
      tag: 'promo',
      file,
    });
    expect(clipPayload(form({ type: 1, file }))?.file).toBeNull();
  });
  it('writes nothing while a time is unreadable', () => {
    expect(clipPayload(form({ startSeconds: 'x' }))).toBeNull();
    expect(clipPayload(form({ trackId: null }))).toBeNull();
  });
});

describe('clipFormFromRecord', () => {
  it('reads a stored clip back into the form and writes the same record', () => {
    const clip = {
      trackId: TRACK,
      title: 'Chorus',
      type: 1,
      startMs: 65_500,
      durationMs: 60_000,
      tag: 'tv',
      file: null,
    } as unknown as TrackClip;
    const values = clipFormFromRecord(clip);
    expect(values).toMatchObject({
      startMinutes: '1',
      startSeconds: '5.5',
      duration: '60',
      tag: 'tv',
      type: 1,
    });
    expect(clipPayload(values)).toEqual({
      trackId: TRACK,
      title: 'Chorus',
      type: 1,
      startMs: 65_500,
      durationMs: 60_000,
      tag: 'tv',
      file: null,
    });
  });
});
