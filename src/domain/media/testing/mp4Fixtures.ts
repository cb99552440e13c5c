// MP4/M4A and QuickTime MOV built box by box: ftyp, optional mdat before moov, one video track
// before the sound track when asked, and the sample entries the probe must understand.
import { ByteWriter, concat } from './byteWriter';

export function box(type: string, ...children: Uint8Array[]): Uint8Array {
  const body = concat(...children);
  return concat(
    new ByteWriter()
      .u32be(body.length + 8)
      .ascii(type)
      .build(),
    body,
  );
}

function fullBox(type: string, version: number, body: Uint8Array): Uint8Array {
  return box(type, new ByteWriter().u8(version, 0, 0, 0).build(), body);
}

export type SampleEntryKind =
  | { kind: 'aac'; sampleRate: number; channels: number; withEsds?: boolean }
  | { kind: 'alac'; sampleRate: number; channels: number; bits: number }
  | { kind: 'lpcm'; sampleRate: number; channels: number; bits: number; float?: boolean }
  | { kind: 'sowt' | 'twos' | 'in24'; sampleRate: number; channels: number; bits: number };

function soundEntryHead(
  format: string,
  version: number,
  channels: number,
  bits: number,
  sampleRate: number,
): ByteWriter {
  return new ByteWriter()
    .ascii(format)
    .zeros(6)
    .u16be(1) // data reference index
    .u16be(version)
    .u16be(0)
    .u32be(0)
    .u16be(channels)
    .u16be(bits)
    .u16be(0)
    .u16be(0)
    .u32be(sampleRate > 65535 ? 0 : sampleRate * 65536);
}

function withSize(entry: Uint8Array): Uint8Array {
  return concat(new ByteWriter().u32be(entry.length + 4).build(), entry);
}

const AAC_RATE_INDEX: Record<number, number> = { 96000: 0, 48000: 3, 44100: 4, 32000: 5, 22050: 7 };

function esds(sampleRate: number, channels: number): Uint8Array {
  // AudioSpecificConfig: AAC-LC (2), rate index, channel config
  const asc = (2 << 11) | ((AAC_RATE_INDEX[sampleRate] ?? 15) << 7) | (channels << 3);
  const dsi = new ByteWriter().u8(0x05, 2).u16be(asc).build();
  const dcd = new ByteWriter()
    .u8(0x04, 13 + dsi.length)
    .u8(0x40, 0x15)
    .u24be(0)
    .u32be(256000)
    .u32be(256000)
    .bytes(dsi)
    .build();
  const es = new ByteWriter()
    .u8(0x03, 3 + dcd.length)
    .u16be(1)
    .u8(0)
    .bytes(dcd)
    .build();
  return fullBox('esds', 0, es);
}

export function sampleEntry(e: SampleEntryKind): Uint8Array {
  if (e.kind === 'aac') {
    // the entry's own fields say 2 ch / 44.1 kHz; the esds is what counts when present
    const head = soundEntryHead(
      'mp4a',
      0,
      e.withEsds === false ? e.channels : 2,
      16,
      e.withEsds === false ? e.sampleRate : 44100,
    );
    return withSize(
      concat(
        head.build(),
        e.withEsds === false ? new Uint8Array(0) : esds(e.sampleRate, e.channels),
      ),
    );
  }
  if (e.kind === 'alac') {
    const cookie = new ByteWriter()
      .u32be(4096)
      .u8(0, e.bits, 40, 10, 14, e.channels)
      .u16be(255)
      .u32be(0)
      .u32be(0)
      .u32be(e.sampleRate)
      .build();
    return withSize(
      concat(
        soundEntryHead('alac', 0, e.channels, e.bits, e.sampleRate).build(),
        fullBox('alac', 0, cookie),
      ),
    );
  }
  if (e.kind === 'lpcm') {
    const v2 = soundEntryHead('lpcm', 2, 3, 16, 1)
      .u32be(72)
      .f64be(e.sampleRate)
      .u32be(e.channels)
      .u32be(0x7f000000)
      .u32be(e.bits)
      .u32be(e.float === true ? 1 : 0x0c) // float, or signed-integer + packed
      .u32be((e.bits / 8) * e.channels)
      .u32be(1);
    return withSize(v2.build());
  }
  return withSize(soundEntryHead(e.kind, 0, e.channels, e.bits, e.sampleRate).build());
}

function track(
  handler: string,
  timescale: number,
  duration: number,
  entry: Uint8Array,
): Uint8Array {
  const mdhd = fullBox(
    'mdhd',
    0,
    new ByteWriter()
      .u32be(0)
      .u32be(0)
      .u32be(timescale)
      .u32be(duration)
      .u16be(0x55c4)
      .u16be(0)
      .build(),
  );
  const hdlr = fullBox('hdlr', 0, new ByteWriter().u32be(0).ascii(handler).zeros(12).u8(0).build());
  const stsd = fullBox('stsd', 0, concat(new ByteWriter().u32be(1).build(), entry));
  const stts = fullBox('stts', 0, new ByteWriter().u32be(0).build());
  const stbl = box('stbl', stsd, stts);
  const minf = box(
    'minf',
    handler === 'soun' ? fullBox('smhd', 0, new ByteWriter().u32be(0).build()) : new Uint8Array(0),
    stbl,
  );
  return box(
    'trak',
    fullBox('tkhd', 0, new ByteWriter().zeros(80).build()),
    box('mdia', mdhd, hdlr, minf),
  );
}

export interface Mp4Options {
  brand?: string;
  entry: SampleEntryKind;
  seconds?: number;
  /** a video track before the sound track */
  withVideoTrack?: boolean;
  /** omit ftyp (old QuickTime files) */
  noFtyp?: boolean;
}

export function moovBox(o: Mp4Options): Uint8Array {
  const timescale = o.entry.sampleRate;
  const sound = track(
    'soun',
    timescale,
    Math.round((o.seconds ?? 3) * timescale),
    sampleEntry(o.entry),
  );
  const video =
    o.withVideoTrack === true
      ? track('vide', 600, 1800, withSize(new ByteWriter().ascii('avc1').zeros(82).build()))
      : new Uint8Array(0);
  return box('moov', fullBox('mvhd', 0, new ByteWriter().zeros(96).build()), video, sound);
}

export function ftypBox(brand = 'M4A '): Uint8Array {
  return box('ftyp', new ByteWriter().ascii(brand).u32be(0).ascii(brand).ascii('isom').build());
}

/** ftyp, a small mdat, then moov (the layout of an un-"faststarted" file). */
export function mp4File(o: Mp4Options): Uint8Array {
  const ftyp = o.noFtyp === true ? new Uint8Array(0) : ftypBox(o.brand);
  return concat(ftyp, box('mdat', new Uint8Array(64)), moovBox(o));
}

/** The header of a 64-bit 'mdat' of `size` total bytes (its payload is left to a sparse source). */
export function largeMdatHeader(size: number): Uint8Array {
  return new ByteWriter().u32be(1).ascii('mdat').u64be(size).build();
}
