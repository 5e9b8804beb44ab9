import { rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

/** esbuild bundles sw/sw.ts, then workbox-build writes the precache list into dist/app/sw.js. */
export async function buildServiceWorker(root, outDir) {
  const bundled = new URL('dist/.sw/sw.js', root);
  await build({
    entryPoints: [new URL('sw/sw.ts', root).pathname],
    outfile: bundled.pathname,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    tsconfig: new URL('sw/tsconfig.json', root).pathname,
    define: {
      'process.env.NODE_ENV': '"production"',
      __API_BASE__: JSON.stringify(process.env.API_BASE ?? '/api/ecommerce'),
      __CDN_HOST__: JSON.stringify(process.env.CDN_HOST ?? ''),
    },
    logLevel: 'warning',
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled.pathname,
    swDest: new URL('sw.js', outDir).pathname,
    globDirectory: outDir.pathname,
    globPatterns: ['**/*.html', 'assets/**/*.{js,css}', 'manifest.webmanifest', 'icons/*.png'],
    // Session replay (vite.config.ts): fetched by a signed-in session when idle, the recorder only by a sampled one;
    // never by every install, so the landing and login download none of it.
    globIgnores: ['assets/session-replay-*.js', 'assets/session-recorder-*.js'],
    // Hashed file names are their own revision.
    dontCacheBustURLsMatching: /^assets\/.+-[\w-]{8,}\.(js|css)$/,
  });
  await rm(new URL('dist/.sw/', root), { recursive: true, force: true });
  for (const warning of warnings) console.warn(`sw: ${warning}`);
  return { count, size };
}
