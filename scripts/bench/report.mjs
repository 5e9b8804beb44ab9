// One row per figure: value, budget (docs/design.md) and ✓/✗, or 'n/a' with the reason. A figure whose budget is
// missed, or that could not be measured because its run failed, is a miss: the bench exits non-zero naming each.
const rows = [];

export function record(label, value, { unit = '', budget = null, within = null, note = '' } = {}) {
  const shown = typeof value === 'number' ? `${value.toFixed(unit === 'KB' ? 1 : 0)} ${unit}`.trim() : String(value);
  const mark = budget === null ? '' : within ? '✓' : '✗';
  rows.push({ label, shown, budget: budget ?? '—', mark, note });
}

export function recordMissing(label, reason, budget = null) {
  rows.push({ label, shown: 'n/a', budget: budget ?? '—', mark: '', note: reason });
}

/** A run that threw: its figures are unknown, so none of its budgets is known to hold. */
export function recordFailure(label, reason, budget = null) {
  rows.push({ label, shown: 'failed', budget: budget ?? '—', mark: '✗', note: reason });
}

/** One line per missed budget or failed run, for the bench's last words. */
export function misses() {
  return rows.filter((row) => row.mark === '✗').map((row) => `${row.label}: ${row.shown}${row.budget === '—' ? '' : ` (budget ${row.budget})`}`);
}

export function printReport() {
  const width = (key, title) => Math.max(title.length, ...rows.map((row) => row[key].length));
  const columns = [
    ['label', 'figure'],
    ['shown', 'measured'],
    ['budget', 'budget'],
    ['mark', ''],
  ].map(([key, title]) => ({ key, title, width: width(key, title) }));
  const line = (cells, note = '') => `${cells.map((cell, i) => cell.padEnd(columns[i].width)).join('  ')}   ${note}`.trimEnd();
  console.log(`\n${line(columns.map((column) => column.title))}`);
  console.log(line(columns.map((column) => '─'.repeat(column.width))));
  for (const row of rows) {
    console.log(line(columns.map((column) => row[column.key]), row.note));
  }
}
