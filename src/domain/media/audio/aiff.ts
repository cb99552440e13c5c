// AIFF/AIFC: big-endian chunks in a FORM; COMM holds the sample rate as an 80-bit IEEE extended
// float. AIFC adds a compression type ('NONE'/'twos' big-endian PCM, 'sowt' little-endian, ...).
import { fourcc, hasBytes, u16be, u32be, type ProbeReader } from '../binary';
import { audioFacts, corrupt, notAudio, type AudioProbe } from './types';

const MAX_CHUNKS = 32;
const AIFC_CODECS: Record<string, string> = {
  NONE: 'pcm-be',
  twos: 'pcm-be',
  sowt: 'pcm',
  fl32: 'float',
  FL32: 'float',
  fl64: 'float',
  FL64: 'float',
};

/** 80-bit extended: sign+15-bit exponent, 64-bit mantissa with an explicit integer bit. */
export function readExtended80(b: Uint8Array, o: number): number {
  const exponent = u16be(b, o) & 0x7fff;
  const mantissa = u32be(b, o + 2) * 2 ** 32 + u32be(b, o + 6);
  if (exponent === 0 && mantissa === 0) return 0;
  const value = mantissa * 2 ** (exponent - 16383 - 63);
  return (u16be(b, o) & 0x8000) !== 0 ? -value : value;
}

export async function parseAiff(r: ProbeReader): Promise<AudioProbe> {
  const head = await r.read(0, 12);
  if (head.length < 12) return corrupt;
  const form = fourcc(head, 8);
  if (form !== 'AIFF' && form !== 'AIFC') return notAudio;
  const isAifc = form === 'AIFC';

  let comm: Uint8Array | null = null;
  let hasSound = false;
  let offset = 12;
  for (let i = 0; i < MAX_CHUNKS && offset + 8 <= r.size && (comm === null || !hasSound); i++) {
    const h = await r.read(offset, 8);
    if (h.length < 8) break;
    const id = fourcc(h, 0);
    const size = u32be(h, 4);
    if (id === 'COMM') comm = await r.read(offset + 8, Math.min(size, 64));
    // SSND's own offset and block-size fields must be there; the samples may be cut
    if (id === 'SSND') hasSound = offset + 16 <= r.size;
    offset += 8 + size + (size % 2);
  }
  if (comm === null || !hasSound || !hasBytes(comm, 0, isAifc ? 22 : 18)) return corrupt;

  const channels = u16be(comm, 0);
  const frames = u32be(comm, 2);
  const sampleSize = u16be(comm, 6);
  const sampleRate = Math.round(readExtended80(comm, 8));
  const codec = isAifc ? (AIFC_CODECS[fourcc(comm, 18)] ?? 'unknown') : 'pcm-be';
  return audioFacts({
    container: isAifc ? 'aifc' : 'aiff',
    codec,
    sampleRate,
    bitDepth: codec === 'unknown' ? null : sampleSize,
    channels,
    durationSeconds: sampleRate > 0 ? frames / sampleRate : 0,
  });
}
