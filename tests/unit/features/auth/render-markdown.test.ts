// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/features/auth/render-markdown';

describe('renderMarkdown', () => {
  it.each([
    ['## Título', '<h2>Título</h2>'],
    ['Uma linha\ncontinua aqui', '<p>Uma linha continua aqui</p>'],
    ['- um\n- dois', '<ul><li>um</li><li>dois</li></ul>'],
    ['1. um\n2. dois', '<ol><li>um</li><li>dois</li></ol>'],
    ['**forte** e *leve*', '<p><strong>forte</strong> e <em>leve</em></p>'],
    ['[site](https://balcao.example)', '<p><a href="https://balcao.example" target="_blank" rel="noopener noreferrer">site</a></p>'],
  ])('renders %j', (markdown, html) => {
    expect(renderMarkdown(markdown)).toBe(html);
  });

  it('separates blocks on blank lines and after headings', () => {
    expect(renderMarkdown('# A\ntexto\n\n- item\n\nfim')).toBe(
      '<h1>A</h1>\n<p>texto</p>\n<ul><li>item</li></ul>\n<p>fim</p>',
    );
  });

  it('shows raw HTML as text and refuses script links', () => {
    expect(renderMarkdown('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('<a');
  });
});
