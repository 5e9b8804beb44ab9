// A minimal PDF 1.4 writer: A4 pages of text and rules in Helvetica (standard 14 font, WinAnsiEncoding),
// so Portuguese accents render without embedding a font.

const A4 = { width: 595, height: 842 };

/** Unicode characters of WinAnsiEncoding outside Latin-1 (0x80–0x9F). */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
};

/** Helvetica advance widths (1/1000 em) of the characters money and dates use; others count as 556. */
const HELVETICA_WIDTHS: Record<string, number> = { ' ': 278, ',': 278, '.': 278, '/': 278, ':': 278, '-': 333, R: 722, $: 556, '°': 400 };

function winAnsiBytes(text: string): number[] {
  return [...text].map((char) => {
    const code = char.codePointAt(0)!;
    if (WIN_ANSI_EXTRA[char]) return WIN_ANSI_EXTRA[char];
    return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? code : 0x3f;
  });
}

/** A PDF string literal in WinAnsi bytes, with its delimiters escaped. */
function pdfString(text: string): string {
  return `(${winAnsiBytes(text)
    .map((byte) => (byte === 0x28 || byte === 0x29 || byte === 0x5c ? `\\${String.fromCharCode(byte)}` : String.fromCharCode(byte)))
    .join('')})`;
}

export function textWidth(text: string, size: number): number {
  return ([...text].reduce((sum, char) => sum + (HELVETICA_WIDTHS[char] ?? 556), 0) * size) / 1000;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right';
}

export class PdfPage {
  readonly width = A4.width;
  readonly height = A4.height;
  private readonly ops: string[] = [];

  text(x: number, y: number, value: string, { size = 10, bold = false, align = 'left' }: TextOptions = {}): void {
    const left = align === 'right' ? x - textWidth(value, size) : x;
    this.ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${left.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(value)} Tj ET`);
  }

  rule(x1: number, y: number, x2: number): void {
    this.ops.push(`0.5 w ${x1} ${y} m ${x2} ${y} l S`);
  }

  content(): string {
    return this.ops.join('\n');
  }
}

/** Serialises the pages with a cross-reference table whose offsets are the objects' byte positions. */
export function renderPdf(pages: PdfPage[], title: string): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const firstPage = 5;
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  for (const [index, page] of pages.entries()) {
    const stream = page.content();
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + index * 2 + 1} 0 R >>`);
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }
  add(`<< /Title ${pdfString(title)} /Producer (Balcao) >>`);

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(out, 'latin1');
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
