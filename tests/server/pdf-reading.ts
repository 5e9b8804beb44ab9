// Reads back what a PDF made with pdf-lib shows: its text runs and its filled boxes (barcode bars), from the
// page content streams, so server tests check the document itself rather than its bytes.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';

/** WinAnsi's 0x80–0x9F (Node's TextDecoder reads them as Latin-1 control characters); the rest is Latin-1. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function winAnsiText(bytes: Buffer): string {
  return [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte))).join('');
}

function pageOperators(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((_, index) => contents.lookup(index)) : [contents];
  return streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
}

export interface PdfReading {
  pageCount: number;
  title: string | undefined;
  /** every text run of every page, in drawing order */
  texts: string[];
  /** the filled boxes of the first page, left to right */
  boxes: { x: number; y: number; width: number; height: number }[];
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const doc = await PDFDocument.load(bytes);
  const operators = doc.getPages().map(pageOperators);
  const texts = operators.flatMap((ops) =>
    [...ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map(([, hex]) => winAnsiText(Buffer.from(hex, 'hex'))),
  );
  const box = /1 0 0 1 ([\d.-]+) ([\d.-]+) cm\s+1 0 0 1 0 0 cm\s+1 0 0 1 0 0 cm\s+0 0 m\s+0 ([\d.]+) l\s+([\d.]+) [\d.]+ l\s+[\d.]+ 0 l\s+h\s+f/g;
  const boxes = [...(operators[0] ?? '').matchAll(box)]
    .map(([, x, y, height, width]) => ({ x: Number(x), y: Number(y), width: Number(width), height: Number(height) }))
    .sort((a, b) => a.x - b.x);
  return { pageCount: doc.getPageCount(), title: doc.getTitle(), texts, boxes };
}

const DIGIT_PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];

/**
 * Decodes Interleaved 2 of 5 from bars drawn left to right, by the symbology's own rules (independent of the
 * encoder that drew them): start narrow bar/space/bar/space, then pairs of digits (the first in the bars, the
 * second in the spaces), then the stop wide bar, narrow space, narrow bar.
 */
export function decodeInterleaved2of5(bars: { x: number; width: number }[]): string {
  const narrow = Math.min(...bars.map((bar) => bar.width));
  const kind = (width: number) => (width > narrow * 1.5 ? 'w' : 'n');
  const elements: string[] = [];
  bars.forEach((bar, index) => {
    elements.push(kind(bar.width));
    const next = bars[index + 1];
    if (next) elements.push(kind(next.x - (bar.x + bar.width)));
  });
  const sequence = elements.join('');
  if (!sequence.startsWith('nnnn') || !sequence.endsWith('wnn')) throw new Error('sem os padrões de início e fim');
  const body = sequence.slice(4, -3);
  if (body.length % 10 !== 0) throw new Error('quantidade de elementos inválida');
  let digits = '';
  for (let start = 0; start < body.length; start += 10) {
    const chunk = body.slice(start, start + 10);
    const barsOf = [0, 2, 4, 6, 8].map((i) => chunk[i]).join('');
    const spacesOf = [1, 3, 5, 7, 9].map((i) => chunk[i]).join('');
    for (const pattern of [barsOf, spacesOf]) {
      const digit = DIGIT_PATTERNS.indexOf(pattern);
      if (digit < 0) throw new Error(`padrão desconhecido ${pattern}`);
      digits += digit;
    }
  }
  return digits;
}
