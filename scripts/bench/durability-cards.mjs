// The durability run's hands and eyes on the home screen: the 'Histórico' cards of the run's products, a change
// made on one as a user makes it, and waiting until a card shows what the user last set.
import { MAX_QUANTITY } from './durability-ops.mjs';

export const STEP_TIMEOUT_MS = 15_000;

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const historyLane = (page) => page.getByRole('region', { name: 'Histórico', exact: true });

export function cardOf(page, product) {
  return historyLane(page).getByRole('article').filter({ hasText: new RegExp(`Cód\\. ${escapeRegExp(product.code)}(?!\\w)`) });
}

export async function waitUntil(check, what, timeout = STEP_TIMEOUT_MS) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await check();
      if (last === true) return;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (${last})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function openHome(page, url) {
  await page.goto(url);
  await historyLane(page).getByRole('article').first().waitFor({ timeout: STEP_TIMEOUT_MS });
}

async function shownQuantity(card) {
  return Number(await card.getByRole('textbox', { name: /^Quantidade de / }).inputValue());
}

export async function expectCard(page, product, timeout = STEP_TIMEOUT_MS) {
  const card = cardOf(page, product);
  const quantity = product.quantities.at(-1);
  await waitUntil(async () => {
    const inCart = await card.getByText('No carrinho').isVisible();
    const shown = await shownQuantity(card);
    const pressed = (await card.getByRole('button', { name: new RegExp(`^(Favoritar|Remover) ${escapeRegExp(product.family)}( dos favoritos)?$`) }).getAttribute('aria-pressed')) === 'true';
    if (pressed !== product.favorite) return `favorite ${pressed}, expected ${product.favorite}`;
    if (quantity === 0) return !inCart || `in the cart with ${shown}, expected out of it`;
    return (inCart && shown === quantity) || `shows ${inCart ? shown : 'not in cart'}, expected ${quantity}`;
  }, `card ${product.code}`, timeout);
}

/** Every product's card shows what the user last set. */
export async function expectCards(page, products) {
  for (const product of products) await expectCard(page, product);
}

/** The stepper's + or −, named after the package it steps ('Adicionar uma caixa de …'). */
function stepButton(card, verb, family) {
  return card.getByRole('button', { name: new RegExp(`^${verb} uma? \\S+ de ${escapeRegExp(family)}$`) });
}

/** 'Adicionar … ao carrinho' (confirming the package when asked); resolves with the quantity shown. */
export async function addToCart(page, product) {
  const card = cardOf(page, product);
  if ((await shownQuantity(card)) === 0) await stepButton(card, 'Adicionar', product.family).click();
  await card.getByRole('button', { name: `Adicionar ${product.family} ao carrinho` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirme a embalagem selecionada:' });
  const added = card.getByText('No carrinho');
  await dialog.or(added).first().waitFor({ timeout: STEP_TIMEOUT_MS });
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
  }
  await added.waitFor({ timeout: STEP_TIMEOUT_MS });
  return shownQuantity(card);
}

/** One cart change as the operation says; resolves with the quantity the user set. */
async function cartStep(page, product, operation) {
  const card = cardOf(page, product);
  const quantity = product.quantities.at(-1);
  if (quantity === 0) return addToCart(page, product);
  const input = card.getByRole('textbox', { name: /^Quantidade de / });
  const action = operation.action === 'plus' && quantity >= MAX_QUANTITY ? 'minus' : operation.action;
  if (action === 'plus') {
    await stepButton(card, 'Adicionar', product.family).click();
    return quantity + 1;
  }
  if (action === 'minus') {
    await stepButton(card, 'Remover', product.family).click();
    return quantity - 1;
  }
  const text = action === 'remove' ? '0' : operation.text;
  await input.click();
  await input.press('Control+A');
  await input.pressSequentially(text);
  await input.blur();
  return Number(text);
}

/** A cart or favorite change on one product's card, kept in `product` (what the user set), then seen on the card. */
export async function userChange(page, product, operation) {
  if (operation.kind === 'cart') {
    product.quantities.push(await cartStep(page, product, operation));
  } else {
    // Checked first: a refresh that undid an earlier toggle on the device shows here.
    await expectCard(page, product, 5_000).catch((error) => {
      throw new Error(`the screen lost a change: ${error instanceof Error ? error.message : error}`);
    });
    await cardOf(page, product).getByRole('button', { name: product.favorite ? `Remover ${product.family} dos favoritos` : `Favoritar ${product.family}` }).click();
    product.favorite = !product.favorite;
  }
  await expectCard(page, product);
}
