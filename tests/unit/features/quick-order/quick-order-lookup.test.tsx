// The quick order right after the first sign-in: the device holds no whole catalogue yet, so the codes it lacks
// are looked up on the real API in-process (online) or said to be unchecked (offline), never 'não encontrado' unasked.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { userDb } from '../../../../src/db/user-db';
import type { ProductEntry, ProductListPage } from '../../../../src/domain/entities/catalogue';
import { QuickOrderScreen } from '../../../../src/features/quick-order/quick-order-screen';
import { pullCatalogue } from '../../../../src/sync/pulls/catalogue';
import { useRealApi } from '../../support/real-api';
import { renderPartnerScreen } from '../../app/render-with-router';

const api = useRealApi();
const P = 1;
let product: ProductEntry;

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
  const page = await api.get<ProductListPage>('/purchase/search?size=50', P);
  product = page.items.find((entry) => entry.product.packages.length === 1 && entry.product.price.salesPrice > 0)!;
});

const show = () => renderPartnerScreen(QuickOrderScreen, `/pedido-rapido?parceiro=${P}`);
const paste = (text: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Linhas do pedido' }), { target: { value: text } });
const reportLine = (n: number) => within(screen.getByRole('list', { name: 'Conferência' })).getByText(`Linha ${n}:`, { exact: false }).closest('li')!;

describe('a quick order before the catalogue is on the device', () => {
  it('online, looks the missing codes up on the server, with its progress, before saying one does not exist', async () => {
    expect(await userDb().products.count()).toBe(0);
    const held = api.hold(/^\/purchase\/products\/by-code$/);
    await show();
    paste(`${product.product.code} 2\n99999999 1`);
    expect(await screen.findByText('Procurando 2 códigos no servidor…')).toBeTruthy();
    expect(reportLine(1).textContent).toContain(`Procurando o código ${product.product.code} no servidor…`);
    expect(screen.queryByText(/não encontrado no catálogo/)).toBeNull();

    held.release();
    expect(await screen.findByText('Código 99999999 não encontrado no catálogo.')).toBeTruthy();
    expect(reportLine(1).textContent).toContain(`${product.product.family.name} · ${product.product.brand.name}`);
    expect(screen.getByRole('button', { name: 'Adicionar 1 item ao carrinho' })).toBeTruthy();
    expect(screen.queryByText(/Procurando/)).toBeNull();
    expect(api.calls().filter((call) => call === 'POST /purchase/products/by-code')).toHaveLength(1);
    // Kept on the device like a search's products: the cart can show what is added.
    expect(await userDb().products.get([P, product.product.id])).toBeTruthy();
  });

  it('offline, says the codes cannot be checked yet instead of not found', async () => {
    api.setOnline(false);
    await show();
    paste(`${product.product.code} 2`);
    expect(await screen.findByText(`Código ${product.product.code} não conferido: o catálogo ainda não está no aparelho.`)).toBeTruthy();
    expect(screen.getByText(/^Sem internet, e o catálogo deste parceiro ainda não está todo no aparelho/)).toBeTruthy();
    expect(screen.queryByText(/não encontrado no catálogo/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Adicionar 0 itens ao carrinho' })).toHaveProperty('disabled', true);
  });

  it('when the lookup fails, says so and offers to look again, and finds the code then', async () => {
    api.fail(/^\/purchase\/products\/by-code$/, 400);
    await show();
    paste(`${product.product.code} 2`);
    expect(await screen.findByText('Não foi possível procurar no servidor os códigos que faltam no aparelho.')).toBeTruthy();
    expect(reportLine(1).textContent).toContain(`Código ${product.product.code} não conferido`);
    fireEvent.click(screen.getByRole('button', { name: 'Procurar de novo' }));
    expect(await screen.findByRole('button', { name: 'Adicionar 1 item ao carrinho' })).toBeTruthy();
  });

  it('reads the device’s catalogue again once its download ends, so a code it now holds is found', async () => {
    const held = api.hold(/^\/purchase\/products\/by-code$/);
    try {
      await show();
      paste(`${product.product.code} 2`);
      expect(await screen.findByText('Procurando 1 código no servidor…')).toBeTruthy();
      await pullCatalogue(P);
      expect(await screen.findByRole('button', { name: 'Adicionar 1 item ao carrinho' })).toBeTruthy();
      expect(screen.queryByText(/não encontrado no catálogo/)).toBeNull();
    } finally {
      held.release();
    }
  });
});
