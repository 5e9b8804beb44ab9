// npm run build: app (vite) → pre-rendered public screens → service worker (esbuild + workbox) → version files →
// .br/.gz siblings → server (esbuild). `--server-only` builds just the server.
import { buildApp } from './build/app.mjs';
import { precompress } from './build/compress.mjs';
import { prerender } from './build/prerender.mjs';
import { buildServer } from './build/server.mjs';
import { buildServiceWorker } from './build/service-worker.mjs';
import { printSizes } from './build/sizes.mjs';
import { buildVersion } from './build/version.mjs';

const root = new URL('../', import.meta.url);
const outDir = new URL('dist/app/', root);
const serverOnly = process.argv.includes('--server-only');

async function step(name, run) {
  const started = performance.now();
  try {
    const detail = await run();
    console.log(`✓ ${name} (${Math.round(performance.now() - started)} ms)${detail ? ` — ${detail}` : ''}`);
  } catch (error) {
    console.error(`✗ ${name} failed`);
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (!serverOnly) {
  const version = buildVersion(root);
  await step('app', async () => {
    await buildApp(root, outDir, version);
    return `version ${version}`;
  });
  await step('pre-render', async () => `${await prerender(root, outDir)} public screens → HTML`);
  await step('service worker', async () => {
    const { count, size } = await buildServiceWorker(root, outDir);
    return `${count} files precached, ${(size / 1024).toFixed(1)} KB`;
  });
  await step('precompress', async () => `${await precompress(outDir.pathname)} files → .br + .gz`);
}
await step('server', () => buildServer(root));
printSizes(root);
