import type { Plugin } from 'vite';

/** Rolldown chunk groups for the landing's and the signed-in home's modules, and the plugin that finds them. */
export function pathChunks(): {
  plugin: Plugin;
  groups: Array<{ name: string; test: (id: string) => boolean; priority: number; includeDependenciesRecursively: boolean }>;
};
