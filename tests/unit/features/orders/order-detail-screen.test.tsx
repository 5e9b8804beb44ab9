import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '../../../../src/api/errors';

vi.mock('../../../../src/sync/pulls/orders', () => ({ refreshOrderDetail: vi.fn(async () => undefined) }));
vi.mock('../../../../src/sync/actions/orders', () => ({
  enableOrderEdit: vi.fn(async () => undefined),
  repeatOrder: vi.fn(async () => undefined),
}));
vi.mock('../../../../src/sync/commands/cart-item', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  setCartQuantity: vi.fn(async () => undefined),
}));

const { OrderDetailScreen } = await import('../../../../src/features/orders/order-detail-screen');
const orders = { ...(await import('../../../../src/sync/pulls/orders')), ...(await import('../../../../src/sync/actions/orders')) };
const cart = await import('../../../../src/sync/commands/cart-item');
const { renderPartnerScreen } = await import('../../app/render-with-router');
const { validateOrderDetailSearch } = await import('../../../../src/app/route-search');
const { PARTNER_ID, freshDb, makeDetail, makeOrder } = await import('./fixtures');
const { makeEntry, makeProduct } = await import('../catalogue/fixtures');

type Db = Awaited<ReturnType<typeof freshDb>>;
let db: Db;

const show = (orderId = 1) =>
  renderPartnerScreen(OrderDetailScreen, `/detalhes-pedido?parceiro=${PARTNER_ID}&id=${orderId}&order=10${orderId}`, {
    context: { orderId },
    validateSearch: validateOrderDetailSearch,
  });

beforeEach(async () => {
  vi.clearAllMocks();
  db = await freshDb();
});

