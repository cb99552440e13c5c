import { describe, expect, it } from 'vitest';
import { wavFile } from '../domain/media/testing/audioFixtures';
import { jpegFile, pngFile } from '../domain/media/testing/imageFixtures';
import { checkFile, hasBlockingIssue, type NamedBlob } from './checkFile';

const file = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name);

/** A Blob stand-in that records what was read: the check must read headers only. */
function countingBlob(inner: File): NamedBlob & { bytesRead: number } {
  const wrapper = {
    name: inner.name,
    size: inner.size,
    bytesRead: 0,
    slice(start?: number, end?: number) {
      const part = inner.slice(start, end);
      wrapper.bytesRead += part.size;
      return part;
    },
  };
  return wrapper;
}

describe('checkFile (the media probe worker function)', () => {
  it('accepts a 44.1 kHz 16-bit stereo WAV and returns its facts', async () => {
    const check = await checkFile(file(wavFile({ seconds: 1 }), 'master.wav'), 'track');
    expect(check.issues).toEqual([]);
    expect(check.facts).toEqual({ kind: 'audio', format: 'wav', durationMs: 1000, sampleRateHz: 44100, bitDepth: 16, channels: 2 });
  });

  it('refuses a 22.05 kHz WAV naming the file and the rate', async () => {
    const check = await checkFile(file(wavFile({ sampleRate: 22050 }), 'low.wav'), 'track');
    expect(hasBlockingIssue(check)).toBe(true);
    expect(check.issues).toContainEqual(
      expect.objectContaining({ code: 'audio-sample-rate', severity: 'error', params: expect.objectContaining({ file: 'low.wav', rate: 22050, minHz: 44100 }) }),
    );
  });

  it('refuses a mono WAV', async () => {
    const check = await checkFile(file(wavFile({ channels: 1 }), 'mono.wav'), 'track');
    expect(check.issues).toContainEqual(expect.objectContaining({ code: 'audio-channels', params: expect.objectContaining({ file: 'mono.wav', channels: 1 }) }));
  });

  it('refuses a text file named .wav by its content', async () => {
    const check = await checkFile(file(new TextEncoder().encode('just some words, not audio\n'), 'fake.wav'), 'track');
    expect(check.facts).toBeNull();
    expect(check.issues).toEqual([expect.objectContaining({ code: 'file-format', params: expect.objectContaining({ file: 'fake.wav' }) })]);
  });

  it('refuses a wrong extension and an empty file before reading any byte', async () => {
    const text = countingBlob(file(new Uint8Array([1, 2, 3]), 'notes.txt'));
    expect((await checkFile(text, 'track')).issues[0]?.code).toBe('file-format');
    expect(text.bytesRead).toBe(0);
    expect((await checkFile(file(new Uint8Array(0), 'empty.wav'), 'track')).issues[0]?.code).toBe('file-empty');
  });

  it('reads only the header of a large WAV (O(1) in file size)', async () => {
    const big = countingBlob(file(wavFile({ seconds: 30 }), 'long.wav'));
    const check = await checkFile(big, 'track');
    expect(check.issues).toEqual([]);
    expect(big.size).toBeGreaterThan(5_000_000);
    expect(big.bytesRead).toBeLessThan(256 * 1024);
  });

  it('checks a cover: square and big enough passes, not square says so', async () => {
    expect((await checkFile(file(pngFile(1400, 1400), 'cover.png'), 'albumCover')).issues).toEqual([]);
    const check = await checkFile(file(jpegFile(1600, 1400), 'wide.jpg'), 'albumCover');
    expect(check.facts).toEqual({ kind: 'image', format: 'jpeg', widthPx: 1600, heightPx: 1400 });
    expect(check.issues).toContainEqual(expect.objectContaining({ code: 'image-not-square', params: expect.objectContaining({ file: 'wide.jpg' }) }));
  });
});
