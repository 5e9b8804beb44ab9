import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInResult } from '../../../../src/session/sign-in';
import { LoginScreen } from '../../../../src/features/auth/login-screen';
import { renderWithRouter } from '../../app/render-with-router';

const signIn = vi.fn<(username: string, code: string) => Promise<SignInResult>>();
vi.mock('../../../../src/features/auth/load-sign-in', () => ({
  loadSignIn: async () => ({ signIn: (username: string, code: string) => signIn(username, code) }),
}));

async function renderLogin() {
  const view = await renderWithRouter(LoginScreen, '/login');
  const username = screen.getByPlaceholderText('Digite seu usuário');
  const code = screen.getByLabelText('Código de acesso');
  const submit = screen.getByRole('button', { name: 'Entrar' });
  return { ...view, username, code, submit };
}

/** Entrar: the screen loads the sign-in module first, then calls it and shows the answer. */
async function submitLogin(submit: HTMLElement) {
  const before = signIn.mock.calls.length;
  await act(async () => fireEvent.click(submit));
  await waitFor(() => expect(signIn.mock.calls.length).toBeGreaterThan(before));
  await act(async () => {});
}

async function fillAndSubmit(result: SignInResult) {
  signIn.mockResolvedValueOnce(result);
  const view = await renderLogin();
  fireEvent.change(view.username, { target: { value: 'usuario' } });
  fireEvent.change(view.code, { target: { value: '482915' } });
  await submitLogin(view.submit);
  return view;
}

