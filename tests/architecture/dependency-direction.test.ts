// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerRules, unitParents, type LayerRule } from './dependency-rules';
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

/** The folder an import cycle is counted between: a layer, or one sub-folder of a split layer. */
function unitOf(path: string): string {
  const parent = unitParents.find((folder) => path.startsWith(`${folder}/`));
  if (parent) return `${parent}/${path.slice(parent.length + 1).split('/')[0]}`;
  return layerOf(path) ?? path;
}

function cycles(graph: Map<string, Set<string>>): string[][] {
  // Tarjan's strongly connected components; a component of two or more units is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
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
    const graph = new Map<string, Set<string>>();
    for (const edge of edges) {
      const [from, to] = [unitOf(edge.from), unitOf(edge.to)];
      if (from === to) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
    expect(cycles(graph)).toEqual([]);
  });
});
