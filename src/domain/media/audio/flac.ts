// FLAC: 'fLaC' then the mandatory STREAMINFO block (34 bytes of bit-packed facts). `start` is
// past an ID3v2 tag, which some taggers put in front of FLAC files.
import { hasBytes, startsWith, u32be, type ProbeReader } from '../binary';
import { audioFacts, corrupt, notAudio, type AudioProbe } from './types';

const STREAMINFO = 0;
const STREAMINFO_LENGTH = 34;

export async function parseFlac(r: ProbeReader, start = 0): Promise<AudioProbe> {
  const b = await r.read(start, 8 + STREAMINFO_LENGTH);
  if (!hasBytes(b, 0, 4)) return corrupt;
  if (!startsWith(b, 0, 'fLaC')) return notAudio;
  if (!hasBytes(b, 0, 8 + STREAMINFO_LENGTH)) return corrupt;
  const blockType = b[4] & 0x7f;
  const blockLength = (b[5] << 16) | (b[6] << 8) | b[7];
  if (blockType !== STREAMINFO || blockLength < STREAMINFO_LENGTH) return corrupt;
  const s = 8;
  // bytes 10..17: 20 bits rate, 3 bits channels-1, 5 bits bits-per-sample-1, 36 bits total samples
  const sampleRate = (b[s + 10] << 12) | (b[s + 11] << 4) | (b[s + 12] >> 4);
  const channels = ((b[s + 12] >> 1) & 0x07) + 1;
  const bitDepth = (((b[s + 12] & 0x01) << 4) | (b[s + 13] >> 4)) + 1;
  const totalSamples = (b[s + 13] & 0x0f) * 2 ** 32 + u32be(b, s + 14);
  if (sampleRate === 0) return corrupt;
  return audioFacts({
    container: 'flac',
    codec: 'flac',
    sampleRate,
    bitDepth,
    channels,
    // 0 total samples means "unknown" (a streamed encode); the rules flag the missing duration
    durationSeconds: totalSamples / sampleRate,
  });
}
