// A video for Chromium's fake camera (--use-file-for-fake-video-capture): a few identical Y4M frames of
// a barcode drawn from bwip-js's bar widths, black on white, as a label seen straight on.
import { writeFileSync } from 'node:fs';
import bwipjs from 'bwip-js/node';

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 5;
const BAR_HEIGHT = 220;
const FRAMES = 5;
// Video range luma (BT.601): white 235, black 16; chroma 128 is grey.
const WHITE = 235;
const BLACK = 16;

/** Writes the Y4M file of an EAN-13 and returns its path. */
export function writeBarcodeVideo(ean13: string, path: string): string {
  const [symbol] = bwipjs.raw('ean13', ean13);
  if (!('sbs' in symbol)) throw new Error('bwip-js gave no bar widths');
  const { sbs } = symbol;
  const modules = sbs.reduce((sum, width) => sum + width, 0);
  const left = Math.floor((WIDTH - modules * MODULE_PX) / 2);
  const row = new Uint8Array(WIDTH).fill(WHITE);
  let x = left;
  sbs.forEach((width, index) => {
    // Widths alternate bar, space, bar…
    if (index % 2 === 0) row.fill(BLACK, x, x + width * MODULE_PX);
    x += width * MODULE_PX;
  });
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(WHITE);
  const top = Math.floor((HEIGHT - BAR_HEIGHT) / 2);
  for (let y = top; y < top + BAR_HEIGHT; y++) luma.set(row, y * WIDTH);
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return path;
}
