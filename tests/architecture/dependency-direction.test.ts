// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerRules, unitParents, wholeUnits, type LayerRule } from './dependency-rules';
import { cycles, graphOf } from './cycles';
import { importGraph, type ImportEdge } from './import-graph';

const root = join(import.meta.dirname, '../..');
const edges = importGraph(root, ['src', 'sw', 'server/src']);

const within = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

function layerOf(path: string): string | undefined {
  return Object.keys(layerRules)
    .filter((layer) => within(path, layer))
    .sort((a, b) => b.length - a.length)[0];
}

function allowed(edge: ImportEdge, layer: string, rule: LayerRule): boolean {
  if (within(edge.to, layer)) return true;
  if (rule.may.some((target) => within(edge.to, target))) return true;
  return edge.typeOnly && (rule.typesOnly ?? []).some((target) => within(edge.to, target));
}

/** The folder an import cycle is counted between: a whole unit, a layer, or one sub-folder of a split layer. */
function unitOf(path: string): string {
  const whole = wholeUnits.find((folder) => within(path, folder));
  if (whole) return whole;
  const parent = unitParents.find((folder) => path.startsWith(`${folder}/`));
  if (parent) return `${parent}/${path.slice(parent.length + 1).split('/')[0]}`;
  return layerOf(path) ?? path;
}

describe('dependency direction (docs/design.md)', () => {
  it('reads the import graph', () => {
    expect(edges.length).toBeGreaterThan(100);
  });

  it('every import follows an allowed arrow', () => {
    const forbidden = edges
      .filter((edge) => {
        const layer = layerOf(edge.from);
        if (!layer) return true;
        return !allowed(edge, layer, layerRules[layer]);
      })
      .map((edge) => `${edge.from} → ${edge.to}${edge.typeOnly ? ' (type)' : ''}`);
    expect(forbidden).toEqual([]);
  });

  it('no import cycle between folders', () => {
    const between = edges.map((edge) => [unitOf(edge.from), unitOf(edge.to)] as const).filter(([from, to]) => from !== to);
    expect(cycles(graphOf(between))).toEqual([]);
  });

  it('no import cycle between files, type-only imports included', () => {
    expect(cycles(graphOf(edges.map((edge) => [edge.from, edge.to] as const)))).toEqual([]);
  });
});
