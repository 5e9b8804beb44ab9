// The scanner's real decoding path: Chromium's fake camera plays a video of a demo product's EAN-13.
// Debian's Chromium has no BarcodeDetector on Linux, so zxing-wasm reads the frames.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { resetServerCart, serverCart } from './support/cart-api';
import { writeBarcodeVideo } from './support/barcode-video';
import { chromiumLaunch } from './support/chromium';
import { waitForWholeCatalogue } from './support/home';
import { partners, person } from './support/users';

// São Jorge's product 4 in the demo catalogue (deterministic seed): one package, 'CX 24 UN'.
const YOGURT = { id: 4, family: 'Iogurte Natural 170g', barcode: '7891137280815', packageId: 41 };
const video = writeBarcodeVideo(YOGURT.barcode, join(tmpdir(), `balcao-ean-${YOGURT.barcode}.y4m`));

test.use({
  permissions: ['camera'],
  launchOptions: {
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test('a scanned box opens its card; scanned again, one more package reaches the server cart', async ({ page, request }) => {
  test.setTimeout(90_000);
  await resetServerCart(request, person, partners.saoJorge.id);
  await signIn(page, person);
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
  await waitForWholeCatalogue(page, person.username, partners.saoJorge.id);
  await page.getByRole('banner').getByRole('link', { name: 'Pesquisar produtos' }).click();

  await page.getByRole('button', { name: 'Ler código de barras' }).click();
  const scanner = page.getByRole('dialog', { name: 'Ler código de barras' });
  await expect(scanner.getByRole('heading', { name: YOGURT.family })).toBeVisible({ timeout: 20_000 });
  await expect(scanner.getByText(`Código ${YOGURT.barcode} encontrado.`, { exact: false })).toBeVisible();
  const firstCodeMs = await page.evaluate(() => performance.getEntriesByName('scanner-first-code')[0]?.duration);
  test.info().annotations.push({ type: 'scanner open → first code read (ms)', description: String(Math.round(firstCodeMs ?? NaN)) });
  console.log(`scanner open → first code read: ${Math.round(firstCodeMs ?? NaN)} ms`);

  await scanner.getByRole('button', { name: 'Ler novamente' }).click();
  await expect(scanner.getByText('Mais uma embalagem no carrinho: 1 CX no total.')).toBeVisible();
  await expect
    .poll(() => serverCart(page, request, partners.saoJorge.id))
    .toEqual([{ productId: YOGURT.id, quantity: 1, productPackageId: YOGURT.packageId }]);

  await scanner.getByRole('button', { name: 'Fechar' }).click();
  await expect(scanner).toBeHidden();
});
