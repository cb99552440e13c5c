// ISO BMFF / QuickTime boxes read by header only: a 900 MB 'mdat' before 'moov' is skipped by
// its (possibly 64-bit) size. Walks stop after MAX_BOXES siblings, whatever the sizes say.
import { fourcc, u32be, u64be, type ProbeReader } from '../binary';

const MAX_BOXES = 64;

export interface Box {
  type: string;
  start: number;
  /** where the payload starts (after the 8- or 16-byte header) */
  body: number;
  end: number;
}

/** The box at `offset` inside [offset, limit); null when its header is cut or its size impossible. */
export async function readBox(r: ProbeReader, offset: number, limit: number): Promise<Box | null> {
  if (offset + 8 > limit) return null;
  const h = await r.read(offset, 16);
  if (h.length < 8) return null;
  let size = u32be(h, 0);
  let headerSize = 8;
  if (size === 1) {
    if (h.length < 16) return null;
    size = u64be(h, 8);
    headerSize = 16;
  } else if (size === 0) {
    size = limit - offset; // "extends to the end of the enclosing box/file"
  }
  if (size < headerSize || offset + size > limit) return null;
  return { type: fourcc(h, 4), start: offset, body: offset + headerSize, end: offset + size };
}

/** The children of [start, end) in order; stops at the first broken header. */
export async function childBoxes(r: ProbeReader, start: number, end: number): Promise<Box[]> {
  const boxes: Box[] = [];
  let offset = start;
  for (let i = 0; i < MAX_BOXES && offset < end; i++) {
    const box = await readBox(r, offset, end);
    if (box === null) break;
    boxes.push(box);
    offset = box.end;
  }
  return boxes;
}

export async function findChild(r: ProbeReader, parent: Box, type: string): Promise<Box | null> {
  return (await childBoxes(r, parent.body, parent.end)).find((b) => b.type === type) ?? null;
}

/** Follows a path of box types from `parent`, e.g. ['minf', 'stbl', 'stsd']. */
export async function findPath(
  r: ProbeReader,
  parent: Box,
  path: readonly string[],
): Promise<Box | null> {
  let box: Box | null = parent;
  for (const type of path) {
    if (box === null) return null;
    box = await findChild(r, box, type);
  }
  return box;
}
