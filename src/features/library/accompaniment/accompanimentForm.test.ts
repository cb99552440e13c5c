import { describe, expect, it } from 'vitest';
import type { Accompaniment } from '../../../domain/catalogue/media';
import { makeAudio } from '../../../domain/catalogue/testing';
import {
  accompanimentFormFromRecord,
  accompanimentPayload,
  emptyAccompanimentForm,
  validateAccompanimentForm,
  type AccompanimentFormValues,
} from './accompanimentForm';

const TRACK = '0190a5b2-0000-7000-8000-000000000002';
const form = (o: Partial<AccompanimentFormValues> = {}): AccompanimentFormValues => ({
  ...emptyAccompanimentForm(TRACK),
  ...o,
});
const codes = (v: AccompanimentFormValues) =>
  validateAccompanimentForm(v).map((i) => `${i.field}:${i.code}`);

describe('validateAccompanimentForm', () => {
  it('asks for track, name, type and file', () => {
    expect(codes(form({ trackId: null, title: '   ' }))).toEqual([
      'trackId:required',
      'title:required',
      'accompanimentType:required',
      'file:audio-required',
    ]);
  });
  it('takes wav, flac, mp3, m4a and aif files; refuses others', () => {
    for (const format of ['wav', 'flac', 'mp3', 'm4a', 'aiff']) {
      expect(
        codes(
          form({
            title: 'Backing',
            accompanimentType: 'nonVocal',
            file: makeAudio({ format, name: `b.${format}` }),
          }),
        ),
      ).toEqual([]);
    }
    expect(
      codes(
        form({
          title: 'B',
          accompanimentType: 'vocal',
          file: makeAudio({ format: 'ogg', name: 'b.ogg' }),
        }),
      ),
    ).toEqual(['file:file-format']);
  });
});

describe('accompanimentPayload', () => {
  it('writes trimmed values, a blank tag as null', () => {
    const file = makeAudio();
    expect(
      accompanimentPayload(
        form({ title: ' Backing ', accompanimentType: 'nonVocal', tag: ' ', file }),
      ),
    ).toEqual({
      trackId: TRACK,
      title: 'Backing',
      accompanimentType: 'nonVocal',
      tag: null,
      file,
    });
    expect(accompanimentPayload(form({ title: 'x' }))).toBeNull();
  });
  it('reads a stored accompaniment back', () => {
    const acc = {
      trackId: TRACK,
      title: 'Karaoke',
      accompanimentType: 'vocal',
      tag: 'ktv',
      file: null,
    } as unknown as Accompaniment;
    expect(accompanimentFormFromRecord(acc)).toEqual({
      trackId: TRACK,
      title: 'Karaoke',
      accompanimentType: 'vocal',
      tag: 'ktv',
      file: null,
    });
  });
});
