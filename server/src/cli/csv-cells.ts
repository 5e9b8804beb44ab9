// A spreadsheet cell as the integration API's value. Empty cells are left out (the API's default applies, or its
// "Informe …" message); a cell that cannot be read is an error of its line, naming the column.

/** A cell that cannot be read, and its column. */
export class CellError extends Error {
  constructor(
    readonly column: string,
    message: string,
  ) {
    super(message);
  }
}

/** Lists inside one cell (packages, tiers, phones, images) are separated by `|`. */
export const LIST_SEPARATOR = '|';

export function list(cell: string): string[] {
  return cell.split(LIST_SEPARATOR).map((item) => item.trim()).filter(Boolean);
}

/** `12,50`, `1.234,50`, `R$ 12,50` or `12.50` → 12.5: with a comma, the dots group thousands. */
export function decimal(cell: string, column: string): number | undefined {
  const bare = cell.replace(/^R\$/i, '').replace(/\s/g, '');
  if (bare === '') return undefined;
  const dotted = bare.includes(',') ? bare.replace(/\./g, '').replace(',', '.') : bare;
  if (!/^-?\d+(\.\d+)?$/.test(dotted)) throw new CellError(column, `Número inválido: "${cell}". Escreva, por exemplo, 12,50.`);
  return Number(dotted);
}

/** `1200` or `1.200` → 1200. */
export function integer(cell: string, column: string): number | undefined {
  const bare = cell.replace(/\s/g, '');
  if (bare === '') return undefined;
  const digits = /^\d{1,3}(\.\d{3})+$/.test(bare) ? bare.replace(/\./g, '') : bare;
  if (!/^-?\d+$/.test(digits)) throw new CellError(column, `Número inteiro inválido: "${cell}".`);
  return Number(digits);
}

const YES = ['sim', 's', 'true', 'verdadeiro', '1', 'x'];
const NO = ['nao', 'não', 'n', 'false', 'falso', '0'];

export function yesNo(cell: string, column: string): boolean | undefined {
  const value = cell.trim().toLowerCase();
  if (value === '') return undefined;
  if (YES.includes(value)) return true;
  if (NO.includes(value)) return false;
  throw new CellError(column, `Valor inválido: "${cell}". Use sim ou não.`);
}

/** `31/01/2027` (as Brazilian Excel shows dates) or `2027-01-31` → `2027-01-31`. */
export function date(cell: string, column: string): string | undefined {
  const value = cell.trim();
  if (value === '') return undefined;
  const brazilian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (brazilian) return `${brazilian[3]}-${brazilian[2].padStart(2, '0')}-${brazilian[1].padStart(2, '0')}`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  throw new CellError(column, `Data inválida: "${cell}". Use DD/MM/AAAA.`);
}

/** The cell's text, or undefined when empty. */
export const textOf = (cell: string | undefined): string | undefined => (cell ? cell : undefined);
