import { build } from 'esbuild';

/** The server and its commands (seed, partner, partner-token, import) as ESM files; node_modules stay external (npm installs them). */
export async function buildServer(root) {
  await build({
    entryPoints: {
      main: new URL('server/src/main.ts', root).pathname,
      'seed-cli': new URL('server/src/seed-cli.ts', root).pathname,
      'partner-token-cli': new URL('server/src/partner-token-cli.ts', root).pathname,
      'import-cli': new URL('server/src/import-cli.ts', root).pathname,
      'partner-cli': new URL('server/src/partner-cli.ts', root).pathname,
    },
    outdir: new URL('dist/server/', root).pathname,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    loader: { '.sql': 'text', '.md': 'text' },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
