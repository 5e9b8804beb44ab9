// No screen is wider than the phone it is on (issue 19: 'Cards grandes' made the home 436 px wide on a
// 390 px phone, cutting off the search and the bottom navigation). One sign-in; each main screen is
// measured at four phone widths in both card sizes, the large size switched on the home without a reload.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { partnerIdOf, signInAtPartner } from './support/auth';
import { lane } from './support/home';
import { company, partners } from './support/users';

const WIDTHS = [320, 360, 390, 412];

/** 'home @390 (large): 436 > 390 — div.lane…': the page's width, and the elements that stick out, for the failure message. */
async function overflowAt(page: Page, screen: string, width: number, size: string): Promise<string | null> {
  await page.setViewportSize({ width, height: 800 });
  // A phone browser widens its layout viewport to content wider than the screen (innerWidth became 436 on a
  // 390 px phone), so both the page and innerWidth are compared with the width the phone has.
  const measured = await page.evaluate((inner) => {
    const scroll = Math.max(document.documentElement.scrollWidth, window.innerWidth);
    if (scroll <= inner) return null;
    const out = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > inner + 0.5)
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > inner + 0.5))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(el.getBoundingClientRect().right)})`);
    return `${scroll} > ${inner}: ${out.join(', ')}`;
  }, width);
  return measured && `${screen} @${width} (${size}): ${measured}`;
}

test('no screen is wider than the viewport at 320, 360, 390 and 412 px, with small or large cards', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAtPartner(page, company, partners.saoJorge.name);
  const partner = partnerIdOf(page);
  const detail = await lane(page, 'Histórico').getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href');
  const productId = /\/produto\/(\d+)/.exec(detail!)![1];
  // A history card's 'Arquivar' sits under the card: beside it, it left the card a narrow column on a phone.
  await page.setViewportSize({ width: 390, height: 800 });
  // Measured in one frame, and again until the card has drawn its full content at this width.
  const item = lane(page, 'Histórico').getByRole('group', { name: /, cód\. / }).first();
  const buttonBelowCard = () =>
    item.evaluate((group) => group.querySelector(':scope > button')!.getBoundingClientRect().top - group.querySelector('article')!.getBoundingClientRect().bottom);
  await expect.poll(buttonBelowCard).toBeGreaterThanOrEqual(0);
  const screens: [string, string][] = [
    ['busca', `/busca?q=arroz&parceiro=${partner}`],
    ['carrinho', `/carrinho?parceiro=${partner}`],
    ['favoritos', `/favoritos?parceiro=${partner}`],
    ['pedidos', `/historico-pedidos?parceiro=${partner}`],
    ['marcas', `/marcas?parceiro=${partner}`],
    ['produto', `/produto/${productId}?parceiro=${partner}`],
    ['histórico de compra', `/historico/${productId}?parceiro=${partner}`],
  ];
  const failures: string[] = [];
  const measure = async (screen: string, size: string) => {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    for (const width of WIDTHS) {
      const failure = await overflowAt(page, screen, width, size);
      if (failure) failures.push(failure);
    }
  };

  for (const size of ['small', 'large'] as const) {
    await page.goto(`/?parceiro=${partner}`);
    await expect(lane(page, 'Histórico').getByRole('article').first()).toBeVisible();
    if (size === 'large') await page.getByRole('button', { name: 'Cards grandes' }).click();
    await measure('home', size);
    for (const [screen, url] of screens) {
      await page.goto(url);
      await measure(screen, size);
    }
  }
  expect(failures).toEqual([]);
});
