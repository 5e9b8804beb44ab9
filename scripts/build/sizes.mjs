import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function gzipSize(file) {
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

function listFiles(dir, pattern) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => `${entry.parentPath}/${entry.name}`)
    .sort();
}

/** One line per shipped file: raw and gzip sizes, largest JS first. */
export function printSizes(root) {
  const app = new URL('dist/app/', root).pathname;
  const server = new URL('dist/server/', root).pathname;
  const measure = (file) => ({ file: relative(root.pathname, file), raw: statSync(file).size, gzip: gzipSize(file) });
  const byGzip = (a, b) => b.gzip - a.gzip;
  const appRows = listFiles(app, /\.(js|css|html)$/).map(measure).sort(byGzip);
  const rows = [...appRows, ...listFiles(server, /\.mjs$/).map(measure)];
  const width = Math.max(...rows.map((row) => row.file.length), 4);
  console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
  for (const row of rows) console.log(`${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}`);
  const js = appRows.filter((row) => row.file.startsWith('dist/app/assets/') && row.file.endsWith('.js'));
  if (js.length === 0) return;
  console.log(`assets JS total: ${kb(js.reduce((sum, row) => sum + row.raw, 0))} raw, ${kb(js.reduce((sum, row) => sum + row.gzip, 0))} gzip`);
}
