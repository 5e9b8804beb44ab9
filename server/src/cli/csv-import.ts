// A CSV file through the integration batches: each line read on its own, sent in batches the server takes, and
// answered one by one. A line that cannot be read, or repeats an earlier line's key, is answered here and never sent.
import { CellError } from './csv-cells';
import type { CsvFile } from './read-csv';

export type LineStatus = 'created' | 'updated' | 'unchanged' | 'error';

/** What one batch row answered (the integration API's per-row result, in the order sent). */
export interface BatchResult {
  status: LineStatus;
  message?: string;
  /** products only: the row's field that is wrong (`prices.sales`) */
  field?: string;
}

/** What the import did with one line of the file. */
export interface LineOutcome {
  line: number;
  /** the product code or tax id the line carries, to find it in the spreadsheet */
  key?: string;
  status: LineStatus;
  message?: string;
  column?: string;
}

/** One kind of file (`catalogue`, `customers`): its documented columns and how a line becomes a batch row. */
export interface CsvImportKind {
  /** every column the file may have, normalized (see normalizeColumn) */
  columns: readonly string[];
  required: readonly string[];
  /** the line's key: product code or bare tax id; a later line with the same key is an error */
  key(cells: Record<string, string>): string | undefined;
  /** the batch row; throws CellError for a cell it cannot read */
  row(cells: Record<string, string>): unknown;
  /** the column of a row's wrong field, when the server names one */
  columnOf(field: string): string | undefined;
  batchSize: number;
}

/** The header's problems (unknown or missing columns), or none. */
export function headerProblems(columns: string[], kind: CsvImportKind): string[] {
  const unknown = columns.filter((column) => !kind.columns.includes(column));
  const missing = kind.required.filter((column) => !columns.includes(column));
  const problems: string[] = [];
  if (unknown.length) problems.push(`Colunas desconhecidas: ${unknown.join(', ')}. As colunas possíveis são: ${kind.columns.join(', ')}.`);
  if (missing.length) problems.push(`Faltam as colunas: ${missing.join(', ')}.`);
  return problems;
}

export interface ImportProgress {
  sent: number;
  total: number;
}

/**
 * Every line's outcome, in file order. `send` posts one batch and answers its rows' results in order; a failed
 * `send` (server down, secret refused) rejects with the outcomes so far on `error.outcomes`.
 */
export async function importCsv(
  file: CsvFile,
  kind: CsvImportKind,
  send: (rows: unknown[]) => Promise<BatchResult[]>,
  onProgress: (progress: ImportProgress) => void = () => {},
): Promise<LineOutcome[]> {
  const outcomes: LineOutcome[] = [];
  const pending: { line: number; key?: string; row: unknown }[] = [];
  const firstLineOf = new Map<string, number>();
  for (const entry of file.lines) {
    if ('error' in entry) {
      outcomes.push({ line: entry.line, status: 'error', message: entry.error });
      continue;
    }
    const key = kind.key(entry.cells);
    const earlier = key === undefined ? undefined : firstLineOf.get(key);
    if (earlier !== undefined) {
      outcomes.push({ line: entry.line, key, status: 'error', message: `Repete a linha ${earlier}: vale só a primeira.` });
      continue;
    }
    if (key !== undefined) firstLineOf.set(key, entry.line);
    try {
      pending.push({ line: entry.line, key, row: kind.row(entry.cells) });
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      outcomes.push({ line: entry.line, key, status: 'error', message: error.message, column: error.column });
    }
  }
  for (let start = 0; start < pending.length; start += kind.batchSize) {
    const batch = pending.slice(start, start + kind.batchSize);
    let results: BatchResult[];
    try {
      results = await send(batch.map((entry) => entry.row));
    } catch (error) {
      throw Object.assign(error as Error, { outcomes: sortedByLine(outcomes), unsentFromLine: batch[0].line });
    }
    batch.forEach((entry, index) => {
      const { status, message, field } = results[index];
      outcomes.push({ line: entry.line, key: entry.key, status, message, column: field === undefined ? undefined : kind.columnOf(field) });
    });
    onProgress({ sent: Math.min(start + kind.batchSize, pending.length), total: pending.length });
  }
  return sortedByLine(outcomes);
}

const sortedByLine = (outcomes: LineOutcome[]) => [...outcomes].sort((a, b) => a.line - b.line);
