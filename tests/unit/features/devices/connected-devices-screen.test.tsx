// The connected devices screen against the real API in-process.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConnectedDevicesScreen } from '../../../../src/features/devices/connected-devices-screen';
import { call, OTHER_DEVICE } from '../../../server/helpers';
import { COMPANY, useRealApi } from '../../support/real-api';
import { renderPartnerScreen } from '../../app/render-with-router';

const api = useRealApi();
const PATH = '/dispositivos-conectados?parceiro=1';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** Signs the company in on another device (a phone with Chrome), as a second device would. */
async function signInElsewhere(deviceId = OTHER_DEVICE): Promise<string> {
  const res = await call(api.server.app, 'POST', '/authentication', {
    deviceId,
    headers: { 'User-Agent': CHROME_ANDROID },
    body: { username: COMPANY.username, password: COMPANY.code, keepConnected: true },
  });
  return ((await res.json()) as { token: string }).token;
}

beforeEach(() => localStorage.setItem('partner', '1'));

describe('ConnectedDevicesScreen', () => {
  it('lists the devices: browser and system, masked phone, contact, accesses, each with its delete action; the current one marked', async () => {
    await signInElsewhere();
    await api.signIn();
    await renderPartnerScreen(ConnectedDevicesScreen, PATH);
    expect(screen.getByRole('heading', { name: 'Dispositivos conectados' })).toBeTruthy();
    const other = (await screen.findByRole('heading', { name: 'Chrome 126 · Android 14' })).closest('li')!;
    // The phone as the profile shows it (domain/contact-masks.ts), never whole.
    expect(within(other).getByText('(11) 9****-4321')).toBeTruthy();
    expect(within(other).queryByText('(11) 98765-4321')).toBeNull();
    expect(within(other).getByText('Mercadinho Bom Preço')).toBeTruthy();
    expect(within(other).getAllByText('02/06/2025 09:00')).toHaveLength(2);
    expect(within(other).getByRole('button', { name: 'Remover dispositivo Chrome 126 · Android 14' })).toBeTruthy();
    const current = screen.getByText('Este dispositivo').closest('li')!;
    expect(within(current).getByRole('button', { name: /^Remover dispositivo / })).toBeTruthy();
  });

  it("refuses the current device before any call: 'Não é possível remover o dispositivo conectado.' (U-10)", async () => {
    await signInElsewhere();
    await api.signIn();
    await renderPartnerScreen(ConnectedDevicesScreen, PATH);
    const current = (await screen.findByText('Este dispositivo')).closest('li')!;
    fireEvent.click(within(current).getByRole('button', { name: /^Remover dispositivo / }));
    expect(await screen.findByText('Não é possível remover o dispositivo conectado.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls().filter((c) => c.startsWith('DELETE'))).toEqual([]);
    expect(screen.getByText('Este dispositivo')).toBeTruthy();
  });

  it('hides phone and contact when they are "--" or empty', async () => {
    await api.signIn();
    await api.server.db.query(`UPDATE user_devices SET phone = '--', contact = ''`);
    await renderPartnerScreen(ConnectedDevicesScreen, PATH);
    await screen.findByText('Este dispositivo');
    expect(screen.queryByText('Telefone')).toBeNull();
    expect(screen.queryByText('Contato')).toBeNull();
    expect(screen.getByText('Primeiro acesso')).toBeTruthy();
  });

  it('removes a device after confirmation: gone from the list, and its session is over', async () => {
    const otherToken = await signInElsewhere();
    await api.signIn();
    await renderPartnerScreen(ConnectedDevicesScreen, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Remover dispositivo Chrome 126 · Android 14' }));
    const dialog = await screen.findByRole('dialog', { name: 'Você deseja remover este dispositivo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Dispositivo removido com sucesso.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Chrome 126 · Android 14' })).toBeNull());
    expect((await call(api.server.app, 'GET', '/user/me', { token: otherToken, deviceId: OTHER_DEVICE })).status).toBe(401);
  });

  it('keeps the device when the question is cancelled', async () => {
    await signInElsewhere();
    await api.signIn();
    await renderPartnerScreen(ConnectedDevicesScreen, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Remover dispositivo Chrome 126 · Android 14' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Chrome 126 · Android 14' })).toBeTruthy();
    expect(api.calls().filter((c) => c.startsWith('DELETE'))).toEqual([]);
  });

  it("'Remover Todos' asks with the spec's texts and removes every other device", async () => {
    await signInElsewhere();
    await signInElsewhere('3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f');
    await api.signIn();
    await renderPartnerScreen(ConnectedDevicesScreen, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Remover Todos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover dispositivos conectados' });
    expect(within(dialog).getByText('Esta ação removerá todos os dispositivos conectados, exceto o dispositivo atual.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Os dispositivos foram removidos com sucesso!')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Remover Todos' })).toBeNull();
    expect(api.calls()).toContain('DELETE /user/all');
  });

  it("offers no 'Remover Todos' with the current device alone", async () => {
    await api.signIn();
    await renderPartnerScreen(ConnectedDevicesScreen, PATH);
    await screen.findByText('Este dispositivo');
    expect(screen.queryByRole('button', { name: 'Remover Todos' })).toBeNull();
  });

  it('says when the list is empty', async () => {
    await api.signIn();
    await api.server.db.query('DELETE FROM user_devices');
    await renderPartnerScreen(ConnectedDevicesScreen, PATH);
    expect(await screen.findByText('Nenhum dispositivo conectado no momento.')).toBeTruthy();
  });

  it('says when the list cannot be read, and reads it again on request', async () => {
    await api.signIn();
    api.fail(/^\/user\/devices$/, 404);
    await renderPartnerScreen(ConnectedDevicesScreen, PATH);
    expect(await screen.findByText('Erro ao buscar dispositivos.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Este dispositivo')).toBeTruthy();
  });

  it('says when a removal fails and keeps the device', async () => {
    await signInElsewhere();
    await api.signIn();
    api.fail(/^\/user\/[0-9a-f-]{36}$/, 404, 1, 'DELETE');
    await renderPartnerScreen(ConnectedDevicesScreen, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Remover dispositivo Chrome 126 · Android 14' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Erro ao excluir dispositivo.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Chrome 126 · Android 14' })).toBeTruthy();
  });

  it('says when removing all fails', async () => {
    await signInElsewhere();
    await api.signIn();
    api.fail(/^\/user\/all$/, 404);
    await renderPartnerScreen(ConnectedDevicesScreen, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Remover Todos' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Erro ao excluir todos os dispositivos.')).toBeTruthy();
  });

  it('needs the network: offline it shows the offline screen', async () => {
    await api.signIn();
    api.setOnline(false);
    await renderPartnerScreen(ConnectedDevicesScreen, PATH);
    expect(screen.getByRole('heading', { name: 'Você está offline' })).toBeTruthy();
  });

  it('tells a guest that only the account holder manages devices, without asking the server', async () => {
    await api.signIn({ username: 'convidado.paula', code: '592746' });
    await renderPartnerScreen(ConnectedDevicesScreen, PATH);
    expect(screen.getByText('Somente o titular da conta pode gerenciar os dispositivos conectados.')).toBeTruthy();
    expect(api.calls().filter((c) => c.includes('/user/devices'))).toEqual([]);
  });
});
