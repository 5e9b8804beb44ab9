// The quick order's lines ('Pedido rápido'): pasted text or a CSV file read into "code, quantity,
// package?" rows (docs/decisions/0138-quick-order-lines-and-report.md). Pure: the report is built elsewhere.

/** Rows read from one paste or file; those after it are left out and counted. */
export const QUICK_ORDER_MAX_ROWS = 500;
/** A longer text is refused whole: 500 rows of a code, a quantity and a package name fit many times over. */
export const QUICK_ORDER_MAX_CHARS = 100_000;
/** A longer line is no code and quantity. */
const MAX_LINE_CHARS = 200;

export type LineProblem = 'no-quantity' | 'bad-quantity' | 'zero-quantity' | 'bad-code' | 'too-many-fields' | 'too-long';

export type QuickOrderLine =
  | { line: number; text: string; kind: 'item'; code: string; quantity: number; packageHint?: string }
  | { line: number; text: string; kind: 'invalid'; problem: LineProblem };

export type QuickOrderParse =
  | { ok: true; lines: QuickOrderLine[]; headerSkipped: boolean; rowsLeftOut: number }
  | { ok: false; refusal: 'too-large' | 'binary' | 'empty' };

// NUL, the C0 and C1 controls other than tab and line ends, and U+FFFD (bytes a decoder could not read).
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/g;
const CODE = /^[\p{L}\p{N}][\p{L}\p{N}.\-/]*$/u;
const HEADER_CODE = /^(cod|sku|ean|gtin|produto|product|item|ref|barcode)/;

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * The fields of a line: split at tabs or semicolons when it has one, else at commas (when the
 * first holds no space), else at spaces (then the package is all that follows the quantity). Surrounding quotes are dropped.
 */
function fieldsOf(text: string): string[] {
  // '123 1,5' is a code and a quantity with a comma, not two fields split at it.
  const commas = text.includes(',') && !/\s/.test(text.split(',')[0]!.trim());
  const separator = /[\t;]/.test(text) ? /[\t;]/ : commas ? /,/ : null;
  const fields = separator ? text.split(separator) : text.split(/\s+/);
  const cleaned = fields.map((field) => field.trim().replace(/^"(.*)"$/, '$1').trim());
  while (cleaned.length > 0 && cleaned.at(-1) === '') cleaned.pop();
  if (separator || cleaned.length <= 3) return cleaned;
  return [cleaned[0]!, cleaned[1]!, cleaned.slice(2).join(' ')];
}

function isHeader(fields: string[]): boolean {
  return HEADER_CODE.test(plain(fields[0] ?? '').replace(/[^a-z]/g, '')) && !/^\d+$/.test(fields[1] ?? '');
}

function readLine(line: number, text: string, fields: string[]): QuickOrderLine {
  const invalid = (problem: LineProblem): QuickOrderLine => ({ line, text, kind: 'invalid', problem });
  if (text.length > MAX_LINE_CHARS) return invalid('too-long');
  if (fields.length > 3) return invalid('too-many-fields');
  const [code = '', quantity = '', packageHint = ''] = fields;
  if (!CODE.test(code)) return invalid('bad-code');
  if (quantity === '') return invalid('no-quantity');
  if (!/^\d+$/.test(quantity)) return invalid('bad-quantity');
  const value = Number(quantity);
  if (value === 0) return invalid('zero-quantity');
  return { line, text, kind: 'item', code, quantity: value, ...(packageHint ? { packageHint } : {}) };
}

/** Reads pasted text or a decoded file into lines; blank lines are skipped, a first header row too. */
export function parseQuickOrder(input: string): QuickOrderParse {
  if (input.length > QUICK_ORDER_MAX_CHARS) return { ok: false, refusal: 'too-large' };
  const text = input.replace(/^\ufeff/, '');
  const binary = text.match(BINARY)?.length ?? 0;
  // One stray control character is a typo; more is a file that is not text.
  if (binary > 1 || text.includes('\u0000')) return { ok: false, refusal: 'binary' };
  const rows = text
    .split(/\r\n|\r|\n/)
    .map((raw, index) => ({ line: index + 1, text: raw.replace(BINARY, '').trim() }))
    .filter((row) => row.text !== '');
  if (rows.length === 0) return { ok: false, refusal: 'empty' };
  const headerSkipped = isHeader(fieldsOf(rows[0]!.text));
  const data = headerSkipped ? rows.slice(1) : rows;
  const lines = data.slice(0, QUICK_ORDER_MAX_ROWS).map((row) => readLine(row.line, row.text, fieldsOf(row.text)));
  return { ok: true, lines, headerSkipped, rowsLeftOut: Math.max(0, data.length - QUICK_ORDER_MAX_ROWS) };
}

/** A code as the catalogue is searched by it: upper case, leading zeros of a number dropped. */
export function codeKey(code: string): string {
  const upper = code.trim().toUpperCase();
  return /^\d+$/.test(upper) ? upper.replace(/^0+(?=\d)/, '') : upper;
}