describe('OrderDetailScreen', () => {
  it('shows the order and repeats it; items can go back to the cart', async () => {
    await db.orderDetails.put(makeDetail(1));
    await show();
    expect(screen.getByRole('heading', { name: 'Pedido 101' })).toBeTruthy();
    expect(await screen.findByText('11/03/2025')).toBeTruthy();
    expect(screen.getByText('Entregar pela manhã')).toBeTruthy();
    const item = screen.getByRole('heading', { name: 'Arroz Tipo 1' }).closest('li') as HTMLElement;
    expect(within(item).getByText('Tio João')).toBeTruthy();
    expect(within(item).getByText('Quantidade: 3')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Adicionar Arroz Tipo 1 ao carrinho' }));
    expect(cart.setCartQuantity).toHaveBeenCalledWith(PARTNER_ID, 5, 3, 11);
    fireEvent.click(screen.getByRole('button', { name: 'REPETIR PEDIDO' }));
    expect(await screen.findByText('Produtos adicionados ao carrinho!')).toBeTruthy();
    expect(orders.repeatOrder).toHaveBeenCalledWith(PARTNER_ID, 1);
  });

  it("shows the distributor's invoice with its access key in groups and a link to the DANFE", async () => {
    const invoice = { key: '35250611222333000181550010000123451123456781', number: '12345', series: '1', danfeUrl: 'https://nfe.example/danfe.pdf' };
    await db.orderDetails.put(makeDetail(1, { invoice }));
    await show();
    const section = (await screen.findByRole('heading', { name: 'Nota fiscal' })).closest('section') as HTMLElement;
    expect(within(section).getByText('12345')).toBeTruthy();
    expect(within(section).getByText('3525 0611 2223 3300 0181 5500 1000 0123 4511 2345 6781')).toBeTruthy();
    const link = within(section).getByRole('link', { name: 'Ver DANFE' });
    expect(link.getAttribute('href')).toBe('https://nfe.example/danfe.pdf');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("shows a cancelled order's reason, and no invoice section without an invoice", async () => {
    await db.orderDetails.put(makeDetail(1, { status: 'Cancelado', statusObservation: 'Produto sem estoque.' }));
    await show();
    expect(await screen.findByText('Motivo do cancelamento')).toBeTruthy();
    expect(screen.getByText('Produto sem estoque.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Nota fiscal' })).toBeNull();
  });

  it('offline, repeats the order kept on the device by the server’s rules, through the cart commands', async () => {
    const unavailable = { ...makeDetail(1).items[0]!, itemId: 2, purchase: { product: { ...makeDetail(1).items[0]!.purchase.product, id: 6 } } };
    await db.orderDetails.put(makeDetail(1, { items: [makeDetail(1).items[0]!, unavailable] }));
    const box = makeDetail(1).items[0]!.purchase.product.packages;
    await db.products.put(makeEntry(makeProduct(5, { packages: box }), { partnerId: PARTNER_ID }));
    await db.cartItems.put({ partnerId: PARTNER_ID, productId: 5, quantity: 2, productPackageId: 11, price: 10, issues: [] });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'REPETIR PEDIDO' }));
    expect(await screen.findByText('Produtos adicionados ao carrinho! 1 produto indisponível ficou de fora.')).toBeTruthy();
    expect(cart.setCartQuantity).toHaveBeenCalledTimes(1);
    expect(cart.setCartQuantity).toHaveBeenCalledWith(PARTNER_ID, 5, 5, 11);
    expect(orders.repeatOrder).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('offline, says so when the cart is locked and adds nothing', async () => {
    await db.orderDetails.put(makeDetail(1));
    await db.products.put(makeEntry(makeProduct(5), { partnerId: PARTNER_ID }));
    await db.carts.put({ id: 9, partnerId: PARTNER_ID, status: 'LOCKED', issues: [], outdatedRegistration: false, orderNumber: null, fetchedAt: 0 } as never);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'REPETIR PEDIDO' }));
    expect(await screen.findByText('Seu carrinho está bloqueado para alterações.')).toBeTruthy();
    expect(cart.setCartQuantity).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('hides add-to-cart while the order is in analysis and offers the change', async () => {
    await db.orderDetails.put(makeDetail(1, { status: 'Em análise', canEdit: true }));
    await show();
    expect(await screen.findByRole('button', { name: 'ALTERAR O PEDIDO' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /ao carrinho/ })).toBeNull();
    expect(screen.getByText('Pedido sujeito à aprovação financeira e comercial.')).toBeTruthy();
  });

  it('offers to clear a cart in use, then retries the change with the clean flag', async () => {
    await db.orderDetails.put(makeDetail(1, { canEdit: true }));
    vi.mocked(orders.enableOrderEdit).mockRejectedValueOnce(
      new ApiError(423, { status: 'LOCKED', message: 'Seu carrinho já possui itens.', issues: [] }),
    );
    const { router } = await show();
    fireEvent.click(await screen.findByRole('button', { name: 'ALTERAR O PEDIDO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Carrinho com itens' });
    expect(within(dialog).getByText('Seu carrinho já possui itens.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Limpar carrinho' }));
    await screen.findByText('outra tela');
    expect(orders.enableOrderEdit).toHaveBeenLastCalledWith(PARTNER_ID, 1, true);
    expect(router.state.location.pathname).toBe('/carrinho');
  });

  it('disables adding an item back while the stored cart is locked or view-only, saying why', async () => {
    await db.orderDetails.put(makeDetail(1));
    await db.carts.put({ id: 4, partnerId: PARTNER_ID, status: 'LOCKED', issues: [], orderNumber: null, outdatedRegistration: true, fetchedAt: 0 });
    await show();
    const item = (await screen.findByRole('heading', { name: 'Arroz Tipo 1' })).closest('li') as HTMLElement;
    const add = within(item).getByRole('button', { name: 'Adicionar Arroz Tipo 1 ao carrinho' });
    await vi.waitFor(() => expect(add.hasAttribute('disabled')).toBe(true));
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Seu cadastro precisa ser atualizado para realizar compras.',
    );
    expect(add.getAttribute('title')).toBe('Seu cadastro precisa ser atualizado para realizar compras.');
    fireEvent.click(add);
    expect(cart.setCartQuantity).not.toHaveBeenCalled();
  });

  it('a locked cart shows its issues, never a Limpar carrinho that cannot pass', async () => {
    await db.orderDetails.put(makeDetail(1, { canEdit: true }));
    await db.carts.put({ id: 4, partnerId: PARTNER_ID, status: 'LOCKED', issues: [], orderNumber: null, outdatedRegistration: false, fetchedAt: 0 });
    vi.mocked(orders.enableOrderEdit).mockRejectedValueOnce(
      new ApiError(423, {
        status: 'LOCKED', message: 'Seu carrinho está bloqueado para alterações.',
        issues: [{ type: 'IMPEDITIVE', description: '<b>Pendência financeira</b>' }],
      }),
    );
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'ALTERAR O PEDIDO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pendências do carrinho' });
    expect(within(dialog).getByText('Seu carrinho está bloqueado para alterações.')).toBeTruthy();
    expect(within(dialog).getByText('Pendência financeira')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Limpar carrinho' })).toBeNull();
    expect(orders.enableOrderEdit).toHaveBeenCalledTimes(1);
  });

  it('a cart still locked after Limpar carrinho shows the issues instead of asking again', async () => {
    await db.orderDetails.put(makeDetail(1, { canEdit: true }));
    const locked = new ApiError(423, { status: 'LOCKED', message: 'Seu carrinho está bloqueado para alterações.', issues: [] });
    vi.mocked(orders.enableOrderEdit)
      .mockRejectedValueOnce(new ApiError(423, { status: 'LOCKED', message: 'Seu carrinho já possui itens.', issues: [] }))
      .mockRejectedValueOnce(locked);
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'ALTERAR O PEDIDO' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Carrinho com itens' })).getByRole('button', { name: 'Limpar carrinho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pendências do carrinho' });
    expect(within(dialog).getByText('Seu carrinho está bloqueado para alterações.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Carrinho com itens' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a view-only customer gets the Modo de visualização text', async () => {
    await db.orderDetails.put(makeDetail(1, { canEdit: true }));
    vi.mocked(orders.enableOrderEdit).mockRejectedValueOnce(
      new ApiError(423, { status: 'LOCKED', message: 'Seu cadastro precisa ser atualizado para realizar compras.', issues: [] }),
    );
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'ALTERAR O PEDIDO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modo de visualização' });
    expect(within(dialog).getByText('Seu cadastro precisa ser atualizado para realizar compras.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Limpar carrinho' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server message when the order cannot be edited', async () => {
    await db.orderDetails.put(makeDetail(1, { canEdit: true }));
    const message = 'Não é possível realizar a edição de pedidos já faturados.';
    vi.mocked(orders.enableOrderEdit).mockRejectedValueOnce(new ApiError(422, { message }));
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'ALTERAR O PEDIDO' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('shows the not-found message as the server wrote it, anything else generically', async () => {
    vi.mocked(orders.refreshOrderDetail).mockRejectedValueOnce(new ApiError(404, { message: 'Pedido 9 não encontrado.' }));
    await show(9);
    expect(await screen.findByText('Pedido 9 não encontrado.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Pedido 9 não encontrado.');
  });

  it('back, on an order opened from a link, opens the partner’s order list in its place', async () => {
    await db.orderDetails.put(makeDetail(1));
    const { router } = await show();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await screen.findByText('outra tela');
    expect(router.state.location.href).toBe(`/historico-pedidos?parceiro=${PARTNER_ID}`);
    expect(router.history.length).toBe(1);
  });

  it('back, on an order opened from the order list, returns to that list’s own entry', async () => {
    await db.orderDetails.put(makeDetail(1));
    const list = `/historico-pedidos?parceiro=${PARTNER_ID}`;
    const { router } = await renderPartnerScreen(OrderDetailScreen, list, {
      routePath: '/detalhes-pedido', context: { orderId: 1 }, validateSearch: validateOrderDetailSearch,
    });
    await router.navigate({ to: '/detalhes-pedido', search: { id: 1, order: '101', parceiro: PARTNER_ID } as never, state: { fromOrderList: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    await screen.findByText('outra tela');
    expect(router.state.location.href).toBe(list);
    // went back: the order stays ahead in the history
    expect(router.history.canGoBack()).toBe(false);
    expect(router.history.length).toBe(2);
  });

  it('offline, an order whose detail the device lacks opens from the history’s row, saying what comes online', async () => {
    await db.orders.put({ ...makeOrder(4, { status: 'Separado', address: 'Rua B, 2 - Centro, São Paulo/SP' }), partnerId: PARTNER_ID });
    vi.mocked(orders.refreshOrderDetail).mockRejectedValueOnce(new ApiError(0, { message: 'sem rede' }, 'network'));
    await show(4);
    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      'Sem conexão: este é o resumo do pedido guardado no aparelho. Os itens, as observações e o detalhe dos valores aparecem quando a conexão voltar.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pedido 104' })).toBeTruthy();
    expect(screen.getByText('Separado')).toBeTruthy();
    expect(screen.getByText('Rua B, 2 - Centro, São Paulo/SP')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Resumo do pedido' })).getByText('R$ 100,00')).toBeTruthy();
    expect(screen.queryByText('Você está offline')).toBeNull();
  });

  it('offline, an order the device holds nothing of shows the offline screen', async () => {
    vi.mocked(orders.refreshOrderDetail).mockRejectedValueOnce(new ApiError(0, { message: 'sem rede' }, 'network'));
    await show(4);
    expect(await screen.findByText('Você está offline')).toBeTruthy();
  });

  it('says the order could not be loaded on other errors', async () => {
    vi.mocked(orders.refreshOrderDetail).mockRejectedValueOnce(new ApiError(500, { message: 'Falha interna' }));
    await show(8);
    expect(await screen.findByText('Erro ao carregar o pedido.')).toBeTruthy();
  });
});
