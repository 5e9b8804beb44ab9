// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cycles, graphOf } from './cycles';

describe('cycles', () => {
  it('finds none in a graph without one', () => {
    expect(cycles(graphOf([['a', 'b'], ['b', 'c'], ['a', 'c'], ['d', 'c']]))).toEqual([]);
  });

  it('finds two files importing each other', () => {
    expect(cycles(graphOf([['router', 'routes'], ['routes', 'router'], ['routes', 'paths']]))).toEqual([['router', 'routes']]);
  });

  it('finds a longer circle once, with every member, and each separate circle', () => {
    const graph = graphOf([['a', 'b'], ['b', 'c'], ['c', 'a'], ['c', 'd'], ['x', 'y'], ['y', 'x'], ['d', 'e']]);
    expect(cycles(graph)).toEqual(expect.arrayContaining([['a', 'b', 'c'], ['x', 'y']]));
    expect(cycles(graph)).toHaveLength(2);
  });

  it('finds a file importing itself', () => {
    expect(cycles(graphOf([['a', 'a'], ['a', 'b']]))).toEqual([['a']]);
  });
});
