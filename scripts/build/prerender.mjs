import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { build } from 'vite';
import { pageHtml } from './prerender-html.mjs';

/**
 * The public screens as HTML (src/config/prerendered-paths.ts): a server build of
 * src/app/prerender-page.tsx renders each path into the shell's #root, with the CSS the
 * page uses inlined so the first paint needs no other request. Runs after the app build.
 */
export async function prerender(root, outDir) {
  const serverDir = new URL('dist/.prerender/', root);
  await build({
    root: root.pathname,
    configFile: new URL('vite.config.ts', root).pathname,
    logLevel: 'warn',
    build: { ssr: 'src/app/prerender-page.tsx', outDir: serverDir.pathname, emptyOutDir: true, copyPublicDir: false },
  });
  try {
    const { PRERENDERED_PATHS, prerenderedFile, renderPage } = await import(new URL('prerender-page.js', serverDir).href);
    const shell = await readFile(new URL('index.html', outDir), 'utf8');
    const styles = await stylesheets(outDir);
    const loaderHref = await writeAfterPaintLoader(root, outDir);
    for (const path of PRERENDERED_PATHS) {
      const file = new URL(prerenderedFile(path), outDir);
      await mkdir(new URL('.', file), { recursive: true });
      await writeFile(file, pageHtml(shell, path, await renderPage(path), styles, loaderHref));
    }
    return PRERENDERED_PATHS.length;
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}

/** scripts/build/after-paint.js as a hashed asset (immutable, precached like the others); its URL path. */
async function writeAfterPaintLoader(root, outDir) {
  const source = await readFile(new URL('scripts/build/after-paint.js', root));
  const name = `after-paint-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  await writeFile(new URL(`assets/${name}`, outDir), source);
  return `/assets/${name}`;
}

/** Every built stylesheet by its URL path. */
async function stylesheets(outDir) {
  const assets = new URL('assets/', outDir);
  const names = (await readdir(assets)).filter((name) => name.endsWith('.css')).sort();
  return new Map(await Promise.all(names.map(async (name) => [`/assets/${name}`, await readFile(new URL(name, assets), 'utf8')])));
}
