// Honest quantities: what the card says about the number it adds, the limits, the question
// asked again above a confirmed quantity, the compact cart on a phone, 'Última compra'.
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import type { Locator, Page } from '@playwright/test';
import { partnerIdOf, signInAtPartner } from './support/auth';
import { pageCredentials, resetServerCart, serverQuantities } from './support/cart-api';
import { addFromCard, addableCard, cartLink, lane, quantityInput, shownQuantity, stepButton } from './support/home';
import { putCartItem, someProducts } from './support/orders-api';
import { cartCards, openCart } from './support/orders';
import { company, partners } from './support/users';

test.beforeEach(async ({ page, request }) => {
  await resetServerCart(request, company, partners.saoJorge.id);
  await signInAtPartner(page, company, partners.saoJorge.name);
});

/** Types into the quantity field and leaves it, as a customer does. */
async function typeQuantity(card: Locator, text: string): Promise<void> {
  await quantityInput(card).fill(text);
  await quantityInput(card).blur();
}

test("a card pre-filled with the suggestion says 'Sugerido: N CX', and one tap adds exactly that", async ({ page, request }) => {
  const suggestions = lane(page, 'Sugestões');
  const candidate = suggestions.getByRole('article').filter({ hasText: /Sugerido: \d+ \S+/ }).filter({ has: page.getByRole('button', { name: /ao carrinho$/ }) }).first();
  await expect(candidate).toBeVisible();
  // Located by its code, so it keeps pointing at this card once 'Adicionar' and the label are gone.
  const code = (await candidate.getByText(/^Cód\. /).textContent())!.trim();
  const card = suggestions.getByRole('article').filter({ hasText: new RegExp(`${code.replace('.', '\\.')}(?!\\w)`) });
  const label = (await card.getByText(/^Sugerido: /).textContent())!;
  const [, suggested] = label.match(/^Sugerido: (\d+) \S+$/)!;
  expect(await shownQuantity(card)).toBe(Number(suggested));
  const family = (await card.getByRole('heading').textContent())!.trim();
  await expect(card.getByRole('button', { name: `Adicionar ${family} ao carrinho` })).toHaveAccessibleDescription(label);
  await expectAccessible(page, { force: true });

  await addFromCard(card, family);
  await expect.poll(async () => Object.values(await serverQuantities(page, request, partnerIdOf(page)))).toEqual([Number(suggested)]);
  // After adding, focus is on the stepper's +.
  await expect(stepButton(card, 'plus', family)).toBeFocused();
});

test("at 999 the + and 'Adicionar' say 'Máximo 999'; a fourth digit is ignored and the field says so", async ({ page }) => {
  const { card, family } = await addableCard(lane(page, 'Histórico'));
  await quantityInput(card).fill('999');
  const plus = stepButton(card, 'plus', family);
  await expect(plus).toBeDisabled();
  await expect(card.getByText('Máximo 999', { exact: true })).toBeVisible();
  await expect(plus).toHaveAccessibleDescription('Máximo 999');
  const add = card.getByRole('button', { name: `Adicionar ${family} ao carrinho` });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(/Máximo 999/);

  await quantityInput(card).press('End');
  await quantityInput(card).pressSequentially('9');
  await expect(quantityInput(card)).toHaveValue('999');
  await expect(card.getByRole('status')).toHaveText('Máximo 999: 9999 foi ignorado.');
  await expectAccessible(page, { force: true });
});

test('the out-of-pattern question comes back above the quantity already confirmed, not up to it', async ({ page, request }) => {
  const partnerId = partnerIdOf(page);
  const { card, family } = await addableCard(lane(page, 'Histórico'));
  await addFromCard(card, family);
  const question = page.getByRole('dialog', { name: 'Atenção!' });

  await typeQuantity(card, '200');
  await expect(question).toContainText('Quantidade fora do padrão de compra');
  await question.getByRole('button', { name: 'Confirmar' }).click();
  await expect.poll(async () => Object.values(await serverQuantities(page, request, partnerId))).toEqual([200]);

  await typeQuantity(card, '150');
  await expect.poll(async () => Object.values(await serverQuantities(page, request, partnerId))).toEqual([150]);
  await expect(question).toBeHidden();

  await typeQuantity(card, '300');
  await expect(question).toContainText(/Você selecionou 300 /);
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Confirmar' }).click();
  await expect.poll(async () => Object.values(await serverQuantities(page, request, partnerId))).toEqual([300]);
});

