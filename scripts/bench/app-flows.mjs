// The way into the app, by the texts of the spec (role and label selectors only).
export const DEMO = { username: '11222333000181', code: '482915', partnerId: 1 };

const STEP_TIMEOUT_MS = 20_000;
// The first product card's '+' (aria-label 'Adicionar …'), as the page script sees it.
export const PRODUCT_BUTTON_SELECTOR = 'button[aria-label^="Adicionar"]';

export function productButtons(page) {
  return page.getByRole('button', { name: /^Adicionar/ });
}

async function clickIfShown(locator, timeout) {
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch {
    return false;
  }
  await locator.click();
  return true;
}

/** Cookies ('Concordar e Continuar') then privacy ('Concordar'), when the modal shows. */
export async function acceptTerms(page) {
  if (await clickIfShown(page.getByRole('button', { name: 'Concordar e Continuar' }), 5_000)) {
    await clickIfShown(page.getByRole('button', { name: 'Concordar', exact: true }), 5_000);
  }
}

/** A new visitor: '/' → landing → 'Acesse o Balcão' → the login form. */
export async function openLogin(page) {
  await page.goto('/');
  await acceptTerms(page);
  const enter = page.getByRole('link', { name: 'Acesse o Balcão' }).or(page.getByRole('button', { name: 'Acesse o Balcão' }));
  if (await clickIfShown(enter.first(), 5_000)) await acceptTerms(page);
  else await page.goto('/login');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Entrar' }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** From the login form to the home screen of the demo company's partner 1. */
export async function signIn(page) {
  await page.getByRole('textbox').first().fill(DEMO.username);
  await page.getByLabel('Código de acesso').first().click();
  await page.keyboard.type(DEMO.code);
  await page.getByRole('button', { name: 'Entrar' }).click();
  const partner = page.getByText('Distribuidora São Jorge').first();
  const home = productButtons(page).first();
  await partner.or(home).first().waitFor({ timeout: STEP_TIMEOUT_MS });
  if (await partner.isVisible()) await partner.click();
  await home.waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** A new visitor who signs in: the path every signed-in figure starts from. */
export async function openAndSignIn(page) {
  await openLogin(page);
  await signIn(page);
}
