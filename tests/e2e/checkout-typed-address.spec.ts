// A customer with no address on file types the delivery address at checkout, at phone size. Empório Recomeço (the
// recovery demo's customer, server/src/seed/recovery-people.ts) has none; its user 'novo.codigo' keeps its code
// (recovery.spec.ts restores it).
import { expectAccessible } from './support/a11y';
import { signIn } from './support/auth';
import { pageCredentials } from './support/cart-api';
import { orderHistory, type ServerOrder } from './support/orders-api';
import { reviewAnItem } from './support/orders';
import { expect, test } from './support/test';
import { partners, type DemoUser } from './support/users';

const noAddressUser: DemoUser = { username: 'novo.codigo', code: '649301', name: 'Rafael Nunes' };

test.use({ viewport: { width: 390, height: 844 } });

test('a customer without an address types one: a short CEP is refused next to its field, then the order is placed there', async ({ page, request }) => {
  await signIn(page, noAddressUser);
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
  await reviewAnItem(page);

  const address = page.getByRole('group', { name: 'Endereço de entrega' });
  await expect(address).toContainText('Não há endereço de entrega no seu cadastro.');
  await page.getByRole('combobox', { name: 'Data de entrega' }).selectOption({ index: 1 });
  const cep = address.getByRole('textbox', { name: 'CEP' });
  await cep.pressSequentially('0131010');
  await address.getByRole('textbox', { name: 'Rua' }).fill('Rua das Acácias');
  await address.getByRole('textbox', { name: 'Número' }).fill('45');
  await address.getByRole('textbox', { name: 'Bairro' }).fill('Bela Vista');
  await address.getByRole('textbox', { name: 'Cidade' }).fill('São Paulo');
  await address.getByRole('combobox', { name: 'Estado' }).selectOption('SP');
  const finish = page.getByRole('button', { name: 'Finalizar pedido', exact: true });
  await finish.click();
  await expect(cep).toBeFocused();
  await expect(cep).toHaveAttribute('aria-invalid', 'true');
  await expect(cep).toHaveAccessibleDescription('CEP inválido: informe os 8 números.');
  await expectAccessible(page, { force: true });

  await cep.press('End');
  await cep.pressSequentially('0');
  await expect(cep).toHaveValue('01310-100');
  await expect(cep).not.toHaveAttribute('aria-invalid');
  await finish.click();
  const success = page.getByRole('dialog', { name: 'Sucesso!' });
  await expect(success).toBeVisible({ timeout: 15_000 });
  const number = (await success.textContent())!.match(/pedido n° (\d+)/)![1];
  const history = (await orderHistory(request, await pageCredentials(page), partners.saoJorge.id)) as (ServerOrder & { address: string })[];
  const placed = history.find((o) => o.number === number);
  expect(placed?.address).toBe('Rua das Acácias, 45 - Bela Vista, São Paulo/SP - CEP 01310-100');
});
