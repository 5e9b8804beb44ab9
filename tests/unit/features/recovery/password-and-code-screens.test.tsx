// The reset-password and change-access-code screens against the real API in-process.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeAccessCodeScreen } from '../../../../src/features/recovery/change-access-code-screen';
import { ResetPasswordScreen } from '../../../../src/features/recovery/reset-password-screen';
import { useRealApi } from '../../support/real-api';
import { renderWithRouter } from '../../app/render-with-router';

const api = useRealApi();

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const boxes = (label: string) => screen.getAllByRole('textbox', { name: new RegExp(`^${label}, dígito`) });

describe('ResetPasswordScreen', () => {
  it('without a reset_token says so and the submit fails without calling the server', async () => {
    await renderWithRouter(ResetPasswordScreen, '/redefinir-senha');
    expect(screen.getByRole('alert').textContent).toBe('Link de redefinição inválido. Peça um novo código para redefinir sua senha.');
    fireEvent.change(field('Nova senha'), { target: { value: 'senha boa 123' } });
    fireEvent.change(field('Confirmação da nova senha'), { target: { value: 'senha boa 123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar' })));
    expect(api.calls()).toEqual([]);
  });

  it('keeps Confirmar disabled while the two differ, and warns above 64 characters', async () => {
    await renderWithRouter(ResetPasswordScreen, '/redefinir-senha?reset_token=abc');
    fireEvent.change(field('Nova senha'), { target: { value: 'senha boa 123' } });
    fireEvent.change(field('Confirmação da nova senha'), { target: { value: 'senha boa 12' } });
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveProperty('disabled', true);
    expect(screen.queryByText('Você atingiu o limite de caracteres')).toBeNull();
    fireEvent.change(field('Nova senha'), { target: { value: 'x'.repeat(65) } });
    expect(screen.getByText('Você atingiu o limite de caracteres')).toBeTruthy();
  });

  it('after the reset, leaves the login a note to open in password mode for this user', async () => {
    localStorage.setItem('recoveryRequest', JSON.stringify({ username: 'esqueci.codigo' }));
    api.fail(/\/authentication\/forgot\/reset$/, { status: 200, body: { message: 'Dados atualizados.' } });
    const { router } = await renderWithRouter(ResetPasswordScreen, '/redefinir-senha?reset_token=abc');
    fireEvent.change(field('Nova senha'), { target: { value: 'Flores2026' } });
    fireEvent.change(field('Confirmação da nova senha'), { target: { value: 'Flores2026' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('passwordResetFor')).toBe('esqueci.codigo');
  });

  it('shows the server message for a used or unknown token', async () => {
    await renderWithRouter(ResetPasswordScreen, '/redefinir-senha?reset_token=abc');
    fireEvent.change(field('Nova senha'), { target: { value: 'senha boa 123' } });
    fireEvent.change(field('Confirmação da nova senha'), { target: { value: 'senha boa 123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar' })));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Link de redefinição expirado ou já utilizado. Peça um novo código para redefinir sua senha.',
    );
  });
});

describe('ChangeAccessCodeScreen', () => {
  const USER = { username: 'novo.codigo', code: '649301' };

  async function submitCodes(first: string, second: string, current = USER.code) {
    fireEvent.change(field('Código de acesso atual ou senha'), { target: { value: current } });
    fireEvent.change(boxes('Novo código de acesso')[0], { target: { value: first } });
    fireEvent.change(boxes('Confirmar código de acesso')[0], { target: { value: second } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Alterar Código' })));
  }

  it('refuses different codes before calling the server', async () => {
    await api.signIn(USER);
    await renderWithRouter(ChangeAccessCodeScreen, '/alterar-codigo-acesso');
    await submitCodes('580317', '580318');
    expect(screen.getByRole('alert').textContent).toBe('Os códigos não coincidem, tente novamente!');
    expect(api.calls().filter((call) => call.includes('change-access-code'))).toEqual([]);
  });

  it('shows the server message for a trivial code', async () => {
    await api.signIn(USER);
    await renderWithRouter(ChangeAccessCodeScreen, '/alterar-codigo-acesso');
    await submitCodes('111111', '111111');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este código é fácil de adivinhar. Evite números repetidos ou em sequência (como 111111 ou 123456).',
    );
  });

  it('defines the code, saying so, and the new code signs in', async () => {
    await api.signIn(USER);
    await renderWithRouter(ChangeAccessCodeScreen, '/alterar-codigo-acesso');
    await submitCodes('580317', '580317');
    expect(await screen.findByText('Código de acesso definido com sucesso!', {}, { timeout: 5000 })).toBeTruthy();
    const login = await api.server.app.request('/api/ecommerce/authentication', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', deviceId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6' },
      body: JSON.stringify({ username: USER.username, password: '580317', keepConnected: true }),
    });
    expect(login.status).toBe(200);
  });

  it('asks for the current code: without it or with a wrong one the server\'s message shows and nothing changes', async () => {
    await api.signIn(USER);
    await renderWithRouter(ChangeAccessCodeScreen, '/alterar-codigo-acesso');
    expect(screen.getByText('Se você redefiniu sua senha há poucos minutos, pode deixar em branco.')).toBeTruthy();
    await submitCodes('580317', '580317', '');
    expect((await screen.findByRole('alert')).textContent).toBe('Informe seu código de acesso atual (ou sua senha).');
    await submitCodes('580317', '580317', '000000');
    expect((await screen.findByText('Código de acesso atual ou senha incorretos.')).getAttribute('role')).toBe('alert');
    expect(field('Código de acesso atual ou senha').getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });

  it('opens the app after a code defined from the sign-in\'s warning', async () => {
    await api.signIn(USER);
    const { router } = await renderWithRouter(ChangeAccessCodeScreen, '/alterar-codigo-acesso?entrada=true');
    await submitCodes('580317', '580317');
    expect(await screen.findByText('Código de acesso definido com sucesso!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/parceiro'));
  });

  it('says it needs the connection when offline', async () => {
    await api.signIn(USER);
    api.setOnline(false);
    await renderWithRouter(ChangeAccessCodeScreen, '/alterar-codigo-acesso');
    expect(screen.getByRole('heading', { name: 'Você está offline' })).toBeTruthy();
  });
});
