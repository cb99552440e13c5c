// MP4/M4A and QuickTime MOV: ftyp names the brand ('qt  ' = MOV); the first 'soun' track gives
// duration (mdhd) and the sample entry (stsd). Only box headers and small boxes are ever read.
import { fourcc, hasBytes, u32be, u64be, type ProbeReader } from '../binary';
import { childBoxes, findChild, findPath, type Box } from './mp4Boxes';
import { parseAudioSampleEntry } from './mp4SampleEntry';
import { audioFacts, corrupt, type AudioContainer, type AudioProbe } from './types';

/** stsd holds one entry in practice; its cookies/esds are small. */
const STSD_MAX_BYTES = 64 * 1024;

async function readBrand(r: ProbeReader): Promise<AudioContainer> {
  const head = await r.read(0, 12);
  // QuickTime files may have no ftyp at all (they start with moov/mdat/wide)
  if (!hasBytes(head, 0, 12) || fourcc(head, 4) !== 'ftyp') return 'mov';
  return fourcc(head, 8) === 'qt  ' ? 'mov' : 'm4a';
}

async function readMdhd(
  r: ProbeReader,
  mdia: Box,
): Promise<{ timescale: number; duration: number } | null> {
  const mdhd = await findChild(r, mdia, 'mdhd');
  if (mdhd === null) return null;
  const b = await r.read(mdhd.body, 32);
  if (!hasBytes(b, 0, 24)) return null;
  const isV1 = b[0] === 1;
  if (isV1 && !hasBytes(b, 0, 32)) return null;
  const timescale = u32be(b, isV1 ? 20 : 12);
  const duration = isV1 ? u64be(b, 24) : u32be(b, 16);
  // all-ones means "unknown"
  const unknown = isV1
    ? u32be(b, 24) === 0xffffffff && u32be(b, 28) === 0xffffffff
    : duration === 0xffffffff;
  return { timescale, duration: unknown ? 0 : duration };
}

async function isSoundTrack(r: ProbeReader, mdia: Box): Promise<boolean> {
  const hdlr = await findChild(r, mdia, 'hdlr');
  if (hdlr === null) return false;
  const b = await r.read(hdlr.body, 12);
  // MP4 handler_type and QuickTime component subtype sit at the same place
  return hasBytes(b, 0, 12) && fourcc(b, 8) === 'soun';
}

async function findSoundTrack(r: ProbeReader, moov: Box): Promise<Box | null> {
  for (const trak of (await childBoxes(r, moov.body, moov.end)).filter((b) => b.type === 'trak')) {
    const mdia = await findChild(r, trak, 'mdia');
    if (mdia !== null && (await isSoundTrack(r, mdia))) return mdia;
  }
  return null;
}

export async function parseMp4(r: ProbeReader): Promise<AudioProbe> {
  const container = await readBrand(r);
  const top = await childBoxes(r, 0, r.size);
  const moov = top.find((b) => b.type === 'moov') ?? null;
  if (moov === null) return corrupt;
  const mdia = await findSoundTrack(r, moov);
  if (mdia === null) return corrupt;
  const mdhd = await readMdhd(r, mdia);
  const stsd = await findPath(r, mdia, ['minf', 'stbl', 'stsd']);
  if (mdhd === null || stsd === null || mdhd.timescale === 0) return corrupt;
  const b = await r.read(stsd.body, Math.min(stsd.end - stsd.body, STSD_MAX_BYTES));
  if (!hasBytes(b, 0, 8) || u32be(b, 4) === 0) return corrupt;
  const entry = parseAudioSampleEntry(b, 8);
  if (entry === null) return corrupt;
  return audioFacts({
    container,
    codec: entry.codec,
    // a v0 entry cannot say 96 kHz (16-bit integer part); the track's timescale is the rate then
    sampleRate: entry.sampleRate > 0 ? entry.sampleRate : mdhd.timescale,
    bitDepth: entry.bitDepth,
    channels: entry.channels,
    durationSeconds: mdhd.duration / mdhd.timescale,
  });
}
