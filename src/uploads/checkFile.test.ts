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

/** A named Blob of any size: a real header, then zeros; no more than the read slices is allocated. */
function sparseBlob(name: string, size: number, head: Uint8Array): NamedBlob {
  return {
    name,
    size,
    slice(start = 0, end = size) {
      const bytes = new Uint8Array(Math.max(0, Math.min(end, size) - start));
      bytes.set(head.subarray(Math.min(start, head.length), Math.min(end, head.length)));
      return new Blob([bytes]);
    },
  };
}

describe('checkFile (the media probe worker function)', () => {
  it('accepts a 1.2 GB Dolby Atmos ADM WAV (spatial audio takes 2000 MiB) and refuses a 1.2 GB stereo track', async () => {
    const size = 1200 * 1000 * 1000;
    const head = wavFile({
      sampleRate: 48000,
      bits: 24,
      channels: 12,
      before: ['bext', 'chna'],
      dataSize: size,
      headerOnly: true,
    });
    const atmos = await checkFile(sparseBlob('mix.wav', size, head), 'atmos');
    expect(atmos.issues).toEqual([]);
    expect(atmos.facts).toMatchObject({ kind: 'audio', format: 'wav', channels: 12 });
    const stereo = await checkFile(
      sparseBlob('song.wav', size, wavFile({ dataSize: size, headerOnly: true })),
      'track',
    );
    expect(stereo.issues).toEqual([
      expect.objectContaining({
        code: 'file-too-large',
        params: expect.objectContaining({ maxMb: 1000 }),
      }),
    ]);
  });

  it('accepts a 44.1 kHz 16-bit stereo WAV and returns its facts', async () => {
    const check = await checkFile(file(wavFile({ seconds: 1 }), 'master.wav'), 'track');
    expect(check.issues).toEqual([]);
    expect(check.facts).toEqual({
      kind: 'audio',
      format: 'wav',
      durationMs: 1000,
      sampleRateHz: 44100,
      bitDepth: 16,
      channels: 2,
    });
  });

  it('refuses a 22.05 kHz WAV naming the file and the rate', async () => {
    const check = await checkFile(file(wavFile({ sampleRate: 22050 }), 'low.wav'), 'track');
    expect(hasBlockingIssue(check)).toBe(true);
    expect(check.issues).toContainEqual(
      expect.objectContaining({
        code: 'audio-sample-rate',
        severity: 'error',
        params: expect.objectContaining({ file: 'low.wav', rate: 22050, minHz: 44100 }),
      }),
    );
  });

  it('refuses a mono WAV', async () => {
    const check = await checkFile(file(wavFile({ channels: 1 }), 'mono.wav'), 'track');
    expect(check.issues).toContainEqual(
      expect.objectContaining({
        code: 'audio-channels',
        params: expect.objectContaining({ file: 'mono.wav', channels: 1 }),
      }),
    );
  });

  it('refuses a text file named .wav by its content', async () => {
    const check = await checkFile(
      file(new TextEncoder().encode('just some words, not audio\n'), 'fake.wav'),
      'track',
    );
    expect(check.facts).toBeNull();
    expect(check.issues).toEqual([
      expect.objectContaining({
        code: 'file-format',
        params: expect.objectContaining({ file: 'fake.wav' }),
      }),
    ]);
  });

  it('refuses a wrong extension and an empty file before reading any byte', async () => {
    const text = countingBlob(file(new Uint8Array([1, 2, 3]), 'notes.txt'));
    expect((await checkFile(text, 'track')).issues[0]?.code).toBe('file-format');
    expect(text.bytesRead).toBe(0);
    expect((await checkFile(file(new Uint8Array(0), 'empty.wav'), 'track')).issues[0]?.code).toBe(
      'file-empty',
    );
  });

  it('reads only the header of a large WAV (O(1) in file size)', async () => {
    const big = countingBlob(file(wavFile({ seconds: 30 }), 'long.wav'));
    const check = await checkFile(big, 'track');
    expect(check.issues).toEqual([]);
    expect(big.size).toBeGreaterThan(5_000_000);
    expect(big.bytesRead).toBeLessThan(256 * 1024);
  });

  it('checks a cover: square and big enough passes, not square says so', async () => {
    expect((await checkFile(file(pngFile(1400, 1400), 'cover.png'), 'albumCover')).issues).toEqual(
      [],
    );
    const check = await checkFile(file(jpegFile(1600, 1400), 'wide.jpg'), 'albumCover');
    expect(check.facts).toEqual({ kind: 'image', format: 'jpeg', widthPx: 1600, heightPx: 1400 });
    expect(check.issues).toContainEqual(
      expect.objectContaining({
        code: 'image-not-square',
        params: expect.objectContaining({ file: 'wide.jpg' }),
      }),
    );
  });
});

describe('checkFile for lyrics (by content, LRC time tags against the track)', () => {
  const text = (body: string, name: string) => file(new TextEncoder().encode(body), name);
  const lrc = (...lines: string[]) => lines.join('\n') + '\n';

  it('accepts an LRC whose time tags rise and stay within the track', async () => {
    const check = await checkFile(
      text(lrc('[ti:Song]', '[00:01.00]one', '[00:02.50]two', '[00:04.00]three'), 'song.lrc'),
      'lyrics',
      { durationMs: 5000 },
    );
    expect(check).toEqual({ facts: { kind: 'lyrics', format: 'lrc' }, issues: [] });
  });

  it('refuses an out-of-order time tag naming the file and the line', async () => {
    const check = await checkFile(
      text(lrc('[00:03.00]three', '[00:01.00]one'), 'order.lrc'),
      'lyrics',
      { durationMs: 60_000 },
    );
    expect(hasBlockingIssue(check)).toBe(true);
    expect(check.issues).toEqual([
      expect.objectContaining({
        code: 'lyrics-time-order',
        params: expect.objectContaining({ file: 'order.lrc', line: 2 }),
      }),
    ]);
  });

  it('refuses a time point beyond the track, and without a duration checks the order only', async () => {
    const body = lrc('[00:01.00]one', '[00:09.00]late');
    const beyond = await checkFile(text(body, 'late.lrc'), 'lyrics', { durationMs: 5000 });
    expect(beyond.issues).toEqual([
      expect.objectContaining({
        code: 'lyrics-time-beyond-track',
        params: expect.objectContaining({ file: 'late.lrc', line: 2, durationMs: 5000 }),
      }),
    ]);
    expect((await checkFile(text(body, 'late.lrc'), 'lyrics')).issues).toEqual([]);
  });

  it('accepts KRC by its magic and plain text, whatever the duration', async () => {
    const krc = new Uint8Array([0x6b, 0x72, 0x63, 0x31, 0x9f, 0x00, 0xe2, 0x41]);
    expect(await checkFile(file(krc, 'song.krc'), 'lyrics', { durationMs: 1000 })).toEqual({
      facts: { kind: 'lyrics', format: 'krc' },
      issues: [],
    });
    expect(
      (await checkFile(text('just the words\nno tags\n', 'words.txt'), 'lyrics', { durationMs: 1 }))
        .facts,
    ).toEqual({ kind: 'lyrics', format: 'txt' });
  });

  it('refuses binary content named .lrc with the spec message code', async () => {
    const check = await checkFile(
      file(
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        'cover.lrc',
      ),
      'lyrics',
      { durationMs: 5000 },
    );
    expect(check).toEqual({
      facts: null,
      issues: [expect.objectContaining({ code: 'lyrics-format', params: { file: 'cover.lrc' } })],
    });
  });
});
