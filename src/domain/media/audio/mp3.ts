// MPEG audio: the first frame header after any ID3v2 tag gives rate and mode; duration comes from
// a Xing/Info or VBRI frame count when the encoder wrote one, else from the bitrate (CBR estimate).
import { fourcc, hasBytes, startsWith, u32be, type ProbeReader } from '../binary';
import { audioFacts, corrupt, notAudio, type AudioProbe } from './types';

/** After an ID3 tag, encoders may leave padding before the first frame; we look this far. */
const SYNC_SEARCH_BYTES = 8 * 1024;

const BITRATES_KBPS: Record<string, readonly number[]> = {
  'v1-l1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  'v1-l2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  'v1-l3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  'v2-l1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  'v2-l2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

export interface MpegFrameHeader {
  isMpeg1: boolean;
  layer: 1 | 2 | 3;
  bitrate: number;
  sampleRate: number;
  channels: number;
  frameLength: number;
  samplesPerFrame: number;
}

/** Decodes a frame header at `o`; null when the bytes are not one (free-format frames included). */
export function readFrameHeader(b: Uint8Array, o: number): MpegFrameHeader | null {
  if (!hasBytes(b, o, 4) || b[o] !== 0xff || (b[o + 1] & 0xe0) !== 0xe0) return null;
  const versionBits = (b[o + 1] >> 3) & 3;
  const layerBits = (b[o + 1] >> 1) & 3;
  const bitrateIndex = b[o + 2] >> 4;
  const rateIndex = (b[o + 2] >> 2) & 3;
  if (
    versionBits === 1 ||
    layerBits === 0 ||
    bitrateIndex === 0 ||
    bitrateIndex === 15 ||
    rateIndex === 3
  )
    return null;
  const isMpeg1 = versionBits === 3;
  const layer = (4 - layerBits) as 1 | 2 | 3;
  const table = isMpeg1 ? `v1-l${layer}` : layer === 1 ? 'v2-l1' : 'v2-l2';
  const bitrate = BITRATES_KBPS[table][bitrateIndex] * 1000;
  const sampleRate = SAMPLE_RATES[versionBits][rateIndex];
  const padding = (b[o + 2] >> 1) & 1;
  const samplesPerFrame = layer === 1 ? 384 : layer === 3 && !isMpeg1 ? 576 : 1152;
  const frameLength =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((samplesPerFrame / 8) * bitrate) / sampleRate) + padding;
  const channels = b[o + 3] >> 6 === 3 ? 1 : 2;
  return { isMpeg1, layer, bitrate, sampleRate, channels, frameLength, samplesPerFrame };
}

/** Frame count from a Xing/Info (VBR or LAME CBR) or Fraunhofer VBRI header in the first frame. */
function readFrameCount(frame: Uint8Array, h: MpegFrameHeader): number | null {
  const sideInfo = h.isMpeg1 ? (h.channels === 1 ? 17 : 32) : h.channels === 1 ? 9 : 17;
  const xing = 4 + sideInfo;
  if (
    hasBytes(frame, xing, 12) &&
    (fourcc(frame, xing) === 'Xing' || fourcc(frame, xing) === 'Info')
  ) {
    const hasFrames = (u32be(frame, xing + 4) & 1) !== 0;
    return hasFrames ? u32be(frame, xing + 8) : null;
  }
  const vbri = 4 + 32;
  if (startsWith(frame, vbri, 'VBRI') && hasBytes(frame, vbri, 18)) return u32be(frame, vbri + 14);
  return null;
}

export async function parseMp3(r: ProbeReader, start = 0): Promise<AudioProbe> {
  // without a tag the frame must be at byte 0: scanning random files for a sync would "find" MP3s
  const window = await r.read(start, start === 0 ? 4 : SYNC_SEARCH_BYTES + 4);
  let frameAt = -1;
  let header: MpegFrameHeader | null = null;
  for (let i = 0; i + 4 <= window.length; i++) {
    header = readFrameHeader(window, i);
    if (header !== null) {
      frameAt = start + i;
      break;
    }
  }
  if (header === null) return start === 0 ? notAudio : corrupt;

  const frame = await r.read(frameAt, 4 + 32 + 18);
  const frames = readFrameCount(frame, header);
  const audioBytes = r.size - frameAt;
  const durationSeconds =
    frames !== null && frames > 0
      ? (frames * header.samplesPerFrame) / header.sampleRate
      : (audioBytes * 8) / header.bitrate;
  return audioFacts({
    container: 'mp3',
    codec: `mp${header.layer}`,
    sampleRate: header.sampleRate,
    bitDepth: null,
    channels: header.channels,
    durationSeconds,
  });
}
