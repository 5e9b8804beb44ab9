// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../../scripts/build/prerender-html.mjs';

const SHELL = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Balcão</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-f6.js">
    <link rel="modulepreload" crossorigin href="/assets/router-g7.js">
    <link rel="stylesheet" crossorigin href="/assets/index-b2.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const STYLES = new Map([
  ['/assets/index-b2.css', ':root{--c:#0b2e59}._button_x1{color:red}'],
  ['/assets/hub-screen-c3.css', '._hub_h1{margin:0}._title_h1{font-size:2rem}'],
  // `composes` copies the button's rules into another screen's stylesheet.
  ['/assets/cart-screen-d4.css', '._cart_k1{gap:0}._button_x1{color:red}'],
  ['/assets/layout-e5.css', '._page_l1{display:grid}'],
]);

const MARKUP = '<div class="_page_l1"><div class="_hub_h1"><h1 class="_title_h1">Bem-vindo ao Balcão</h1><button class="_button_x1">Acesse o Balcão</button></div></div>';

describe('a pre-rendered page', () => {
  const html = pageHtml(SHELL, '/hub', MARKUP, STYLES, '/assets/after-paint-h8.js');

  it('holds the markup in #root, marked with its path for hydration', () => {
    expect(html).toContain(`<div id="root" data-prerendered="/hub">${MARKUP}</div>`);
  });

  it('loads the app through the after-paint loader, so no module download starts before the first paint', () => {
    expect(html).toContain(
      '<script defer src="/assets/after-paint-h8.js" data-entry="/assets/index-a1.js" data-preload="/assets/react-f6.js /assets/router-g7.js"></script>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
  });

  it('inlines the shell stylesheet, then only the screen stylesheets its classes need', () => {
    expect(html).not.toContain('<link rel="stylesheet"');
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(style.indexOf(':root{--c:#0b2e59}')).toBe(0);
    expect(style).toContain('._page_l1{display:grid}');
    expect(style).toContain('._hub_h1{margin:0}');
    expect(style).not.toContain('._cart_k1');
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => pageHtml(SHELL.replace('<div id="root"></div>', '<main></main>'), '/hub', MARKUP, STYLES, '/a.js')).toThrow('#root');
  });
});
