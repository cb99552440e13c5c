// Picture size and format from the header, by content: PNG's IHDR, or JPEG's first frame header
// (SOFn) reached by hopping segment lengths. A PNG named .jpg is reported as the PNG it is.
import { hasBytes, ProbeReader, startsWith, u16be, u32be } from './binary';
import type { ByteSource } from './byteSource';
import type { ProbeFailureCode } from './codes';

export interface ImageFacts {
  format: 'jpeg' | 'png';
  width: number;
  height: number;
}

export type ImageProbe = { ok: true; facts: ImageFacts } | { ok: false; code: ProbeFailureCode };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** markers and fill bytes walked before giving up; real files reach SOF within a dozen */
const MAX_JPEG_STEPS = 256;
const brokenImage: ImageProbe = { ok: false, code: 'image-corrupt' };

function imageFacts(facts: ImageFacts): ImageProbe {
  const sane = (px: number) => Number.isInteger(px) && px >= 1 && px <= 0x7fffffff;
  return sane(facts.width) && sane(facts.height) ? { ok: true, facts } : brokenImage;
}

function parsePng(head: Uint8Array): ImageProbe {
  if (!hasBytes(head, 0, 24) || !startsWith(head, 12, 'IHDR')) return brokenImage;
  return imageFacts({ format: 'png', width: u32be(head, 16), height: u32be(head, 20) });
}

/** SOF0-SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Markers without a length: TEM, RSTn, SOI. */
function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
}

async function parseJpeg(r: ProbeReader): Promise<ImageProbe> {
  let offset = 2;
  for (let step = 0; step < MAX_JPEG_STEPS; step++) {
    const h = await r.read(offset, 4);
    if (h.length < 2 || h[0] !== 0xff) return brokenImage;
    const marker = h[1];
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
      continue;
    }
    if (isStandalone(marker)) {
      offset += 2;
      continue;
    }
    // image data or the end before any frame header
    if (marker === 0xda || marker === 0xd9 || h.length < 4) return brokenImage;
    const length = u16be(h, 2);
    if (length < 2) return brokenImage;
    if (isStartOfFrame(marker)) {
      const sof = await r.read(offset + 4, 5);
      if (!hasBytes(sof, 0, 5)) return brokenImage;
      return imageFacts({ format: 'jpeg', height: u16be(sof, 1), width: u16be(sof, 3) });
    }
    offset += 2 + length;
  }
  return brokenImage;
}

export async function probeImage(src: ByteSource): Promise<ImageProbe> {
  try {
    const r = new ProbeReader(src);
    if (r.size === 0) return { ok: false, code: 'file-empty' };
    const head = await r.read(0, 24);
    if (PNG_SIGNATURE.every((x, i) => head[i] === x)) return parsePng(head);
    if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return await parseJpeg(r);
    return { ok: false, code: 'file-format' };
  } catch {
    // a header that reads past its end or lies about sizes: the user's file is broken
    return brokenImage;
  }
}
