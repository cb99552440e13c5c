// PNG and JPEG headers with chosen sizes; the JPEG puts APP0/APP1/DQT/DHT before its SOF, as
// cameras and editors do, so the marker walk is exercised.
import { ByteWriter } from './byteWriter';

export function pngFile(width: number, height: number): Uint8Array {
  return new ByteWriter()
    .u8(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
    .u32be(13)
    .ascii('IHDR')
    .u32be(width)
    .u32be(height)
    .u8(8, 6, 0, 0, 0)
    .u32be(0) // CRC, not checked
    .u32be(0)
    .ascii('IEND')
    .u32be(0)
    .build();
}

function segment(w: ByteWriter, marker: number, body: number): void {
  w.u8(0xff, marker)
    .u16be(body + 2)
    .zeros(body);
}

export interface JpegOptions {
  /** the SOF marker: 0xc0 baseline, 0xc2 progressive, ... */
  sof?: number;
  /** bytes of an APP1 (Exif) segment before the frame header */
  app1Bytes?: number;
  /** fill bytes (0xff) before the SOF marker */
  fill?: number;
}

export function jpegFile(width: number, height: number, o: JpegOptions = {}): Uint8Array {
  const w = new ByteWriter().u8(0xff, 0xd8);
  w.u8(0xff, 0xe0).u16be(16).ascii('JFIF').u8(0, 1, 1, 0).u16be(72).u16be(72).u8(0, 0);
  segment(w, 0xe1, o.app1Bytes ?? 100);
  segment(w, 0xdb, 67); // DQT
  segment(w, 0xc4, 31); // DHT: in the SOF range but not a frame header
  for (let i = 0; i < (o.fill ?? 0); i++) w.u8(0xff);
  w.u8(0xff, o.sof ?? 0xc0)
    .u16be(17)
    .u8(8)
    .u16be(height)
    .u16be(width)
    .u8(3)
    .zeros(9);
  w.u8(0xff, 0xda).u16be(12).zeros(10);
  w.u8(0xff, 0xd9);
  return w.build();
}
