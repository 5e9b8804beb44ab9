// Issue 32: a shop owner at the office computer, keyboard only, at 1366×768 and 1920×1080. At every Tab the focused
// control must be in the window and not under the header, the bottom navigation or the cart's sticky summary
// (WCAG 2.2 2.4.11): support/keyboard.ts checks what the browser finds at its centre.
import { devices, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { expect, test } from './support/test';
import { apiSignIn } from './support/cart-api';
import { expectFocusInSight, focused, tab, tabTo } from './support/keyboard';
import { signInAtPartner } from './support/auth';
import { clearServerCart, putCartItem, someProducts } from './support/orders-api';
import { company, partners } from './support/users';

const P = partners.saoJorge.id;
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

test.use({ ...devices['Desktop Chrome'] });

/** Chooses the next option of the focused select by the keyboard. */
async function nextOption(page: Page): Promise<void> {
  await page.keyboard.press('ArrowDown');
}

for (const size of SIZES) {
  test(`keyboard only at ${size.width}×${size.height}: sign in, partner, search, add, quantity, cart, checkout up to 'Finalizar pedido'`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const api = await apiSignIn(request, company);
    await clearServerCart(request, api, P);
    await page.setViewportSize(size);

    // A first visit: the hub, then the login with the consent dialogs; after them the focus is on the page again.
    await page.goto('/usuarios');
    await expect(page).toHaveURL(/\/hub$/);
    await waitForHydration(page);
    await tabTo(page, 'Acesse o Balcão');
    await page.keyboard.press('Enter');
    const cookies = page.getByRole('dialog', { name: 'Política de cookies' });
    await expect(cookies.getByRole('button', { name: 'Concordar e Continuar' })).toBeVisible();
    await tabTo(page, 'Concordar e Continuar');
    await page.keyboard.press('Enter');
    const privacy = page.getByRole('dialog', { name: 'Política de privacidade' });
    await expect(privacy.getByRole('button', { name: 'Concordar', exact: true })).toBeVisible();
    await tabTo(page, 'Concordar');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectFocusInSight(page);

    await tabTo(page, 'Usuário');
    await page.keyboard.type(company.username);
    await tabTo(page, 'Código de acesso');
    await page.keyboard.type(company.code);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/parceiro/);
    await expect(page.getByRole('button', { name: partners.saoJorge.name, exact: true })).toBeVisible();
    await tabTo(page, partners.saoJorge.name);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();

    // The home's search field is its first stop after the partner is chosen.
    expect(await tabTo(page, 'Buscar produtos')).toBe(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/busca/);
    const field = page.getByRole('searchbox', { name: 'Buscar produtos' }).or(page.getByRole('textbox', { name: 'Buscar produtos' }));
    // The search screen puts the focus in its field.
    await expect(field).toBeFocused();
    await expectFocusInSight(page);
    await page.keyboard.type('arroz');
    const results = page.getByRole('main').getByRole('article');
    await expect(results.first()).toContainText(/arroz/i);

    // Adding asks which package: cancelled, the focus goes back to 'Adicionar'; then confirmed.
    const add = await tabTo(page, /^Adicionar .+ ao carrinho$/);
    expect(add).toBeGreaterThan(0);
    const adding = (await focused(page)).name;
    // Several products share a name: the card is known by its code.
    const code = await page.evaluate(() => /Cód\. (\d+)/.exec(document.activeElement!.closest('article')!.textContent!)![1]);
    await page.keyboard.press('Enter');
    const packageDialog = page.getByRole('dialog', { name: 'Confirme a embalagem selecionada:' });
    await expect(packageDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(packageDialog).toBeHidden();
    expect((await focused(page)).name).toBe(adding);
    await expectFocusInSight(page);
    await page.keyboard.press('Enter');
    await expect(packageDialog).toBeVisible();
    await tabTo(page, 'Confirmar');
    await page.keyboard.press('Enter');
    await expect(packageDialog).toBeHidden();
    const card = results.filter({ hasText: new RegExp(`Cód\\. ${code}\\b`) });
    await expect(card.getByText('No carrinho')).toBeVisible();
    await expectFocusInSight(page);

    // The quantity: one more by the stepper's '+', where adding left the focus (decision 0064).
    const quantity = card.getByRole('textbox', { name: /^Quantidade de / });
    const before = Number(await quantity.inputValue());
    await expect(card.getByRole('button', { name: /^Adicionar uma? \S+ de / })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue(String(before + 1));

    // On through the results to the cart in the header.
    await tabTo(page, /^Carrinho, 1 item/, { shift: true, limit: 400 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/carrinho/);
    await expect(page.getByRole('button', { name: 'REVISAR PEDIDO', exact: true })).toBeVisible();
    await tabTo(page, 'REVISAR PEDIDO');
    await page.keyboard.press('Enter');

    // The checkout: plan, address, date, a coupon, and Tab at once lands on 'Finalizar pedido'.
    await expect(page.getByRole('region', { name: 'Resumo do pedido' }).getByText('Total', { exact: true })).toBeVisible();
    await tabTo(page, 'Plano de pagamento');
    await nextOption(page);
    // Tab enters the addresses at the first one (none is chosen yet); Space chooses it.
    const address = page.getByRole('group', { name: 'Endereço de entrega' }).getByRole('radio').first();
    await expect(address).not.toBeChecked();
    await tab(page);
    await expect(address).toBeFocused();
    await page.keyboard.press('Space');
    await expect(address).toBeChecked();
    await tabTo(page, 'Data de entrega');
    await nextOption(page);
    await tabTo(page, 'Cupom de desconto');
    await page.keyboard.type('BALCAO10');
    await page.keyboard.press('Tab');
    await expectFocusInSight(page);
    expect((await focused(page)).name).toBe('Finalizar pedido');
    await expect(page.getByText(/Desconto do cupom BALCAO10/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Finalizar pedido', exact: true })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Finalizar pedido', exact: true })).toBeEnabled();
    await clearServerCart(request, api, P);
  });
}

test('keyboard only at 1366×768: Tab through the home from the top to the first history card, every stop in sight', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAtPartner(page, company, partners.saoJorge.name);
  await expect(page.getByRole('region', { name: 'Histórico', exact: true }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Marcas' }).getByRole('link').first()).toBeVisible();
  // Every brand, every category, the banner's buttons, the tabs and chips: each stop is checked by tab().
  let stops = 0;
  while (!(await page.evaluate(() => !!document.activeElement?.closest('#history article')))) {
    await tab(page);
    stops += 1;
    expect(stops, 'Tab stops before the first history card').toBeLessThan(300);
  }
});

test("keyboard only at 1366×768: Tab through the 'Ofertas' lane, its row following the focus to the last card", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAtPartner(page, company, partners.saoJorge.name);
  const offers = page.getByRole('region', { name: 'Ofertas', exact: true });
  await expect(offers.getByRole('article').first()).toBeVisible();
  const cards = await offers.getByRole('article').count();
  await offers.getByRole('button', { name: 'Próximos produtos de Ofertas' }).focus();
  // The chips, then every card's controls, each checked by tab(), until the focus has gone through the row and out.
  const inRow = () => offers.locator(':scope > ul').evaluate((row) => row.contains(document.activeElement));
  let stops = 0;
  let entered = false;
  for (;;) {
    await tab(page);
    stops += 1;
    expect(stops, 'Tab stops in the lane').toBeLessThan(400);
    const inside = await inRow();
    if (entered && !inside) break;
    entered ||= inside;
  }
  expect(stops).toBeGreaterThan(cards * 3);
});

test('keyboard only at 1366×768: every Tab stop of a cart of four items, to the bottom navigation, is clear of the sticky summary', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await apiSignIn(request, company);
  await clearServerCart(request, api, P);
  for (const product of await someProducts(request, api, P, 4)) {
    await putCartItem(request, api, P, { productId: product.id, quantity: 2, productPackageId: product.packageId });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAtPartner(page, company, partners.saoJorge.name);
  await page.goto(`/carrinho?parceiro=${P}`);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
  // Every row's links, packages and steppers, then 'REVISAR PEDIDO', 'Compartilhar', and on to 'Início'.
  expect(await tabTo(page, 'REVISAR PEDIDO', { limit: 150 })).toBeGreaterThan(20);
  await tabTo(page, 'Início', { limit: 10 });
  await clearServerCart(request, api, P);
});

test('keyboard only at 1366×768: every Tab stop of quick order with a long report, to the bottom navigation, is in sight', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAtPartner(page, company, partners.saoJorge.name);
  await page.goto(`/pedido-rapido?parceiro=${P}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A list long enough to reach below the window: its report and the controls after it.
  const lines = Array.from({ length: 24 }, (_, i) => `${99990000 + i} ${i + 1}`);
  await page.getByRole('textbox', { name: 'Linhas do pedido' }).fill(lines.join('\n'));
  await expect(page.getByText('0 itens prontos de 24 linhas.')).toBeVisible();
  await tabTo(page, 'Início', { limit: 100 });
});
