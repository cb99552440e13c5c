// RIFF/WAVE and RF64/BW64 (ds64 carries the >4 GiB sizes). Chunks are walked by their 8-byte
// headers only, so 'axml' after a 1 GB 'data' chunk costs one small read, not the audio.
import { hasBytes, u16le, u32le, u64le, fourcc, type ProbeReader } from '../binary';
import { audioFacts, corrupt, notAudio, type AudioProbe } from './types';

const MAX_CHUNKS = 32;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;
const CODEC_BY_TAG: Record<number, string> = { 1: 'pcm', 3: 'float', 0x55: 'mp3' };
/** ADM BWF chunks a Dolby Atmos master carries */
const ATMOS_CHUNKS = new Set(['axml', 'chna', 'dbmd']);

interface WavFormat {
  codec: string;
  channels: number;
  sampleRate: number;
  byteRate: number;
  blockAlign: number;
  bits: number;
}

function parseFmt(b: Uint8Array): WavFormat | null {
  if (!hasBytes(b, 0, 16)) return null;
  let tag = u16le(b, 0);
  let bits = u16le(b, 14);
  if (tag === WAVE_FORMAT_EXTENSIBLE) {
    if (!hasBytes(b, 0, 26)) return null;
    const validBits = u16le(b, 18);
    if (validBits > 0) bits = validBits;
    // the sub-format GUID starts with the plain format tag
    tag = u16le(b, 24);
  }
  return {
    codec: CODEC_BY_TAG[tag] ?? 'unknown',
    channels: u16le(b, 2),
    sampleRate: u32le(b, 4),
    byteRate: u32le(b, 8),
    blockAlign: u16le(b, 12),
    bits,
  };
}

export async function parseWav(r: ProbeReader): Promise<AudioProbe> {
  const head = await r.read(0, 12);
  if (head.length < 12) return corrupt;
  if (fourcc(head, 8) !== 'WAVE') return notAudio;
  const isRf64 = fourcc(head, 0) !== 'RIFF';

  let fmt: WavFormat | null = null;
  let dataSize: number | null = null;
  let ds64DataSize: number | null = null;
  let bwf = false;
  let atmos = false;
  let offset = 12;
  for (let i = 0; i < MAX_CHUNKS && offset + 8 <= r.size; i++) {
    const h = await r.read(offset, 8);
    if (h.length < 8) break;
    const id = fourcc(h, 0);
    let size = u32le(h, 4);
    const body = offset + 8;
    if (id === 'ds64') {
      const b = await r.read(body, 28);
      if (!hasBytes(b, 0, 16)) return corrupt;
      ds64DataSize = u64le(b, 8);
    } else if (id === 'fmt ') {
      fmt = parseFmt(await r.read(body, Math.min(size, 40)));
      if (fmt === null) return corrupt;
    } else if (id === 'data') {
      // RF64 (and streamed RIFF) put 0xFFFFFFFF here; the real size is in ds64 or the file's end
      if (size === 0xffffffff) size = ds64DataSize ?? r.size - body;
      dataSize = Math.min(size, r.size - body);
    } else if (id === 'bext') {
      bwf = true;
    } else if (ATMOS_CHUNKS.has(id)) {
      atmos = true;
    }
    offset = body + size + (size % 2);
  }
  if (fmt === null || dataSize === null || (isRf64 && ds64DataSize === null)) return corrupt;

  const isPcm = fmt.codec === 'pcm' || fmt.codec === 'float';
  if (isPcm && (fmt.blockAlign === 0 || fmt.bits === 0)) return corrupt;
  const bytesPerSecond = isPcm ? fmt.blockAlign * fmt.sampleRate : fmt.byteRate;
  return audioFacts({
    container: isRf64 ? 'rf64' : 'wav',
    codec: fmt.codec,
    sampleRate: fmt.sampleRate,
    bitDepth: isPcm ? fmt.bits : null,
    channels: fmt.channels,
    durationSeconds: bytesPerSecond > 0 ? dataSize / bytesPerSecond : 0,
    bwf,
    atmos,
  });
}