describe('LoginScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('termsAccepted', 'true');
    signIn.mockReset();
  });

  it('keeps Entrar disabled until the username is filled and the code has 6 characters', async () => {
    const { username, code, submit } = await renderLogin();
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(username, { target: { value: '11222333000181' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(code, { target: { value: '48291' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(code, { target: { value: '482915' } });
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.change(username, { target: { value: '   ' } });
    expect(submit).toHaveProperty('disabled', true);
  });

  it('keeps only digits in the code, at most 6', async () => {
    const { code } = await renderLogin();
    fireEvent.change(code, { target: { value: '48-2915 77' } });
    expect(code).toHaveProperty('value', '482915');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
  });

  it('sends the username trimmed and the code', async () => {
    signIn.mockResolvedValueOnce({ kind: 'ok' });
    const { username, code, submit } = await renderLogin();
    fireEvent.change(username, { target: { value: ' 11.222.333/0001-81 ' } });
    fireEvent.change(code, { target: { value: '482915' } });
    await submitLogin(submit);
    expect(signIn).toHaveBeenCalledWith('11.222.333/0001-81', '482915');
  });

  it('enters partner selection on success', async () => {
    const { router } = await fillAndSubmit({ kind: 'ok' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/parceiro'));
  });

  it('marks the username field for "Usuário e/ou código de acesso inválidos"', async () => {
    const { username, code } = await fillAndSubmit({
      kind: 'invalid',
      message: 'Usuário e/ou código de acesso inválidos',
      field: 'username',
    });
    expect(screen.getByRole('alert').textContent).toBe('Usuário e/ou código de acesso inválidos');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks the code input for "Código de acesso não encontrado"', async () => {
    const { username, code } = await fillAndSubmit({
      kind: 'invalid',
      message: 'Código de acesso não encontrado',
      field: 'code',
    });
    expect(screen.getByRole('alert').textContent).toBe('Código de acesso não encontrado');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(username.getAttribute('aria-invalid')).toBeNull();
  });

  it('falls back to the default message when the server gives none', async () => {
    await fillAndSubmit({ kind: 'invalid', message: '', field: null });
    expect(screen.getByRole('alert').textContent).toBe('Usuário ou código de acesso incorreto!');
  });

  it('asks to try again after a device reset (472)', async () => {
    await fillAndSubmit({ kind: 'device-reset', message: 'Houve um problema ao tentar entrar, tente novamente.' });
    expect(screen.getByRole('alert').textContent).toBe('Houve um problema ao tentar entrar, tente novamente.');
  });

  it('shows the forced change modal on 470', async () => {
    await fillAndSubmit({ kind: 'password-change-required', name: null });
    const dialog = screen.getByRole('dialog', { name: 'Redefinição de senha necessária!' });
    expect(dialog.querySelector('a')?.textContent).toBe('Fale conosco');
    expect(dialog.querySelector('a')?.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(screen.getByRole('button', { name: 'Redefinir senha' })).toBeTruthy();
  });

  it('goes to the access-expired page on 471', async () => {
    const { router } = await fillAndSubmit({ kind: 'access-expired', name: 'PADARIA PAO DOURADO' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/acesso-expirado'));
    // 'Receber Senha' there goes on for this user, greeted by the name the answer gave.
    expect(JSON.parse(localStorage.getItem('recoveryRequest')!)).toEqual({ username: 'usuario', name: 'PADARIA PAO DOURADO' });
  });

  it('shows the password warning and continues with "Lembrar-me depois"', async () => {
    const { router } = await fillAndSubmit({ kind: 'warning', text: 'Sua senha expira em 3 dias.' });
    expect(screen.getByRole('dialog').textContent).toContain('Sua senha expira em 3 dias.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lembrar-me depois' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parceiro'));
  });

  it('leads the warning\'s main action to choosing one\'s own code, still signed in', async () => {
    const { router } = await fillAndSubmit({ kind: 'warning', text: 'Troque sua senha.' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Alterar código de acesso' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/alterar-codigo-acesso'));
    expect(router.state.location.search).toEqual({ entrada: true });
    expect(screen.queryByRole('button', { name: 'Redefinir senha' })).toBeNull();
    expect(localStorage.getItem('recoveryRequest')).toBeNull();
  });

  it('offers the support chat and the new-code link', async () => {
    await renderLogin();
    const chat = screen.getByRole('link', { name: 'Fale conosco!' });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    const newCode = screen.getByRole('link', { name: /Receber novo código de acesso/ });
    expect(newCode.getAttribute('href')).toBe('/esqueci-minha-senha');
  });

  it('sends "Redefinir senha" of the 470 modal to the request-code screen with the username typed', async () => {
    const { router } = await fillAndSubmit({ kind: 'password-change-required', name: null });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Redefinir senha' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/redefinicao/solicitar-codigo'));
    expect(JSON.parse(localStorage.getItem('recoveryRequest')!)).toEqual({ username: 'usuario' });
  });

  it('offers "Usar senha" for letters typed in the code, carrying them into the password', async () => {
    const { code, submit } = await renderLogin();
    fireEvent.change(code, { target: { value: 'Flores2026' } });
    expect(code).toHaveProperty('value', 'Flores2026');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('O código de acesso tem só números. Se você criou uma senha, entre com ela.')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Usar senha' }));
    expect(await screen.findByLabelText('Senha')).toHaveProperty('value', 'Flores2026');
  });

  it('opens in password mode with the username filled after a reset, saying why', async () => {
    localStorage.setItem('passwordResetFor', 'esqueci.codigo');
    await renderWithRouter(LoginScreen, '/login');
    expect(screen.getByPlaceholderText('Digite seu usuário')).toHaveProperty('value', 'esqueci.codigo');
    expect(await screen.findByLabelText('Senha')).toBeTruthy();
    expect((await screen.findByText('Senha redefinida! Entre com seu usuário e a nova senha.')).getAttribute('role')).toBe('status');
    expect(localStorage.getItem('passwordResetFor')).toBeNull();
  });

  describe('password variant', () => {
    async function openPasswordVariant() {
      const view = await renderLogin();
      fireEvent.click(screen.getByRole('button', { name: 'Usar senha' }));
      // The field's code loads with the variant.
      return { ...view, password: await screen.findByLabelText('Senha') };
    }

    it('shows username and password with "ESQUECI MINHA SENHA", and goes back to the code', async () => {
      const { password } = await openPasswordVariant();
      expect(password.getAttribute('type')).toBe('password');
      expect(screen.getByRole('link', { name: 'ESQUECI MINHA SENHA' }).getAttribute('href')).toBe('/esqueci-minha-senha');
      fireEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
      expect(password.getAttribute('type')).toBe('text');
      fireEvent.click(screen.getByRole('button', { name: 'Usar código de acesso' }));
      expect(screen.getByLabelText('Código de acesso')).toBeTruthy();
      expect(screen.queryByLabelText('Senha')).toBeNull();
    });

    it('enables Entrar from 8 characters, sends the password and says "Carregando.." meanwhile', async () => {
      let finish: (result: SignInResult) => void = () => {};
      signIn.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
      const { username, password, submit } = await openPasswordVariant();
      fireEvent.change(username, { target: { value: 'esqueci.codigo' } });
      fireEvent.change(password, { target: { value: '1234567' } });
      expect(submit).toHaveProperty('disabled', true);
      fireEvent.change(password, { target: { value: 'minha senha' } });
      await submitLogin(submit);
      expect(signIn).toHaveBeenCalledWith('esqueci.codigo', 'minha senha');
      expect(submit.textContent).toBe('Carregando..');
      await act(async () => finish({ kind: 'ok' }));
      expect(submit.textContent).toBe('Entrar');
    });

    it('says "E-mail ou senha incorreto!" when the server refuses', async () => {
      signIn.mockResolvedValueOnce({ kind: 'invalid', message: 'Senha incorreta.', field: null });
      const { username, password, submit } = await openPasswordVariant();
      fireEvent.change(username, { target: { value: 'esqueci.codigo' } });
      fireEvent.change(password, { target: { value: 'senha errada' } });
      await submitLogin(submit);
      expect(screen.getByRole('alert').textContent).toBe('E-mail ou senha incorreto!');
    });
  });
});
