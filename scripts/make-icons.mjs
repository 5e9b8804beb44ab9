// Draws the app icons (a shop counter under an orange awning) as PNGs into public/icons/.
// Run once when the icon changes: `node scripts/make-icons.mjs`; the PNGs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x0b, 0x2e, 0x59];
const ORANGE = [0xf4, 0x7b, 0x20];
const WHITE = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

function encodePng(size, pixel) {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel((x + 0.5) / size, (y + 0.5) / size);
      rows.set([r, g, b, a], row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Artwork in unit coordinates; `scale` shrinks it towards the centre (maskable safe zone).
function artwork(scale, rounded) {
  return (u, v) => {
    const x = 0.5 + (u - 0.5) / scale;
    const y = 0.5 + (v - 0.5) / scale;
    if (rounded && outsideRoundedSquare(u, v, 0.2)) return [0, 0, 0, 0];
    const inBox = (x0, y0, x1, y1) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
    const stripe = Math.floor((x - 0.2) / 0.1) % 2 === 0 ? ORANGE : WHITE;
    if (inBox(0.2, 0.24, 0.8, 0.4)) return [...stripe, 255];
    if (y > 0.4 && y < 0.47 && scallop(x, y)) return [...stripe, 255];
    if (inBox(0.24, 0.47, 0.3, 0.72) || inBox(0.7, 0.47, 0.76, 0.72)) return [...WHITE, 255];
    if (inBox(0.16, 0.72, 0.84, 0.8)) return [...WHITE, 255];
    return [...BLUE, 255];
  };
}

function scallop(x, y) {
  if (x < 0.2 || x > 0.8) return false;
  const centre = 0.2 + (Math.floor((x - 0.2) / 0.1) + 0.5) * 0.1;
  return (x - centre) ** 2 + (y - 0.4) ** 2 <= 0.05 ** 2;
}

function outsideRoundedSquare(u, v, r) {
  const dx = Math.max(r - u, 0, u - (1 - r));
  const dy = Math.max(r - v, 0, v - (1 - r));
  return dx * dx + dy * dy > r * r;
}

const outDir = new URL('../public/icons/', import.meta.url);
mkdirSync(outDir, { recursive: true });
const icons = [
  ['icon-192.png', 192, artwork(1, true)],
  ['icon-512.png', 512, artwork(1, true)],
  ['icon-maskable-512.png', 512, artwork(0.8, false)],
  ['apple-touch-icon.png', 180, artwork(1, false)],
  ['favicon-32.png', 32, artwork(1, true)],
];
for (const [name, size, draw] of icons) {
  writeFileSync(new URL(name, outDir), encodePng(size, draw));
  console.log(`public/icons/${name} ${size}×${size}`);
}
