// A spreadsheet's CSV as Brazilian distributors save it: UTF-8 with or without BOM (Excel's 'CSV UTF-8'), or
// Windows-1252 (Excel's plain 'CSV' on Windows); `;` (Brazilian Excel), `,` or tab between fields; quoted fields.
import { parse } from 'csv-parse/sync';

/** One data line: its cells by normalized column name ('' when empty), and the file line it starts on. */
export interface CsvRecord {
  line: number;
  cells: Record<string, string>;
}

/** A data line that could not be read as fields: where, and why. */
export interface CsvLineError {
  line: number;
  error: string;
}

export interface CsvFile {
  /** the header's column names, normalized (`Preço de venda` → `preco_de_venda`) */
  columns: string[];
  lines: (CsvRecord | CsvLineError)[];
  encoding: 'UTF-8' | 'Windows-1252';
}

const DELIMITERS = [';', ',', '\t'];

/** `Preço de Venda ` → `preco_de_venda`: headers typed by hand in a spreadsheet still match. */
export function normalizeColumn(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase().replace(/[\s-]+/g, '_');
}

function decode(bytes: Uint8Array): { text: string; encoding: CsvFile['encoding'] } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'Windows-1252' };
  }
}

/** The separator the header line uses most, outside quotes: a price's decimal comma never sits in the header. */
function delimiterOf(text: string): string {
  const header = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = DELIMITERS.map((delimiter) => header.split(delimiter).length);
  return DELIMITERS[counts.indexOf(Math.max(...counts))];
}

const isBlank = (fields: string[]) => fields.every((field) => field.trim() === '');

export function readCsv(bytes: Uint8Array): CsvFile {
  const { text, encoding } = decode(bytes);
  const rows: { fields: string[]; line: number }[] = [];
  const lines: CsvFile['lines'] = [];
  let lastLine = 0;
  parse(text, {
    delimiter: delimiterOf(text),
    relax_column_count: true,
    skip_records_with_error: true,
    on_record: (fields: string[], { lines: endLine }) => {
      rows.push({ fields, line: lastLine + 1 });
      lastLine = endLine;
      return null;
    },
    on_skip: (error) => {
      const unclosed = error?.code === 'CSV_QUOTE_NOT_CLOSED';
      lines.push({ line: lastLine + 1, error: unclosed ? 'Aspas abertas nesta linha e nunca fechadas: o resto do arquivo ficou dentro delas.' : 'Linha ilegível no CSV: confira as aspas.' });
      if (typeof error?.lines === 'number') lastLine = error.lines;
    },
  });
  const [header, ...data] = rows.filter((row) => !isBlank(row.fields));
  const columns = (header?.fields ?? []).map(normalizeColumn);
  for (const { fields, line } of data) {
    if (fields.length > columns.length && !isBlank(fields.slice(columns.length))) {
      lines.push({ line, error: `A linha tem ${fields.length} colunas e o cabeçalho, ${columns.length}: confira o separador e as aspas.` });
    } else {
      lines.push({ line, cells: Object.fromEntries(columns.map((column, index) => [column, (fields[index] ?? '').trim()])) });
    }
  }
  return { columns, lines: lines.sort((a, b) => a.line - b.line), encoding };
}
