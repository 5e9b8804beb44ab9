import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../../src/app/router';
import type { RouterContext } from '../../../src/app/router-context';

vi.mock('../../../src/session/session', () => ({
  currentPartnerId: () => null,
  getSession: () => null,
  mayHaveSavedUsers: async () => true,
  setCurrentPartnerId: () => {},
}));

function routerAt(path: string, overrides: Partial<RouterContext> = {}) {
  const context: RouterContext = {
    getSession: () => ({ token: 't', username: 'ana', name: 'Ana', userId: '1', guest: false }),
    currentPartnerId: () => null,
    clearPartner: () => {},
    ensurePartnerSelected: async () => true,
    mayHaveSavedUsers: async () => true,
    ...overrides,
  };
  return createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), context });
}

async function landing(path: string, overrides: Partial<RouterContext> = {}): Promise<string> {
  const router = routerAt(path, overrides);
  await router.load();
  return router.state.location.href;
}

describe('route table', () => {
  it('sends a signed-out visitor of the shell to the saved users', async () => {
    expect(await landing('/?parceiro=1', { getSession: () => null })).toBe('/usuarios');
    expect(await landing('/parceiro', { getSession: () => null })).toBe('/usuarios');
  });

  it('keeps the public screens outside the session check', async () => {
    expect(await landing('/hub', { getSession: () => null })).toBe('/hub');
    expect(await landing('/acesso-expirado', { getSession: () => null })).toBe('/acesso-expirado');
  });

  it('opens the change-access-code screen outside the shell, for a signed-in user only (A-03)', async () => {
    const router = routerAt('/alterar-codigo-acesso?entrada=true');
    await router.load();
    expect(router.state.matches.map((match) => match.routeId)).toEqual(['__root__', '/alterar-codigo-acesso']);
    expect(router.state.location.search).toEqual({ entrada: true });
    expect(await landing('/alterar-codigo-acesso', { getSession: () => null })).toBe('/usuarios');
  });

  it('sends unknown paths through the unknown-path rule', async () => {
    expect(await landing('/nada-aqui?parceiro=2', { currentPartnerId: () => 2 })).toBe('/?parceiro=2');
    expect(await landing('/nada-aqui')).toBe('/parceiro');
  });

  it('opens the connected devices and guest users screens with their partner', async () => {
    expect(await landing('/dispositivos-conectados?parceiro=2')).toBe('/dispositivos-conectados?parceiro=2');
    expect(await landing('/usuarios-adicionais?parceiro=2')).toBe('/usuarios-adicionais?parceiro=2');
  });

  it('opens the home instead of a brand, category, family or sector screen without an id', async () => {
    for (const path of ['/marca?parceiro=2', '/categoria/?parceiro=2&name=Bebidas', '/detalhes-categoria?parceiro=2&id=x', '/setor?parceiro=2']) {
      expect(await landing(path)).toBe('/?parceiro=2');
    }
  });

  it('opens the history instead of an order or payment screen without an order id', async () => {
    for (const path of ['/detalhes-pedido?parceiro=2', '/pagar-pix?parceiro=2&orderId=x', '/pagar-cartao?parceiro=2']) {
      expect(await landing(path)).toBe('/historico-pedidos?parceiro=2');
    }
  });

  it('gives the partner screens the selected partner and the order screens their order', async () => {
    const router = routerAt('/detalhes-pedido?parceiro=2&id=7&order=1007');
    await router.load();
    const match = router.state.matches.find((m) => m.routeId === '/shell/partner/detalhes-pedido');
    expect(match?.context).toMatchObject({ partnerId: 2, orderId: 7 });
    expect(match?.search).toMatchObject({ id: 7, order: '1007' });
  });

  it('puts the stored partner in the home URL', async () => {
    expect(await landing('/', { currentPartnerId: () => 1 })).toBe('/?parceiro=1');
  });
});
