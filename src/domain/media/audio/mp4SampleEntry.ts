// The audio sample entry in 'stsd': MP4 'mp4a' (AAC; esds AudioSpecificConfig), 'alac' (magic
// cookie), QuickTime PCM ('lpcm' v2, 'sowt', 'twos', 'in24', ...). Parsed in memory, all bounded.
import { fourcc, hasBytes, u16be, u32be } from '../binary';

export interface SampleEntryFacts {
  codec: string;
  sampleRate: number;
  channels: number;
  bitDepth: number | null;
}

const AAC_RATES = [
  96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350,
];
/** QuickTime PCM formats: codec and bit depth (null: take the entry's sample size) */
const PCM_ENTRIES: Record<string, { codec: string; bits: number | null }> = {
  sowt: { codec: 'pcm', bits: null },
  twos: { codec: 'pcm-be', bits: null },
  in24: { codec: 'pcm-be', bits: 24 },
  in32: { codec: 'pcm-be', bits: 32 },
  fl32: { codec: 'float', bits: 32 },
  fl64: { codec: 'float', bits: 64 },
  'raw ': { codec: 'pcm', bits: 8 },
};
const LPCM_FLAG_FLOAT = 1;
const LPCM_FLAG_BIG_ENDIAN = 2;
const MAX_CHILDREN = 16;

/** Child boxes of a sample entry, looking one level into a QuickTime 'wave' box as well. */
function findEntryChild(
  b: Uint8Array,
  start: number,
  end: number,
  type: string,
  depth = 0,
): number | null {
  let o = start;
  for (let i = 0; i < MAX_CHILDREN && hasBytes(b, o, 8) && o + 8 <= end; i++) {
    const size = u32be(b, o);
    if (size < 8 || o + size > end) return null;
    const t = fourcc(b, o + 4);
    if (t === type) return o;
    if (t === 'wave' && depth === 0) {
      const inner = findEntryChild(b, o + 8, o + size, type, 1);
      if (inner !== null) return inner;
    }
    o += size;
  }
  return null;
}

class BitReader {
  private bit = 0;
  constructor(
    private readonly b: Uint8Array,
    private readonly start: number,
    private readonly end: number,
  ) {}
  read(n: number): number {
    let v = 0;
    for (let i = 0; i < n; i++, this.bit++) {
      const byte = this.start + (this.bit >> 3);
      const x = byte < this.end ? this.b[byte] : 0;
      v = v * 2 + ((x >> (7 - (this.bit & 7))) & 1);
    }
    return v;
  }
}

/** MPEG-4 descriptor length: up to four 7-bit groups. */
function readDescriptor(
  b: Uint8Array,
  o: number,
  end: number,
): { tag: number; body: number; end: number } | null {
  if (o >= end || !hasBytes(b, o, 2)) return null;
  const tag = b[o];
  let len = 0;
  let p = o + 1;
  for (let i = 0; i < 4; i++, p++) {
    if (p >= end) return null;
    len = len * 128 + (b[p] & 0x7f);
    if ((b[p] & 0x80) === 0) {
      p++;
      break;
    }
  }
  return { tag, body: p, end: Math.min(p + len, end) };
}

interface EsdsFacts {
  codec: string;
  sampleRate: number | null;
  channels: number | null;
}

