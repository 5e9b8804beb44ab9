// @vitest-environment node
// As at build time (scripts/build/prerender.mjs): no window, no storage, no session.
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, renderPage } from '../../../src/app/prerender-page';
import { authMessages } from '../../../src/features/auth/messages';

/** The text a visitor reads, tags and comments removed. */
const visibleText = (html: string) => html.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, '\n');

describe('pre-rendered public screens', () => {
  it('renders the landing with its heading, texts, links and buttons', async () => {
    const html = await renderPage('/hub');
    expect(html).toMatch(/<h1[^>]*>Bem-vindo ao Balcão<\/h1>/);
    const text = visibleText(html);
    for (const shown of [authMessages.hubText, authMessages.requestCode, authMessages.accessApp, authMessages.support]) {
      expect(text).toContain(shown);
    }
    expect(text).toMatch(/Versão \S+/);
    expect(html).toMatch(/<button type="button"[^>]*>Acesse o Balcão<\/button>/);
  });

  it('renders the login form as a first visit would see it, not the saved-users redirect', async () => {
    const html = await renderPage('/login');
    expect(html).toMatch(/<h1[^>]*>Acesse sua conta<\/h1>/);
    const text = visibleText(html);
    for (const shown of ['Usuário', 'Código de acesso', 'Entrar', authMessages.firstAccess, 'Fale conosco!', 'Termos de uso e privacidade']) {
      expect(text).toContain(shown);
    }
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Usuário<\/label><input id="\1"/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Entrar<\/button>/);
  });

  it('renders the page of the activation link as under way (its HTML has no query: the token is read once it hydrates)', async () => {
    expect(PRERENDERED_PATHS).toContain('/ativacao/ativar-usuario');
    const html = await renderPage('/ativacao/ativar-usuario');
    expect(html).toMatch(/<div role="status"[^>]*><h1[^>]*>Ativando seu cadastro\.\.\.<\/h1><\/div>/);
    expect(visibleText(html)).not.toContain('O link está incompleto');
  });

  it('renders every listed path where it was asked, without the pending screen', async () => {
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining(['/hub', '/login']));
    for (const path of PRERENDERED_PATHS) {
      const html = await renderPage(path);
      expect(html, path).toContain('<h1');
      expect(html, path).not.toContain('role="progressbar"');
    }
  });
});
