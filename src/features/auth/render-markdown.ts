// A small renderer for our own legal documents (headings, paragraphs, lists, bold,
// italic, links). Everything is escaped first, so raw HTML in a document shows as text;
// a library would cost the first visit's login screen its JS budget.

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const SAFE_HREF = /^(https?:\/\/|mailto:|\/)/i;

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*?)\*/g, '$1<em>$2</em>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) =>
      SAFE_HREF.test(href) ? `<a href="${href}" target="_blank" rel="noopener noreferrer">${label}</a>` : whole,
    );
}

type Block = { kind: 'p' | 'ul' | 'ol'; lines: string[] };

export function renderMarkdown(markdown: string): string {
  const html: string[] = [];
  let block: Block | null = null;
  const close = () => {
    if (!block) return;
    html.push(
      block.kind === 'p'
        ? `<p>${block.lines.map(inline).join(' ')}</p>`
        : `<${block.kind}>${block.lines.map((l) => `<li>${inline(l)}</li>`).join('')}</${block.kind}>`,
    );
    block = null;
  };
  const add = (kind: Block['kind'], line: string) => {
    if (block?.kind !== kind) close();
    block ??= { kind, lines: [] };
    block.lines.push(line);
  };

  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (!line) close();
    else if (heading) {
      close();
      html.push(`<h${heading[1].length}>${inline(heading[2])}</h${heading[1].length}>`);
    } else if (bullet) add('ul', bullet[1]);
    else if (numbered) add('ol', numbered[1]);
    else add('p', line);
  }
  close();
  return html.join('\n');
}
