import type { Plugin } from 'vite';

/** Terser for the named chunks (our own code on the budgeted paths), before the bundler's minifier. */
export function terserOwnCode(chunkNames: string[]): Plugin;
