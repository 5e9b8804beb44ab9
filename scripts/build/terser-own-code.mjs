// On our own code terser's two passes pack the budgeted paths smaller than the bundler's minifier (app-home 27.8 →
// 27.0 KB gzip, the entry and app-boot 12.6 → 12.1 KB); on the libraries, React DOM above all, the bundler's own
// does better, so they keep it alone. The bundler still minifies after this, which changes nothing measurable.
import { minify } from 'terser';

/** Terser for the chunks named here (the entry and the path chunks of path-chunks.mjs), before the bundler's pass. */
export function terserOwnCode(chunkNames) {
  const names = new Set(chunkNames);
  return {
    name: 'balcao:terser-own-code',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async renderChunk(code, chunk) {
      if (!names.has(chunk.name)) return null;
      const result = await minify(code, { module: true, compress: { passes: 2 }, sourceMap: false });
      return { code: result.code ?? code, map: null };
    },
  };
}
