// PDF documents through pdf-lib: A4 pages of Helvetica text (the standard 14 fonts speak WinAnsi, so Portuguese
// accents need no embedded font), rules and filled boxes (a slip's barcode bars).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const BLACK = rgb(0, 0, 0);

export interface TextOptions {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right';
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** A character the font cannot encode (outside WinAnsi) becomes '?', as a printer would, instead of failing the document. */
function encodable(font: PDFFont, text: string): string {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  return [...text].map((char) => (known.has(char.codePointAt(0)!) ? char : '?')).join('');
}

export class PdfPage {
  constructor(
    private readonly page: PDFPage,
    private readonly fonts: Fonts,
  ) {}

  get width(): number {
    return this.page.getWidth();
  }

  get height(): number {
    return this.page.getHeight();
  }

  text(x: number, y: number, value: string, { size = 10, bold = false, align = 'left' }: TextOptions = {}): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const text = encodable(font, value);
    const left = align === 'right' ? x - font.widthOfTextAtSize(text, size) : x;
    this.page.drawText(text, { x: left, y, size, font, color: BLACK });
  }

  rule(x1: number, y: number, x2: number): void {
    this.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness: 0.5, color: BLACK });
  }

  box(x: number, y: number, width: number, height: number): void {
    this.page.drawRectangle({ x, y, width, height, color: BLACK });
  }
}

export class PdfDocument {
  readonly pages: PdfPage[] = [];

  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {}

  /** `now` dates the document, so the same input gives the same bytes. */
  static async create(title: string, now: Date): Promise<PdfDocument> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setProducer('Balcão');
    doc.setCreator('Balcão');
    doc.setCreationDate(now);
    doc.setModificationDate(now);
    const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
    return new PdfDocument(doc, fonts);
  }

  addPage(): PdfPage {
    const page = new PdfPage(this.doc.addPage(A4), this.fonts);
    this.pages.push(page);
    return page;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
