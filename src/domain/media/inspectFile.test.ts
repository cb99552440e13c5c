import { describe, expect, it } from 'vitest';
import { byteSourceFromBytes } from './byteSource';
import { inspectFile } from './inspectFile';
import { wavFile } from './testing/audioFixtures';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('inspectFile: one content check for the browser and the server', () => {
  it('reads audio facts and applies the purpose rules, with isCheckRiff on top', async () => {
    const wav = byteSourceFromBytes(wavFile({ sampleRate: 22050 }));
    const low = await inspectFile(wav, { name: 'low.wav', purpose: 'track' });
    expect(low.facts).toMatchObject({
      kind: 'audio',
      audio: { container: 'wav', sampleRate: 22050 },
    });
    expect(low.issues.map((i) => i.code)).toContain('audio-sample-rate');
    const ok = await inspectFile(byteSourceFromBytes(wavFile()), {
      name: 'a.wav',
      purpose: 'track',
      requireRiff: true,
    });
    expect(ok.issues).toEqual([]);
  });

  it('tells attachments by their magic bytes and warns when the name says otherwise', async () => {
    const pdf = await inspectFile(byteSourceFromBytes(ascii('%PDF-1.7\n...')), {
      name: 'letter.png',
      purpose: 'authorization',
    });
    expect(pdf.facts).toEqual({ kind: 'attachment', format: 'pdf' });
    expect(pdf.issues).toEqual([
      expect.objectContaining({ code: 'file-extension-mismatch', severity: 'warning' }),
    ]);
    const junk = await inspectFile(byteSourceFromBytes(ascii('just some words')), {
      name: 'letter.pdf',
      purpose: 'authorization',
    });
    expect(junk).toEqual({
      facts: null,
      issues: [expect.objectContaining({ code: 'file-format', severity: 'error' })],
    });
  });

  it('checks LRC times against the track when its length is known', async () => {
    const lrc = byteSourceFromBytes(ascii('[00:01.00]one\n[00:09.00]two\n'));
    expect(
      (await inspectFile(lrc, { name: 'a.lrc', purpose: 'lyrics', durationMs: 5000 })).issues.map(
        (i) => i.code,
      ),
    ).toEqual(['lyrics-time-beyond-track']);
    expect((await inspectFile(lrc, { name: 'a.lrc', purpose: 'lyrics' })).issues).toEqual([]);
  });
});
