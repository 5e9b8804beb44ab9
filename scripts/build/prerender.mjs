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
    for (const path of PRERENDERED_PATHS) {
      const file = new URL(prerenderedFile(path), outDir);
      await mkdir(new URL('.', file), { recursive: true });
      await writeFile(file, pageHtml(shell, path, await renderPage(path), styles));
    }
    return PRERENDERED_PATHS.length;
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}

/** Every built stylesheet by its URL path. */
async function stylesheets(outDir) {
  const assets = new URL('assets/', outDir);
  const names = (await readdir(assets)).filter((name) => name.endsWith('.css')).sort();
  return new Map(await Promise.all(names.map(async (name) => [`/assets/${name}`, await readFile(new URL(name, assets), 'utf8')])));
}