/** esds: ES_Descriptor > DecoderConfigDescriptor (object type) > DecoderSpecificInfo (ASC). */
function parseEsds(b: Uint8Array, box: number, end: number): EsdsFacts | null {
  const es = readDescriptor(b, box + 12, end);
  if (es === null || es.tag !== 0x03 || !hasBytes(b, es.body, 3)) return null;
  const flags = b[es.body + 2];
  let o = es.body + 3;
  if (flags & 0x80) o += 2; // dependsOn_ES_ID
  if (flags & 0x40) o += 1 + (b[o] ?? 0); // URL
  if (flags & 0x20) o += 2; // OCR_ES_ID
  const dc = readDescriptor(b, o, es.end);
  if (dc === null || dc.tag !== 0x04 || !hasBytes(b, dc.body, 13)) return null;
  const objectType = b[dc.body];
  const codec = objectType === 0x69 || objectType === 0x6b ? 'mp3' : 'aac';
  const dsi = readDescriptor(b, dc.body + 13, dc.end);
  if (codec !== 'aac' || dsi === null || dsi.tag !== 0x05)
    return { codec, sampleRate: null, channels: null };

  const bits = new BitReader(b, dsi.body, dsi.end);
  const readObjectType = () => {
    const t = bits.read(5);
    return t === 31 ? 32 + bits.read(6) : t;
  };
  const readRate = () => {
    const index = bits.read(4);
    return index === 15 ? bits.read(24) : (AAC_RATES[index] ?? null);
  };
  const audioObjectType = readObjectType();
  let sampleRate = readRate();
  const channelConfig = bits.read(4);
  // HE-AAC (SBR, PS) signals the output rate after the core one
  if (audioObjectType === 5 || audioObjectType === 29) sampleRate = readRate();
  const channels =
    channelConfig >= 1 && channelConfig <= 6 ? channelConfig : channelConfig === 7 ? 8 : null;
  return { codec, sampleRate: sampleRate || null, channels };
}

/** ALACSpecificConfig: frameLength(4) version(1) bitDepth(1) pb mb kb(3) channels(1) ... rate(4). */
function parseAlacCookie(b: Uint8Array, box: number): Omit<SampleEntryFacts, 'codec'> | null {
  const c = box + 12;
  if (!hasBytes(b, c, 24)) return null;
  return { bitDepth: b[c + 5], channels: b[c + 9], sampleRate: u32be(b, c + 20) };
}

/** Facts of the sample entry at `e` in the stsd bytes `b`. */
export function parseAudioSampleEntry(b: Uint8Array, e: number): SampleEntryFacts | null {
  if (!hasBytes(b, e, 36)) return null;
  const size = u32be(b, e);
  const end = Math.min(e + size, b.length);
  const format = fourcc(b, e + 4);
  const version = u16be(b, e + 16);
  let channels = u16be(b, e + 24);
  let bitDepth: number | null = u16be(b, e + 26);
  let sampleRate = u16be(b, e + 32); // 16.16 fixed point: the integer part
  let lpcmFlags = 0;
  let childrenAt = e + 36;
  if (version === 1) childrenAt = e + 52;
  if (version === 2) {
    if (!hasBytes(b, e, 72)) return null;
    const view = new DataView(b.buffer, b.byteOffset + e + 40, 8);
    sampleRate = view.getFloat64(0);
    channels = u32be(b, e + 48);
    bitDepth = u32be(b, e + 56);
    lpcmFlags = u32be(b, e + 60);
    childrenAt = e + 72;
  }

  if (format === 'mp4a') {
    const esdsAt = findEntryChild(b, childrenAt, end, 'esds');
    const esds = esdsAt === null ? null : parseEsds(b, esdsAt, end);
    return {
      codec: esds?.codec ?? 'aac',
      sampleRate: esds?.sampleRate ?? sampleRate,
      channels: esds?.channels ?? channels,
      bitDepth: null,
    };
  }
  if (format === 'alac') {
    const cookieAt = findEntryChild(b, childrenAt, end, 'alac');
    const cookie = cookieAt === null ? null : parseAlacCookie(b, cookieAt);
    return cookie === null
      ? { codec: 'alac', sampleRate, channels, bitDepth }
      : { codec: 'alac', ...cookie };
  }
  if (format === 'lpcm') {
    const codec =
      lpcmFlags & LPCM_FLAG_FLOAT ? 'float' : lpcmFlags & LPCM_FLAG_BIG_ENDIAN ? 'pcm-be' : 'pcm';
    return { codec, sampleRate, channels, bitDepth };
  }
  const pcm = PCM_ENTRIES[format];
  if (pcm !== undefined)
    return { codec: pcm.codec, sampleRate, channels, bitDepth: pcm.bits ?? bitDepth };
  return { codec: 'unknown', sampleRate, channels, bitDepth: null };
}
