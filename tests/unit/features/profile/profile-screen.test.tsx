// The profile and its slips [access §2.13] against the real API in-process.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PaymentSlip } from '../../../../src/domain/entities/payments';

vi.mock('../../../../src/ui/save-file', () => ({ saveFile: vi.fn() }));

const { ProfileScreen } = await import('../../../../src/features/profile/profile-screen');
const { refreshPartners } = await import('../../../../src/sync/pulls/partners');
const { saveFile } = await import('../../../../src/ui/save-file');
const { userDb } = await import('../../../../src/db/user-db');
const { useRealApi } = await import('../../support/real-api');
const { renderWithRouter } = await import('../../app/render-with-router');

const api = useRealApi();
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(async () => {
  await api.signIn();
  await refreshPartners();
  localStorage.setItem('partner', '1');
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

const show = () => renderWithRouter(ProfileScreen, '/perfil');
const slipsAt = (partnerId: number) => api.get<PaymentSlip[]>(`/payment-slip/partner/${partnerId}`, partnerId);
const slipCard = (number: string) => screen.findByRole('article', { name: `Título ${number}` }, { timeout: 5000 });

describe('ProfileScreen', () => {
  it('shows the title, the initial and name of GET /user/profile, the masked contacts of GET /user/contacts, and the three buttons', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeTruthy();
    const contacts = await screen.findByRole('list', { name: 'Contatos cadastrados' });
    expect(within(contacts).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Telefone: (11) 9****-4321', 'Telefone: (11) ****-4455', 'E-mail: c****@mercadinhobompreco.example',
    ]);
    expect(screen.queryByText(/98765-4321/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Mercadinho Bom Preço' })).toBeTruthy();
    expect(screen.getByText('M')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedidos' }).getAttribute('href')).toBe('/historico-pedidos?parceiro=1');
    expect(screen.getByRole('link', { name: 'Alterar código de acesso' }).getAttribute('href')).toBe('/alterar-codigo-acesso');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
  });

  it("falls back to 'Cliente' when the profile has no name", async () => {
    api.fail(/^\/user\/profile$/, { status: 200, body: { name: '', contact: null, flagPushNotification: false } });
    await show();
    expect(await screen.findByRole('heading', { level: 2, name: 'Cliente' })).toBeTruthy();
    expect((await userDb().meta.get('profile'))?.value).toMatchObject({ name: '' });
    expect(screen.getByText('C')).toBeTruthy();
  });

  it('says so when the profile cannot be read', async () => {
    api.fail(/^\/user\/profile$/, 403);
    await show();
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao pesquisar os dados do cliente.');
  });

  it("lists the partner's slips with number, due date, value and typed line, and the state of each", async () => {
    const slips = await slipsAt(1);
    await show();
    const list = await screen.findByRole('region', { name: 'Titulos disponíveis' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(slips.length));
    const [available, unknown, requested] = slips;
    const card = await slipCard(available.number);
    const [year, month, day] = available.duedate.split('-');
    expect(within(card).getByText(`${day}/${month}/${year}`)).toBeTruthy();
    expect(within(card).getByText(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(available.value).replace(/\s/g, ' '))).toBeTruthy();
    expect(within(card).getByText('Disponível para download.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: `Baixar boleto do título ${available.number}` })).toBeTruthy();
    expect(within(await slipCard(requested.number)).getByText('2° Via em processamento.')).toBeTruthy();
    expect(within(await slipCard(unknown.number)).getByRole('button', { name: `Solicitar 2° via do título ${unknown.number}` })).toBeTruthy();
  });

  it('copies the typed line, not the barcode', async () => {
    const [slip] = await slipsAt(1);
    await show();
    const card = await slipCard(slip.number);
    fireEvent.click(within(card).getByRole('button', { name: `Copiar código de barras do título ${slip.number}` }));
    expect(await screen.findByText('Código de barras copiado com sucesso!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(slip.typedLine);
    expect(slip.typedLine).toMatch(/^\d{47}$/);
  });

  it('says when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const [slip] = await slipsAt(1);
    await show();
    fireEvent.click(within(await slipCard(slip.number)).getByRole('button', { name: /^Copiar código de barras/ }));
    expect(await screen.findByText('Não foi possivel copiar o código de barras.')).toBeTruthy();
  });

  it('requests a second copy: the slip is then in processing', async () => {
    const unknown = (await slipsAt(1)).find((slip) => slip.availability === 'UNKNOW')!;
    await show();
    fireEvent.click(within(await slipCard(unknown.number)).getByRole('button', { name: `Solicitar 2° via do título ${unknown.number}` }));
    await waitFor(async () => expect(within(await slipCard(unknown.number)).getByText('2° Via em processamento.')).toBeTruthy());
    expect(api.calls()).toContain(`POST /payment-slip/${unknown.id}/second-copy`);
  });

  it("shows the server's message when a slip call fails", async () => {
    const unknown = (await slipsAt(1)).find((slip) => slip.availability === 'UNKNOW')!;
    api.fail(/\/second-copy$/, { status: 422, body: { message: 'O banco recusou a 2° via.' } });
    await show();
    fireEvent.click(within(await slipCard(unknown.number)).getByRole('button', { name: /^Solicitar 2° via/ }));
    expect(await screen.findByText('O banco recusou a 2° via.')).toBeTruthy();
  });

  it("downloads an available slip's PDF from its url", async () => {
    const [slip] = await slipsAt(1);
    await show();
    fireEvent.click(within(await slipCard(slip.number)).getByRole('button', { name: `Baixar boleto do título ${slip.number}` }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, fileName] = vi.mocked(saveFile).mock.calls[0];
    expect(fileName).toBe(`boleto-${slip.number}.pdf`);
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(api.calls()).toEqual(expect.arrayContaining([`GET /payment-slip/${slip.id}`, `GET /payment-slip/${slip.id}/pdf`]));
  });

  it("follows the partner chosen in the selector: the other partner's slips", async () => {
    const [first, second] = [await slipsAt(1), await slipsAt(2)];
    await show();
    await slipCard(first[0].number);
    fireEvent.change(screen.getByRole('combobox', { name: 'Parceiro' }), { target: { value: '2' } });
    expect(await slipCard(second[0].number)).toBeTruthy();
    expect(screen.queryByRole('article', { name: `Título ${first[0].number}` })).toBeNull();
    expect(localStorage.getItem('partner')).toBe('2');
  });

  it('keeps the issued slips readable offline, says so, and still copies', async () => {
    const [slip] = await slipsAt(1);
    const online = await show();
    await slipCard(slip.number);
    online.unmount();
    api.setOnline(false);
    await show();
    const card = await slipCard(slip.number);
    expect(screen.getByText(/Você está offline: estes são os títulos guardados neste aparelho/)).toBeTruthy();
    expect(within(card).getByText(`${slip.typedLine.slice(0, 5)}.${slip.typedLine.slice(5, 10)}`, { exact: false })).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^Baixar boleto/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: /^Copiar código de barras/ }));
    expect(await screen.findByText('Código de barras copiado com sucesso!')).toBeTruthy();
  });
});
