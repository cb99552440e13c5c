// Draws the portal's PWA icons (a white beamed note on the brand blue) into public/icons as real
// PNGs, with Node's zlib only. Run: node scripts/generate-icons.mjs  (the PNGs are committed).
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const BRAND = [0x0f, 0x6c, 0xbd]; // Fluent webLightTheme brand background
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4; // 4x4 supersampling for smooth edges

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// The note, in a unit square (y grows downwards).
function inEllipse(x, y, cx, cy, rx, ry, angle) {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const dx = x - cx;
  const dy = y - cy;
  const u = dx * cos + dy * sin;
  const v = -dx * sin + dy * cos;
  return (u * u) / (rx * rx) + (v * v) / (ry * ry) <= 1;
}
function inNote(x, y) {
  const tilt = -0.35;
  if (inEllipse(x, y, 0.355, 0.705, 0.105, 0.075, tilt)) return true;
  if (inEllipse(x, y, 0.675, 0.645, 0.105, 0.075, tilt)) return true;
  if (x >= 0.42 && x <= 0.46 && y >= 0.3 && y <= 0.7) return true;
  if (x >= 0.74 && x <= 0.78 && y >= 0.24 && y <= 0.64) return true;
  const top = 0.3 + ((x - 0.42) * (0.24 - 0.3)) / 0.36;
  return x >= 0.42 && x <= 0.78 && y >= top && y <= top + 0.09;
}
function inRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius;
}

/** fullBleed: square background (maskable, apple); scale: share of the icon the note spans */
function drawIcon(size, { fullBleed, scale }) {
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          if (!(fullBleed || inRoundedSquare(x, y, 0.22))) continue;
          bg++;
          if (inNote((x - 0.5) / scale + 0.5, (y - 0.5) / scale + 0.5)) fg++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const i = (py * size + px) * 4;
      const f = bg === 0 ? 0 : fg / bg;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(BRAND[c] * (1 - f) + WHITE[c] * f);
      rgba[i + 3] = Math.round((255 * bg) / total);
    }
  }
  return encodePng(size, rgba);
}

mkdirSync(OUT, { recursive: true });
const icons = [
  ['icon-192.png', 192, { fullBleed: false, scale: 1 }],
  ['icon-512.png', 512, { fullBleed: false, scale: 1 }],
  // maskable: the note stays inside the 80% safe circle whatever mask the platform applies
  ['maskable-512.png', 512, { fullBleed: true, scale: 0.72 }],
  ['apple-touch-icon.png', 180, { fullBleed: true, scale: 0.85 }],
];
for (const [name, size, options] of icons) {
  writeFileSync(join(OUT, name), drawIcon(size, options));
  console.log(`wrote public/icons/${name}`);
}
