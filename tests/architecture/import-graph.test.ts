// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importGraph } from './import-graph';

const root = mkdtempSync(join(tmpdir(), 'import-graph-'));
const files: Record<string, string> = {
  'src/a/screen.tsx': [
    "import { rule } from '../b/rule';",
    "import type { Shape } from '../b/shape';",
    "export { helper } from './helper';",
    "const lazy = () => import('../c/lazy');",
    "import styles from './screen.module.css';",
    "import React from 'react';",
  ].join('\n'),
  'src/a/helper.ts': 'export const helper = 1;',
  'src/a/screen.module.css': '.x {}',
  'src/b/rule.ts': 'export const rule = 1;',
  'src/b/shape.ts': 'export interface Shape { x: number }',
  'src/c/lazy/index.ts': 'export default 1;',
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('importGraph', () => {
  const edges = importGraph(root, ['src']).filter((edge) => edge.from === 'src/a/screen');

  it('finds static, re-exported and dynamic imports of source files, resolving folders to their index', () => {
    expect(edges.map((edge) => edge.to).sort()).toEqual(['src/a/helper', 'src/b/rule', 'src/b/shape', 'src/c/lazy/index']);
  });

  it('marks type-only imports', () => {
    expect(edges.filter((edge) => edge.typeOnly).map((edge) => edge.to)).toEqual(['src/b/shape']);
  });
});
