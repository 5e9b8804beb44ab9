// Signup and activation as a new customer goes through them [access §2.4–2.7]: codes and links read from the
// development inbox. Customers of server/src/seed/signup.ts; each test signs up a different one.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { acceptTerms, submitLogin } from './support/auth';
import { awaitMessage } from './support/inbox';
import { reviewAnItem } from './support/orders';
import { expect, test } from './support/test';
import { partners } from './support/users';

// A second try signs up other customers: the first try may have registered its own.
const NEW_COMPANIES = [
  {
    taxId: '27183456000190', mobile: '11991234567', masked: '(11) 9****-4567', greeting: 'Olá, Emporio das flores!',
    address: 'Rua das Hortênsias, 215, Jardim das Flores – São Paulo/SP',
  },
  {
    taxId: '35618472000197', mobile: '11991239876', masked: '(11) 9****-9876', greeting: 'Olá, Mercearia boa vista!',
    address: 'Avenida Boa Vista, 1020, Centro – Sorocaba/SP',
  },
];
const NEW_PEOPLE = [
  { taxId: '39053344705', phone: '21991112233', masked: '(21) 9****-2233', greeting: 'Olá, Bruno!' },
  { taxId: '41862793573', phone: '21991114455', masked: '(21) 9****-4455', greeting: 'Olá, Carla!' },
];
const ofTry = <T>(list: readonly T[]): T => list[Math.min(test.info().retry, list.length - 1)]!;

function taxIdInput(page: Page) {
  return page.getByRole('textbox', { name: 'CPF ou CNPJ', exact: true });
}

async function startSignup(page: Page, taxId: string): Promise<void> {
  await page.goto('/hub');
  await page.getByRole('link', { name: 'Solicite seu código de acesso' }).click();
  await expect(page).toHaveURL(/\/ativacao\/cadastro\?code=1&trackid=hub&register=true$/);
  await taxIdInput(page).pressSequentially(taxId);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
}

/** On home with the one partner chosen: where a signed-in customer of a single partner lands. */
async function expectHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/\\?parceiro=${partners.saoJorge.id}$`));
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
}

/** Search, add, cart, 'REVISAR PEDIDO', a delivery date, 'Finalizar pedido': the new customer's first order is placed. */
async function placeFirstOrder(page: Page, address: string): Promise<void> {
  await reviewAnItem(page);
  await expect(page.getByRole('heading', { name: 'Revisar pedido', level: 1 })).toBeVisible();
  // Its one address on file is the delivery address: nothing to choose.
  await expect(page.getByText(address)).toBeVisible();
  const date = page.getByRole('combobox', { name: 'Data de entrega' });
  await date.selectOption({ index: 1 });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Finalizar pedido', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Sucesso!' });
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expect(success).toContainText(/Seu pedido n° \d+ foi realizado\./);
  await expect(success).toContainText('Quantidade de itens: 1');
  await expectAccessible(page);
}

test('a new company signs up: tax id, number, activation link, completion, signs in with the code sent and places its first order', async ({ page, request }) => {
  const NEW_COMPANY = ofTry(NEW_COMPANIES);
  await startSignup(page, NEW_COMPANY.taxId);
  await expect(page).toHaveURL(/\/ativacao\?code=1&track=hub$/);
  await expect(page.getByRole('heading', { name: NEW_COMPANY.greeting })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Selecione seu número de whatsapp para continuar.');
  await page.getByRole('radio', { name: NEW_COMPANY.masked }).check();
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Link de ativação enviado!' })).toBeVisible();
  await expect(page.getByText(`Enviamos o link de ativação para o WhatsApp ${NEW_COMPANY.masked}.`)).toBeVisible();
  await expectAccessible(page);

  const [activationLink] = await awaitMessage(request, NEW_COMPANY.mobile, /http\S+\/ativacao\/ativar-usuario\?token=\S+/);
  await page.goto(activationLink);
  await expect(page).toHaveURL(/\/ativacao\/finalizado$/);
  await expect(page.getByRole('heading', { name: 'Cadastro concluído!' })).toBeVisible();
  await expect(page.getByText('Em breve você receberá uma mensagem com seu usuário e código de acesso.')).toBeVisible();
  await expectAccessible(page);

  const [, code] = await awaitMessage(request, NEW_COMPANY.mobile, new RegExp(`Usuário: ${NEW_COMPANY.taxId}\\. Código de acesso: (\\d{6})`));
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await acceptTerms(page);
  await submitLogin(page, { username: NEW_COMPANY.taxId, code });
  // A temporary code answers with the reminder to define one's own (the credential model): later is fine here.
  const reminder = page.getByRole('dialog', { name: 'Atenção!' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Lembrar-me depois' }).click();
  await expectHome(page);
  await placeFirstOrder(page, NEW_COMPANY.address);
});

test('the unique-access link of the credentials message signs in once; used again it says so', async ({ page, request }) => {
  const NEW_PERSON = ofTry(NEW_PEOPLE);
  await startSignup(page, NEW_PERSON.taxId);
  await expect(page.getByRole('heading', { name: NEW_PERSON.greeting })).toBeVisible();
  await expect(page.getByRole('radio', { name: NEW_PERSON.masked })).toBeChecked();
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Link de ativação enviado!' })).toBeVisible();
  const [activationLink] = await awaitMessage(request, NEW_PERSON.phone, /http\S+\/ativacao\/ativar-usuario\?token=\S+/);
  await page.goto(activationLink);
  await expect(page.getByRole('heading', { name: 'Cadastro concluído!' })).toBeVisible();

  const [accessLink] = await awaitMessage(request, NEW_PERSON.phone, /http\S+\/unique-access\?uniqueAccessId=\S+/);
  await page.goto(accessLink);
  await expectHome(page);

  await page.goto(accessLink);
  await expect(page.getByRole('heading', { name: 'Link expirado ou já utilizado!' })).toBeVisible();
  await expect(page.getByText('Para receber um novo link de acesso, envie a palavra ACESSO para o nosso WhatsApp.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute('href', 'https://wa.me/5511999999999?text=ACESSO');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a company that is not a customer is offered a WhatsApp message naming it; wrong digits and unknown CNPJs are told', async ({ page }) => {
  await startSignup(page, '27183456000191');
  await expect(page.getByRole('alert')).toHaveText('CPF ou CNPJ inválido. Confira o que foi digitado.');

  await taxIdInput(page).fill('');
  await taxIdInput(page).pressSequentially('73510284000130');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  // In neither register: a lasting panel with the next step, not a toast.
  await expect(page.getByRole('region', { name: 'Cliente não encontrado' })).toContainText('CNPJ não encontrado, verifique os caracteres.');
  await expect(page.getByRole('link', { name: 'Pedir cadastro pelo WhatsApp' })).toBeVisible();

  await taxIdInput(page).fill('');
  await taxIdInput(page).pressSequentially('48392017000168');
  await expect(taxIdInput(page)).toHaveValue('48.392.017/0001-68');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cliente não encontrado' })).toBeVisible();
  const message = 'Olá! Quero me cadastrar no Balcão. Empresa: PADARIA ESTRELA DO SUL, CNPJ 48.392.017/0001-68.';
  await expect(page.getByRole('link', { name: 'Pedir cadastro pelo WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/5511999999999?text=${encodeURIComponent(message)}`,
  );
});
