// Reads the relative imports of the app, the service worker and the server as text:
// fast, no compiler API (TypeScript 7 has none), good enough for static import lines.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts'];
const isSource = (name: string) => SOURCE_EXTENSIONS.some((extension) => name.endsWith(extension));
const IMPORT = /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return isSource(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveSource(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => isSource(path) && existsSync(path)) ?? null;
}

/** Edges between source files, as repository-relative paths without extension. */
export function importGraph(root: string, folders: string[]): ImportEdge[] {
  const strip = (path: string) => relative(root, path).replace(/\.(tsx?|mts)$/, '');
  return folders.flatMap((folder) =>
    sourceFiles(join(root, folder)).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const edges: ImportEdge[] = [];
      for (const match of text.matchAll(IMPORT)) {
        const specifier = match[3] ?? match[4];
        const target = resolveSource(file, specifier);
        if (target) edges.push({ from: strip(file), to: strip(target), typeOnly: Boolean(match[2]) });
      }
      return edges;
    }),
  );
}
