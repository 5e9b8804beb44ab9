import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { build } from 'vite';

const ROOT_DIV = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\n?/g;

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
      const html = pageHtml(shell, path, await renderPage(path), styles);
      await writeFile(new URL(prerenderedFile(path), outDir), html);
    }
    return PRERENDERED_PATHS.length;
  } finally {
    if (!process.env.KEEP_PRERENDER) await rm(serverDir, { recursive: true, force: true });
  }
}

async function stylesheets(outDir) {
  const assets = new URL('assets/', outDir);
  const names = (await readdir(assets)).filter((name) => name.endsWith('.css')).sort();
  return new Map(await Promise.all(names.map(async (name) => [`/assets/${name}`, await readFile(new URL(name, assets), 'utf8')])));
}

const classesOf = (html) => new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)).filter(Boolean));
const defines = (css, name) => css.includes(`.${name}`);

/**
 * The fewest screen stylesheets that define every class of the markup the shell's own
 * stylesheets do not. A class may sit in several files (`composes` copies rules), so the
 * file that covers most of the classes still missing is taken first.
 */
function screenStylesheets(markup, styles, linked) {
  const linkedCss = linked.map((href) => styles.get(href) ?? '').join('\n');
  let missing = [...classesOf(markup)].filter((name) => !defines(linkedCss, name));
  const chosen = [];
  while (missing.length > 0) {
    const [best] = [...styles]
      .filter(([href]) => !linked.includes(href) && !chosen.includes(href))
      .map(([href, css]) => [href, missing.filter((name) => defines(css, name)).length])
      .reduce((top, candidate) => (candidate[1] > top[1] ? candidate : top), [null, 0]);
    if (!best) break; // no stylesheet defines what is left
    chosen.push(best);
    missing = missing.filter((name) => !defines(styles.get(best), name));
  }
  return chosen;
}

/**
 * The shell with the rendered markup in #root and a <style> holding the shell's stylesheet
 * and the screen stylesheets its markup uses (CSS module names are unique per file). The
 * screen's chunk still links its own CSS when it loads: the same rules again.
 */
export function pageHtml(shell, path, markup, styles) {
  if (!shell.includes(ROOT_DIV)) throw new Error('index.html has no empty #root');
  const linked = [...shell.matchAll(STYLESHEET)].map((match) => match[1]);
  const used = [...linked, ...screenStylesheets(markup, styles, linked)];
  const style = `<style>${used.map((href) => styles.get(href) ?? '').join('\n')}</style>\n`;
  return shell
    .replace(STYLESHEET, '')
    .replace('</head>', `    ${style}  </head>`)
    .replace(ROOT_DIV, `<div id="root" data-prerendered="${path}">${markup}</div>`);
}
