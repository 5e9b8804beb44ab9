// What stays in the quick order's field once its ready lines are in the cart: the lines to correct.
import { isReady, type ReportLine } from './quick-order-report';

/**
 * The rows of `text` (the text `report` was read from) that the add did not take: failed lines, lines still
 * waiting for a package, and rows past the limit that were never read. The ready lines go, and so do the
 * repeated lines summed into them, the header row and blank rows.
 */
export function linesLeftAfterAdding(text: string, report: readonly ReportLine[]): string {
  const added = new Set(report.filter(isReady).map((line) => line.line));
  const kept = new Set(
    report.filter((line) => !added.has(line.line) && !(line.kind === 'repeated' && added.has(line.firstLine))).map((line) => line.line),
  );
  const lastRead = report.at(-1)?.line ?? Infinity;
  return text
    .replace(/^\ufeff/, '')
    .split(/\r\n|\r|\n/)
    .filter((row, index) => kept.has(index + 1) || (index + 1 > lastRead && row.trim() !== ''))
    .join('\n');
}
