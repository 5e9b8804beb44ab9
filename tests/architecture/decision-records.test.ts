// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DECISION_FILE,
  MEASUREMENT_FILE,
  decisionPaths,
  markdownFiles,
  readDecision,
  relativeMarkdownLinks,
  repositoryTextFiles,
  statusTargets,
  type DecisionRecord,
} from './decision-records';

const root = join(import.meta.dirname, '../..');
const decisionsDir = join(root, 'docs/decisions');
const measurementsDir = join(root, 'docs/measurements');
const TEMPLATE = '0000-template.md';
const SECTIONS = ['## Context', '## Decision', '## Consequences'];
const STATUS = /^- Status: (Accepted|(Superseded|Amended) by \[\d{4}\]\(\d{4}-[a-z0-9-]+\.md\)(, \[\d{4}\]\(\d{4}-[a-z0-9-]+\.md\))*)$/;
const DATE = /^- Date: (\d{4}-\d{2}-\d{2})(?:, updated (\d{4}-\d{2}-\d{2}))?$/;

const files = markdownFiles(decisionsDir);
const decisions = files.filter((file) => file !== TEMPLATE).map((file) => readDecision(decisionsDir, file));
const readme = readFileSync(join(decisionsDir, 'README.md'), 'utf8');

/** What is wrong with a record's shape, as one line per fault. */
function formatFaults(record: DecisionRecord): string[] {
  const faults: string[] = [];
  const [title, blank, status = '', date = ''] = record.lines;
  if (!title?.startsWith(`# ${record.number}. `) || title.length <= 8) faults.push('title line "# NNNN. Title"');
  if (blank !== '') faults.push('a blank line after the title');
  if (!STATUS.test(status)) faults.push(`status line: ${status}`);
  const day = DATE.exec(date);
  if (!day) faults.push(`date line: ${date}`);
  else if (day[2] && day[2] <= day[1]!) faults.push(`updated before first decided: ${date}`);
  const headings = record.lines.filter((line) => line.startsWith('## '));
  if (headings.join('|') !== SECTIONS.join('|')) faults.push(`sections: ${headings.join(', ')}`);
  for (const [i, heading] of SECTIONS.entries()) {
    const start = record.lines.indexOf(heading);
    const end = i + 1 < SECTIONS.length ? record.lines.indexOf(SECTIONS[i + 1]!) : record.lines.length;
    if (start >= 0 && !record.lines.slice(start + 1, end).some((line) => line.trim())) faults.push(`empty ${heading}`);
  }
  return faults.map((fault) => `${record.file}: ${fault}`);
}

function indexRow(record: DecisionRecord): string {
  const title = record.lines[0]!.slice(`# ${record.number}. `.length);
  const status = record.lines[2]!.slice('- Status: '.length);
  const date = record.lines[3]!.slice('- Date: '.length);
  return `| [${record.number}](${record.file}) | ${title} | ${status} | ${date} |`;
}

describe('decision records (docs/decisions/README.md)', () => {
  it('reads the records', () => {
    expect(decisions.length).toBeGreaterThan(100);
  });

  it('every file is NNNN-<slug>.md, each number once', () => {
    expect(files.filter((file) => !DECISION_FILE.test(file))).toEqual([]);
    const numbers = files.map((file) => file.slice(0, 4));
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([]);
  });

  it('every record has its title, status, date and the three sections', () => {
    expect(decisions.flatMap(formatFaults)).toEqual([]);
  });

  it('a record is superseded or amended only by a later record that exists', () => {
    const numbers = new Set(decisions.map((record) => record.number));
    const wrong = decisions.flatMap((record) =>
      statusTargets(record.lines[2] ?? '')
        .filter((target) => target <= record.number || !numbers.has(target))
        .map((target) => `${record.file} → ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('the index has each record\'s row, with its title, status and date', () => {
    const missing = decisions.map(indexRow).filter((row) => !readme.includes(row));
    expect(missing).toEqual([]);
  });

  it('the README links the template', () => {
    expect(files).toContain(TEMPLATE);
    expect(readme).toContain(`](${TEMPLATE})`);
  });
});

describe('measurement logs (docs/measurements/README.md)', () => {
  const logs = markdownFiles(measurementsDir);
  const index = readFileSync(join(measurementsDir, 'README.md'), 'utf8');

  it('every log is YYYY-MM-DD-<slug>.md and listed in the index', () => {
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.filter((file) => !MEASUREMENT_FILE.test(file))).toEqual([]);
    expect(logs.filter((file) => !index.includes(`](${file})`))).toEqual([]);
  });
});

describe('links to decisions and measurements', () => {
  it('every decisions/….md path named in the repository exists', () => {
    const broken = repositoryTextFiles(root).flatMap((file) =>
      decisionPaths(readFileSync(join(root, file), 'utf8'))
        .filter((name) => !existsSync(join(decisionsDir, name)))
        .map((name) => `${file}: ${name}`),
    );
    expect(broken).toEqual([]);
  });

  it('every relative markdown link in the records and logs leads to a file', () => {
    const pages = [
      ...[...files, 'README.md'].map((file) => join(decisionsDir, file)),
      ...[...markdownFiles(measurementsDir), 'README.md'].map((file) => join(measurementsDir, file)),
    ];
    const broken = pages.flatMap((page) =>
      relativeMarkdownLinks(readFileSync(page, 'utf8'))
        .filter((target) => !existsSync(resolve(dirname(page), target)))
        .map((target) => `${relative(root, page)}: ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
