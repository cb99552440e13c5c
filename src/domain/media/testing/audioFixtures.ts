// Real headers for each non-MP4 container, small enough to build per test.
import { ByteWriter, concat, extended80 } from './byteWriter';

function riffChunk(id: string, body: Uint8Array): Uint8Array {
  const w = new ByteWriter().ascii(id).u32le(body.length).bytes(body);
  if (body.length % 2 === 1) w.u8(0);
  return w.build();
}

export interface WavOptions {
  sampleRate?: number;
  bits?: number;
  channels?: number;
  /** seconds of (zero) audio written; `dataSize` overrides it for sparse sources */
  seconds?: number;
  dataSize?: number;
  extensible?: boolean;
  float?: boolean;
  /** extra chunks before 'data' (e.g. 'bext', 'chna') and after it (e.g. 'axml') */
  before?: string[];
  after?: string[];
  rf64?: boolean;
  /** write only the header, not the audio bytes (for sparse sources) */
  headerOnly?: boolean;
}

export function wavFile(o: WavOptions = {}): Uint8Array {
  const {
    sampleRate = 44100,
    bits = 16,
    channels = 2,
    seconds = 0.01,
    extensible = false,
    float = false,
  } = o;
  const blockAlign = channels * Math.ceil(bits / 8);
  const dataSize = o.dataSize ?? Math.round(seconds * sampleRate) * blockAlign;
  const tag = float ? 3 : 1;
  const fmt = new ByteWriter()
    .u16le(extensible ? 0xfffe : tag)
    .u16le(channels)
    .u32le(sampleRate)
    .u32le(sampleRate * blockAlign)
    .u16le(blockAlign)
    .u16le(extensible ? Math.ceil(bits / 8) * 8 : bits);
  if (extensible)
    fmt
      .u16le(22)
      .u16le(bits)
      .u32le(3)
      .u16le(tag)
      .bytes([0, 0, 0, 0, 0x10, 0, 0x80, 0, 0, 0xaa, 0, 0x38, 0x9b, 0x71]);

  const chunks: Uint8Array[] = [];
  if (o.rf64 === true) {
    chunks.push(
      riffChunk(
        'ds64',
        new ByteWriter()
          .u64le(dataSize + 100)
          .u64le(dataSize)
          .u64le(dataSize / blockAlign)
          .u32le(0)
          .build(),
      ),
    );
  }
  chunks.push(riffChunk('fmt ', fmt.build()));
  for (const id of o.before ?? []) chunks.push(riffChunk(id, new ByteWriter().zeros(20).build()));
  const dataHeader = new ByteWriter()
    .ascii('data')
    .u32le(o.rf64 === true ? 0xffffffff : dataSize)
    .build();
  chunks.push(dataHeader);
  if (o.headerOnly === true) {
    const body = concat(...chunks);
    return concat(
      new ByteWriter()
        .ascii(o.rf64 === true ? 'RF64' : 'RIFF')
        .u32le(0xffffffff)
        .ascii('WAVE')
        .build(),
      body,
    );
  }
  chunks.push(new Uint8Array(dataSize + (dataSize % 2)));
  for (const id of o.after ?? [])
    chunks.push(riffChunk(id, new ByteWriter().ascii('<ebuCoreMain/>').build()));
  const body = concat(...chunks);
  const riffSize = o.rf64 === true ? 0xffffffff : body.length + 4;
  return concat(
    new ByteWriter()
      .ascii(o.rf64 === true ? 'RF64' : 'RIFF')
      .u32le(riffSize)
      .ascii('WAVE')
      .build(),
    body,
  );
}

export interface FlacOptions {
  sampleRate?: number;
  bits?: number;
  channels?: number;
  totalSamples?: number;
  /** an ID3v2 tag of this many bytes in front */
  id3Bytes?: number;
}

