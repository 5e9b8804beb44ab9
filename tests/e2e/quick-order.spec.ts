// 'Pedido rápido': pasted lines (good and bad) → the report → one tap → the server's cart holds
// exactly the valid lines; then a Latin-1 CSV with a header adds more.
import type { BrowserContext, Page } from '@playwright/test';
import type { ProductListPage } from '../../src/domain/entities/catalogue';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { partnerIdOf, signInAtPartner } from './support/auth';
import { apiSignIn, headers, resetServerCart, serverCart } from './support/cart-api';
import { waitForWholeCatalogue } from './support/home';
import { company, partners } from './support/users';

interface Row {
  id: number;
  code: string;
  barcode: string;
  packages: { id: number; label: string }[];
}

/** The listable products of the partner on the device (read from IndexedDB, as the screen reads them). */
function productsOnDevice(page: Page, username: string, partnerId: number): Promise<Row[]> {
  return page.evaluate(
    ({ username, partnerId }) =>
      new Promise<Row[]>((resolve, reject) => {
        const open = indexedDB.open(`balcao-user-${username}`);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('products').objectStore('products').index('partnerId').getAll(partnerId);
          all.onsuccess = () => {
            open.result.close();
            const rows = all.result as { id: number; product: Row & { deleted: boolean; price: { salesPrice: number }; packages: Row['packages'] } }[];
            resolve(
              rows
                .filter((row) => !row.product.deleted && row.product.price.salesPrice > 0)
                .map(({ id, product }) => ({ id, code: product.code, barcode: product.barcode, packages: product.packages.map(({ id: pid, label }) => ({ id: pid, label })) })),
            );
          };
        };
      }),
    { username, partnerId },
  );
}

const byProduct = (items: { productId: number; quantity: number; productPackageId: number }[]) =>
  Object.fromEntries(items.map((item) => [item.productId, [item.quantity, item.productPackageId]]));

test('a pasted list with bad lines, then a Latin-1 CSV, fill the server cart with the valid lines only', async ({ page, request }) => {
  await resetServerCart(request, company, partners.saoJorge.id);
  await signInAtPartner(page, company, partners.saoJorge.name);
  const partnerId = partnerIdOf(page);
  await waitForWholeCatalogue(page, company.username, partnerId);
  const rows = await productsOnDevice(page, company.username, partnerId);
  const single = rows.filter((row) => row.packages.length === 1);
  const [named, asked] = rows.filter((row) => row.packages.length > 1);
  expect(single.length).toBeGreaterThan(16);

  await page.getByRole('link', { name: 'Pedido rápido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido rápido' })).toBeVisible();
  const good = single.slice(0, 11);
  const lines = [
    ...good.slice(0, 4).map((row, i) => `${row.code} ${i + 1}`),
    ...good.slice(4, 6).map((row, i) => `000${row.code};${i + 5}`),
    ...good.slice(6, 8).map((row, i) => `${row.code}\t${i + 7}`),
    `${good[8]!.code},9`,
    `${good[9]!.barcode} 10`,
    `${good[10]!.code} 1500`,
    `${named!.code};2;${named!.packages[1]!.label}`,
    `${asked!.code} 3`,
    '99999999 4',
    `${good[11 - 1]!.code} 1,5`,
    `${single[11]!.code} 0`,
    `${single[12]!.code};1;CX;mais`,
    '#$%@ 2',
    `${good[0]!.code} 2`,
    'linha sem sentido',
  ];
  expect(lines).toHaveLength(20);
  await page.getByRole('textbox', { name: 'Linhas do pedido' }).fill(lines.join('\n'));
  await expect(page.getByText('12 itens prontos de 20 linhas.')).toBeVisible();
  const report = page.getByRole('list', { name: 'Conferência' });
  await expect(report.getByRole('listitem').filter({ hasText: 'Linha 11:' })).toContainText('Máximo 999 por produto: 1500 virou 999.');
  await expect(report.getByRole('listitem').filter({ hasText: 'Linha 14:' })).toContainText('Código 99999999 não encontrado no catálogo.');
  await expect(report.getByRole('listitem').filter({ hasText: 'Linha 19:' })).toContainText('Produto repetido: a quantidade foi somada à linha 1.');
  await expect(report.getByRole('listitem').filter({ hasText: 'Linha 13:' })).toContainText('Falta escolher a embalagem');
  await report.getByRole('combobox', { name: 'Embalagem da linha 13' }).selectOption(String(asked!.packages[0]!.id));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Adicionar 13 itens ao carrinho' }).click();
  const question = page.getByRole('dialog', { name: 'Atenção!' });
  await expect(question).toContainText(`Você selecionou 999 ${good[10]!.packages[0]!.label}`);
  await question.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('13 itens adicionados ao carrinho.')).toBeVisible();
  // The lines that added nothing stay to be corrected, with their report.
  const failed = [lines[13], lines[14], lines[15], lines[16], lines[17], lines[19]];
  await expect(page.getByRole('textbox', { name: 'Linhas do pedido' })).toHaveValue(failed.join('\n'));
  await expect(page.getByText('0 itens prontos de 6 linhas.')).toBeVisible();
  await expect(report.getByRole('listitem').filter({ hasText: 'Linha 1:' })).toContainText('Código 99999999 não encontrado no catálogo.');

  const expected = {
    ...Object.fromEntries(good.map((row, i) => [row.id, [i === 0 ? 3 : i === 10 ? 999 : i + 1, row.packages[0]!.id]])),
    [named!.id]: [2, named!.packages[1]!.id],
    [asked!.id]: [3, asked!.packages[0]!.id],
  };
  await expect.poll(async () => byProduct(await serverCart(page, request, partnerId)), { timeout: 15_000 }).toEqual(expected);

  // A spreadsheet saved on Windows: Latin-1, a header row, semicolons.
  const csv = Buffer.from(`Código;Quantidade\r\n${single[13]!.code};4\r\n${single[14]!.code};6\r\n`, 'latin1');
  await page.locator('input[type=file]').setInputFiles({ name: 'pedido.csv', mimeType: 'text/csv', buffer: csv });
  await expect(page.getByText('Arquivo “pedido.csv” lido (acentos em Latin-1 convertidos).')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar 2 itens ao carrinho' }).click();
  await expect(page.getByText('2 itens adicionados ao carrinho.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Linhas do pedido' })).toHaveValue(failed.join('\n'));
  await expect
    .poll(async () => byProduct(await serverCart(page, request, partnerId)), { timeout: 15_000 })
    .toEqual({ ...expected, [single[13]!.id]: [4, single[13]!.packages[0]!.id], [single[14]!.id]: [6, single[14]!.packages[0]!.id] });
});

