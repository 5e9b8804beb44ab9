// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { navigationDenylist, prerenderedPage } from '../../../sw/navigation-rules';

// Workbox's NavigationRoute tests the denylist against pathname + search.
function servesShell(pathAndQuery: string, apiBase = '/api/ecommerce'): boolean {
  return !navigationDenylist(apiBase).some((pattern) => pattern.test(pathAndQuery));
}

describe('navigationDenylist', () => {
  it.each([
    ['/', true],
    ['/hub', true],
    ['/login', true],
    ['/busca?parceiro=2&q=arroz 1.5kg', true],
    ['/detalhes-pedido?id=3&order=10', true],
    ['/api/ecommerce/user/me', false],
    ['/api', false],
    ['/media/legal/cookies.md', false],
    ['/media/products/1.svg', false],
    ['/dev/inbox', false],
    ['/devolucoes', true],
    ['/version_v2.json', false],
    ['/sw.js', false],
    ['/assets/index-abc123.js', false],
    ['/apiary', true],
  ])('%s → shell %s', (path, expected) => {
    expect(servesShell(path)).toBe(expected);
  });

  it('follows a configured API base', () => {
    expect(servesShell('/gateway/v1/user/me', '/gateway/v1')).toBe(false);
    expect(servesShell('/api/ecommerce/user/me', '/gateway/v1')).toBe(true);
  });
});

describe('prerenderedPage', () => {
  it('names the page the build pre-renders for a path, whatever its trailing slash', () => {
    expect(prerenderedPage('/hub')).toBe('/hub.html');
    expect(prerenderedPage('/login/')).toBe('/login.html');
    expect(prerenderedPage('/ativacao/cadastro')).toBe('/ativacao/cadastro.html');
  });

  it('has none for the root, which the shell answers', () => {
    expect(prerenderedPage('/')).toBeNull();
  });
});
