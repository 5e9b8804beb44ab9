/** The shell with `markup` in #root (marked with `path`), the CSS it uses inlined, the app loaded by `loaderHref` after the first paint. */
export function pageHtml(shell: string, path: string, markup: string, styles: Map<string, string>, loaderHref: string): string;
