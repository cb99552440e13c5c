import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROBE_BUDGET } from '../binary';
import { byteSourceFromBytes, countingSource, type ByteSource } from '../byteSource';
import { aiffFile, flacFile, mp3File, wavFile } from '../testing/audioFixtures';
import { ByteWriter, concat } from '../testing/byteWriter';
import { mp4File } from '../testing/mp4Fixtures';
import { probeBytes } from '../testing/probe';
import { probeAudio } from './probeAudio';

const MAGIC_PREFIXES: Record<string, Uint8Array> = {
  riff: new ByteWriter().ascii('RIFF').u32le(0xffffffff).ascii('WAVE').build(),
  rf64: new ByteWriter().ascii('RF64').u32le(0xffffffff).ascii('WAVE').build(),
  flac: new ByteWriter().ascii('fLaC').build(),
  id3: new ByteWriter().ascii('ID3').u8(4, 0, 0, 0, 0, 0, 10).build(),
  mp3: Uint8Array.from([0xff, 0xfb, 0x90, 0x44]),
  aiff: new ByteWriter().ascii('FORM').u32be(0xffffffff).ascii('AIFF').build(),
  aifc: new ByteWriter().ascii('FORM').u32be(100).ascii('AIFC').build(),
  ftyp: new ByteWriter().u32be(20).ascii('ftypM4A ').u32be(0).ascii('isom').build(),
  moov: new ByteWriter()
    .u32be(1)
    .ascii('moov')
    .u64be(2 ** 52)
    .build(),
};

describe('probeAudio', () => {
  it('recognises each container by content whatever it would be named', async () => {
    const files = [
      wavFile(),
      flacFile(),
      mp3File(),
      aiffFile(),
      mp4File({ entry: { kind: 'aac', sampleRate: 44100, channels: 2 } }),
    ];
    const containers = [];
    for (const file of files) {
      const probe = await probeBytes(file);
      containers.push(probe.ok ? probe.facts.container : probe.code);
    }
    expect(containers).toEqual(['wav', 'flac', 'mp3', 'aiff', 'm4a']);
  });

  it('says file-empty for zero bytes and file-format for a text file named .wav', async () => {
    expect(await probeBytes(new Uint8Array(0))).toEqual({ ok: false, code: 'file-empty' });
    const text = new TextEncoder().encode('These are my lyrics, saved as song.wav\n');
    expect(await probeBytes(text)).toEqual({ ok: false, code: 'file-format' });
  });

  it('says audio-corrupt, not a throw, when the source itself fails', async () => {
    const failing: ByteSource = { size: 100, read: () => Promise.reject(new Error('network')) };
    expect(await probeAudio(failing)).toEqual({ ok: false, code: 'audio-corrupt' });
  });

  it('never throws on random bytes and stays within the read budget', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), async (bytes) => {
        const src = countingSource(byteSourceFromBytes(bytes));
        const probe = await probeAudio(src);
        expect(typeof probe.ok).toBe('boolean');
        expect(src.reads).toBeLessThanOrEqual(PROBE_BUDGET.maxReads);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on random bytes behind each magic prefix, even when the file claims to be huge', async () => {
    const prefix = fc.constantFrom(...Object.values(MAGIC_PREFIXES));
    await fc.assert(
      fc.asyncProperty(
        prefix,
        fc.uint8Array({ maxLength: 1024 }),
        fc.boolean(),
        async (magic, rest, huge) => {
          const bytes = concat(magic, rest);
          const base = byteSourceFromBytes(bytes);
          // a huge size: every seek lands in (synthesised) zeros far away
          const zerosBeyond: ByteSource = {
            size: 2 ** 40,
            read: (o, n) =>
              o < bytes.length
                ? base.read(o, n)
                : Promise.resolve(new Uint8Array(Math.min(n, 65536))),
          };
          const src = countingSource(huge ? zerosBeyond : base);
          const probe = await probeAudio(src);
          expect(typeof probe.ok).toBe('boolean');
          expect(src.reads).toBeLessThanOrEqual(PROBE_BUDGET.maxReads);
          expect(src.bytesRead).toBeLessThanOrEqual(PROBE_BUDGET.maxBytes);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('survives single-byte corruption of every valid fixture', async () => {
    const files = [
      wavFile({ before: ['bext'] }),
      flacFile(),
      mp3File({ xingFrames: 9 }),
      aiffFile({ aifc: true }),
      mp4File({ entry: { kind: 'alac', sampleRate: 44100, channels: 2, bits: 16 } }),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...files),
        fc.nat(),
        fc.integer({ min: 0, max: 255 }),
        async (file, at, value) => {
          const bytes = file.slice();
          bytes[at % bytes.length] = value;
          const probe = await probeAudio(byteSourceFromBytes(bytes));
          expect(typeof probe.ok).toBe('boolean');
        },
      ),
      { numRuns: 400 },
    );
  });
});
