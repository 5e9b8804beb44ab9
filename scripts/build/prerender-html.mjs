const ROOT_DIV = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\n?/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\n?/g;

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

/** The shell's entry script and module preloads, handed to the after-paint loader instead. */
function loadAfterPaint(shell, loaderHref) {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const preload = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]).join(' ');
  return shell
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, `<script defer src="${loaderHref}" data-entry="${entry}" data-preload="${preload}"></script>\n`);
}

/**
 * The shell with the rendered markup in #root, a <style> holding the shell's stylesheet
 * and the screen stylesheets its markup uses (CSS module names are unique per file), and the
 * app loaded by `loaderHref` after the first paint. The screen's chunk still links its own CSS
 * when it loads: the same rules again.
 */
export function pageHtml(shell, path, markup, styles, loaderHref) {
  if (!shell.includes(ROOT_DIV)) throw new Error('index.html has no empty #root');
  const linked = [...shell.matchAll(STYLESHEET)].map((match) => match[1]);
  const used = [...linked, ...screenStylesheets(markup, styles, linked)];
  const style = `<style>${used.map((href) => styles.get(href) ?? '').join('\n')}</style>\n`;
  return loadAfterPaint(shell, loaderHref)
    .replace(STYLESHEET, '')
    .replace('</head>', `    ${style}  </head>`)
    .replace(ROOT_DIV, `<div id="root" data-prerendered="${path}">${markup}</div>`);
}