export function flacFile(o: FlacOptions = {}): Uint8Array {
  const { sampleRate = 48000, bits = 24, channels = 2, totalSamples = 48000 * 3 } = o;
  const w = new ByteWriter();
  if (o.id3Bytes !== undefined) w.bytes(id3v2Tag(o.id3Bytes));
  w.ascii('fLaC').u8(0x80).u24be(34); // last block, STREAMINFO, 34 bytes
  w.u16be(4096).u16be(4096).u24be(0).u24be(0);
  w.u8(
    sampleRate >> 12,
    sampleRate >> 4,
    ((sampleRate & 0x0f) << 4) | ((channels - 1) << 1) | ((bits - 1) >> 4),
  );
  w.u8((((bits - 1) & 0x0f) << 4) | Math.floor(totalSamples / 2 ** 32)).u32be(
    totalSamples % 2 ** 32,
  );
  w.zeros(16); // MD5
  return w.build();
}

/** An ID3v2.4 tag of `size` body bytes (synchsafe length), optionally with a footer. */
export function id3v2Tag(size: number, footer = false): Uint8Array {
  const w = new ByteWriter().ascii('ID3').u8(4, 0, footer ? 0x10 : 0);
  w.u8((size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f).zeros(size);
  if (footer) w.ascii('3DI').u8(4, 0, 0x10).zeros(4);
  return w.build();
}

export interface Mp3Options {
  id3Bytes?: number;
  /** frames written in a Xing (VBR) or 'VBRI' header; none: CBR estimate */
  xingFrames?: number;
  vbriFrames?: number;
  mono?: boolean;
  /** frames of audio after the first */
  frames?: number;
  /** zero bytes between the tag and the first frame */
  padding?: number;
}

/** MPEG-1 Layer III, 128 kbps, 44.1 kHz: frames of 417 bytes. */
export function mp3File(o: Mp3Options = {}): Uint8Array {
  const w = new ByteWriter();
  if (o.id3Bytes !== undefined) w.bytes(id3v2Tag(o.id3Bytes));
  w.zeros(o.padding ?? 0);
  const header = [0xff, 0xfb, 0x90, o.mono === true ? 0xc4 : 0x44];
  const frame = new ByteWriter().bytes(header);
  if (o.xingFrames !== undefined) {
    frame
      .zeros(o.mono === true ? 17 : 32)
      .ascii('Xing')
      .u32be(0x0f)
      .u32be(o.xingFrames);
  } else if (o.vbriFrames !== undefined) {
    frame.zeros(32).ascii('VBRI').u16be(1).u16be(0).u16be(75).u32be(100_000).u32be(o.vbriFrames);
  }
  frame.zeros(417 - frame.length);
  const first = frame.build();
  w.bytes(first);
  for (let i = 0; i < (o.frames ?? 2); i++) w.bytes(header).zeros(413);
  return w.build();
}

export interface AiffOptions {
  aifc?: boolean;
  compression?: string;
  sampleRate?: number;
  bits?: number;
  channels?: number;
  frames?: number;
}

export function aiffFile(o: AiffOptions = {}): Uint8Array {
  const { sampleRate = 44100, bits = 16, channels = 2, frames = 44100 * 2 } = o;
  const comm = new ByteWriter()
    .u16be(channels)
    .u32be(frames)
    .u16be(bits)
    .bytes(extended80(sampleRate));
  if (o.aifc === true)
    comm
      .ascii(o.compression ?? 'NONE')
      .u8(0)
      .u8(0); // empty pascal string, padded
  const commBody = comm.build();
  const ssnd = new ByteWriter().u32be(0).u32be(0).zeros(16).build();
  const body = new ByteWriter()
    .ascii(o.aifc === true ? 'AIFC' : 'AIFF')
    .ascii('COMM')
    .u32be(commBody.length)
    .bytes(commBody)
    .ascii('SSND')
    .u32be(ssnd.length)
    .bytes(ssnd)
    .build();
  return new ByteWriter().ascii('FORM').u32be(body.length).bytes(body).build();
}
