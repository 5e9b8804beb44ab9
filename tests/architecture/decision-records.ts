// Reads the decision records (docs/decisions) and the measurement logs (docs/measurements) as text, and finds the
// links to them anywhere in the repository.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface DecisionRecord {
  file: string;
  number: string;
  lines: string[];
}

export const DECISION_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
export const MEASUREMENT_FILE = /^\d{4}-\d{2}-\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const DECISION_LINK = /\[(\d{4})\]\((\d{4})-[a-z0-9-]+\.md\)/g;

export function markdownFiles(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'README.md').sort();
}

export function readDecision(dir: string, file: string): DecisionRecord {
  return { file, number: file.slice(0, 4), lines: readFileSync(join(dir, file), 'utf8').split('\n') };
}

/** The decisions a status line names ('Superseded by [0007](0007-….md), [0012](…)'), as numbers. */
export function statusTargets(status: string): string[] {
  return [...status.matchAll(DECISION_LINK)].map((match) => match[1]!);
}

/** The text of a markdown file without its inline code, where paths are named, not linked. */
export function withoutInlineCode(text: string): string {
  return text.replace(/`[^`]*`/g, '');
}

/** Relative links to markdown files (`[text](target.md#part)`), without the part. */
export function relativeMarkdownLinks(text: string): string[] {
  return [...withoutInlineCode(text).matchAll(/\]\(([^)\s:#]+\.md)(?:#[^)]*)?\)/g)].map((match) => match[1]!);
}

const SKIPPED = new Set(['node_modules', 'dist', '.git', '.data', 'test-results', 'playwright-report', '.bench']);
const TEXT_FILE = /\.(md|ts|tsx|mts|mjs|js|css|json|sh|html)$/;

/** Every text file of the repository a person edits, as repository-relative paths. */
export function repositoryTextFiles(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return repositoryTextFiles(root, path);
    return TEXT_FILE.test(name) ? [relative(root, path)] : [];
  });
}

/** Paths written as `docs/decisions/<file>.md` or `decisions/<file>.md` in a text. */
export function decisionPaths(text: string): string[] {
  return [...text.matchAll(/(?<![\w-])decisions\/([\w.-]+\.md)/g)].map((match) => match[1]!);
}
