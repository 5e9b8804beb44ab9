import { openAndSignIn, productButtons } from './app-flows.mjs';
import { phoneContext } from './browser.mjs';

const CART_WRITE = /\/v2\/cart\/[^/]+\/item/;
const SETTLE_MS = 2_500; // well past the 400 ms coalescing window and a slow answer

/**
 * Ten quick taps on the '+' of a card already in the cart (the spec's 400 ms window
 * applies to cart items): how many PUT /v2/cart/{id}/item left the page.
 */
export async function tenTaps(browser, baseURL) {
  const context = await phoneContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await openAndSignIn(page);
    await page.waitForLoadState('networkidle');
    // Mark the card, not a button: its buttons change once the product is in the cart.
    await productButtons(page).first().evaluate((button) => {
      const card = button.closest('article, li, [data-product-id]') ?? button.parentElement;
      card?.setAttribute('data-bench-card', '');
    });
    const card = page.locator('[data-bench-card]');
    const plus = card.getByRole('button', { name: /^Adicionar uma? \S+ de / }).or(card.getByRole('button', { name: /^Adicionar/ })).first();
    const addToCart = card.getByRole('button', { name: /ao carrinho$/ });
    if (await addToCart.count()) {
      await plus.click();
      await addToCart.click();
      // The mobile list asks to confirm a preselected package [commerce §5]: until answered, the dialog covers the card.
      const confirm = page.getByRole('dialog', { name: 'Confirme a embalagem selecionada:' });
      await confirm
        .waitFor({ state: 'visible', timeout: 1_500 })
        .then(() => confirm.getByRole('button', { name: 'Confirmar', exact: true }).click(), () => undefined);
      await page.waitForTimeout(SETTLE_MS);
    }
    let writes = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && CART_WRITE.test(new URL(request.url()).pathname)) writes++;
    });
    for (let tap = 0; tap < 10; tap++) await plus.click({ timeout: 2_000 });
    await page.waitForTimeout(SETTLE_MS);
    return { requests: writes };
  } finally {
    await context.close();
  }
}