/** Holds the first download of the catalogue (its first call) until `release`: a slow network right after sign-in. */
function holdCatalogueDownload(context: BrowserContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  void context.route('**/api/ecommerce/purchase/catalogue/changes**', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test.describe('at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('right after the first sign-in, with the catalogue still downloading, codes are looked up on the server', async ({ page, context, request }) => {
    await resetServerCart(request, company, partners.saoJorge.id);
    const releaseDownload = holdCatalogueDownload(context);
    await signInAtPartner(page, company, partners.saoJorge.name);
    const partnerId = partnerIdOf(page);
    const search = await request.get(`/api/ecommerce/purchase/search?size=40`, { headers: headers(await apiSignIn(request, company), partnerId) });
    const listed = ((await search.json()) as ProductListPage).items.filter((entry) => entry.product.price.salesPrice > 0);
    const ready = listed.find((entry) => entry.product.packages.length === 1)!;
    const asking = listed.find((entry) => entry.product.packages.length > 1)!;

    await page.getByRole('link', { name: 'Pedido rápido' }).click();
    await expect(page.getByText('O catálogo ainda está sendo baixado: os códigos que ainda não estão no aparelho são procurados no servidor.')).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Linhas do pedido' });
    await field.fill(`${ready.product.code} 2\n${asking.product.code} 1\n99999999 3`);
    const report = page.getByRole('list', { name: 'Conferência' });
    await expect(report.getByRole('listitem').filter({ hasText: 'Linha 3:' })).toContainText('Código 99999999 não encontrado no catálogo.');
    await expect(report.getByRole('listitem').filter({ hasText: 'Linha 1:' })).toContainText(`Pronto${ready.product.family.name}`);
    await expect(report.getByRole('listitem').filter({ hasText: 'Linha 2:' })).toContainText('Falta escolher a embalagem');
    await expect(page.getByText('1 item pronto de 3 linhas.')).toBeVisible();
    await expectAccessible(page, { force: true });

    await page.getByRole('button', { name: 'Adicionar 1 item ao carrinho' }).click();
    await expect(page.getByText('1 item adicionado ao carrinho.')).toBeVisible();
    await expect(field).toHaveValue(`${asking.product.code} 1\n99999999 3`);
    await expect.poll(async () => byProduct(await serverCart(page, request, partnerId)), { timeout: 15_000 }).toEqual({
      [ready.product.id]: [2, ready.product.packages[0]!.id],
    });
    releaseDownload();
  });
});