/** The compact lines (articles) of the cart, without a removed line's 'Desfazer'. */
function itemLines(page: Page): Locator {
  return page.getByRole('group', { name: 'Itens do carrinho' }).getByRole('article');
}

/** Puts `count` products in the server cart through the page's own session, then opens the cart. */
async function openCartWith(page: Page, request: Parameters<typeof putCartItem>[0], count: number) {
  const credentials = await pageCredentials(page);
  const partnerId = partnerIdOf(page);
  const products = await someProducts(request, credentials, partnerId, count);
  for (const product of products) await putCartItem(request, credentials, partnerId, { productId: product.id, quantity: 2, productPackageId: product.packageId });
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName(`Carrinho, ${count} itens`);
  await openCart(page);
  await expect(cartCards(page)).toHaveCount(count);
  return products;
}

test('on a phone the cart is a compact list: 10 items in two screens; removing moves focus to Desfazer', async ({ page, request }) => {
  const products = await openCartWith(page, request, 10);
  // Two screens of list: what shows above the sticky summary, twice (the page is at its top).
  const listEnd = await page.evaluate(() => {
    const review = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'REVISAR PEDIDO')!;
    let cover: HTMLElement | null = review;
    while (cover && getComputedStyle(cover).position !== 'sticky') cover = cover.parentElement;
    return (cover ?? review).getBoundingClientRect().top;
  });
  const lastBottom = await cartCards(page).last().evaluate((row) => row.getBoundingClientRect().bottom + window.scrollY);
  expect(lastBottom).toBeLessThanOrEqual(2 * listEnd);
  await page.screenshot({ path: test.info().outputPath('compact-cart.png'), fullPage: true });

  const first = cartCards(page).first();
  const family = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('button', { name: `Remover ${family} do carrinho` }).click();
  const undo = page.getByRole('button', { name: 'Desfazer' });
  await expect(undo).toBeFocused();
  await expect(page.getByText('Item removido!')).toBeVisible();
  // The removed line's place holds 'Desfazer', no longer the item's line.
  await expect(itemLines(page)).toHaveCount(9);
  await expect.poll(async () => Object.keys(await serverQuantities(page, request, partnerIdOf(page))).length).toBe(9);
  await expectAccessible(page, { force: true });

  await undo.click();
  await expect(itemLines(page)).toHaveCount(10);
  const back = cartCards(page).filter({ has: page.getByRole('heading', { name: family, exact: true }) });
  await expect(back.getByRole('button', { name: family, exact: true })).toBeFocused();
  await expect.poll(async () => Object.keys(await serverQuantities(page, request, partnerIdOf(page))).length).toBe(10);
  expect(products).toHaveLength(10);
});

test('tapping a name in the compact cart unfolds the full product card', async ({ page, request }) => {
  await openCartWith(page, request, 2);
  const first = cartCards(page).first();
  const family = (await first.getByRole('heading').first().textContent())!.trim();
  const name = first.getByRole('button', { name: family, exact: true });
  await expect(name).toHaveAttribute('aria-expanded', 'false');
  await name.click();
  await expect(name).toHaveAttribute('aria-expanded', 'true');
  await expect(first.getByText(/^Cód\. /)).toBeVisible();
  await expect(first.getByRole('group', { name: 'Embalagem' })).toBeVisible();
  await expectAccessible(page, { force: true });
});

function saoPauloToday(): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
}

test("'Última compra' on the card shows an order placed in the app", async ({ page }) => {
  const { card, family } = await addableCard(lane(page, 'Histórico'));
  const code = (await card.getByText(/^Cód\. /).textContent())!.trim();
  await quantityInput(card).fill('7');
  await addFromCard(card, family);
  await openCart(page);
  await page.getByRole('button', { name: 'REVISAR PEDIDO', exact: true }).click();
  await expect(page).toHaveURL(/\/finalizar-pedido\?/);
  await page.getByRole('group', { name: 'Endereço de entrega' }).getByRole('radio').first().check();
  const date = page.getByRole('combobox', { name: 'Data de entrega' });
  await date.selectOption((await date.locator('option').nth(1).getAttribute('value'))!);
  await page.getByRole('button', { name: 'Finalizar pedido', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Sucesso!' });
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);

  await page.goto(`/?parceiro=${partnerIdOf(page)}`);
  const again = page.getByRole('article').filter({ hasText: code }).first();
  await expect(again).toContainText(new RegExp(`Última compra: 7 \\S+( de .+)? em ${saoPauloToday().replace(/\//g, '\\/')}`));
  await expectAccessible(page, { force: true });
});
