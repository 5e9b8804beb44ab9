/** The shell with `markup` in #root (marked with `path`) and the CSS it uses inlined. */
export function pageHtml(shell: string, path: string, markup: string, styles: Map<string, string>): string;
