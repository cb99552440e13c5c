// Byte builders for fixtures: tests write real headers field by field, so a test reads like the
// format's layout and no binary blobs are checked in.

export class ByteWriter {
  private parts: number[] = [];

  get length(): number {
    return this.parts.length;
  }
  u8(...values: number[]): this {
    for (const v of values) this.parts.push(v & 0xff);
    return this;
  }
  u16le(v: number): this {
    return this.u8(v, v >> 8);
  }
  u16be(v: number): this {
    return this.u8(v >> 8, v);
  }
  u24be(v: number): this {
    return this.u8(v >> 16, v >> 8, v);
  }
  u32le(v: number): this {
    return this.u8(v, v >>> 8, v >>> 16, v >>> 24);
  }
  u32be(v: number): this {
    return this.u8(v >>> 24, v >>> 16, v >>> 8, v);
  }
  u64le(v: number): this {
    return this.u32le(v % 2 ** 32).u32le(Math.floor(v / 2 ** 32));
  }
  u64be(v: number): this {
    return this.u32be(Math.floor(v / 2 ** 32)).u32be(v % 2 ** 32);
  }
  f64be(v: number): this {
    const b = new Uint8Array(8);
    new DataView(b.buffer).setFloat64(0, v);
    return this.bytes(b);
  }
  ascii(s: string): this {
    for (let i = 0; i < s.length; i++) this.parts.push(s.charCodeAt(i) & 0xff);
    return this;
  }
  bytes(b: Uint8Array | readonly number[]): this {
    for (const x of b) this.parts.push(x);
    return this;
  }
  zeros(n: number): this {
    for (let i = 0; i < n; i++) this.parts.push(0);
    return this;
  }
  build(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}

export function concat(...chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}

/** 80-bit IEEE extended, as AIFF's COMM stores the sample rate (positive integers suffice here). */
export function extended80(value: number): Uint8Array {
  const w = new ByteWriter();
  if (value === 0) return w.zeros(10).build();
  const exponent = Math.floor(Math.log2(value));
  const mantissa = value * 2 ** (63 - exponent);
  return w
    .u16be(16383 + exponent)
    .u32be(Math.floor(mantissa / 2 ** 32))
    .u32be(mantissa % 2 ** 32)
    .build();
}
