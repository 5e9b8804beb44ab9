// The validate-code screen against the real API in-process: the code is read where the server sent it.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listMessages } from '../../../../server/src/db/queries/messages';
import { ValidateCodeScreen } from '../../../../src/features/recovery/validate-code-screen';
import { useRealApi } from '../../support/real-api';
import { renderWithRouter } from '../../app/render-with-router';

const api = useRealApi();
const USERNAME = 'esqueci.codigo';
const CONTACT = { method: 'whatsapp', identifier: 'phone-5', value: '(11) 9****-4321' };

async function sendCode(): Promise<string> {
  const res = await api.server.app.request('/api/ecommerce/authentication/password-redefinition/send-code', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: CONTACT.method, identifier: CONTACT.identifier, username: USERNAME }),
  });
  expect(res.status).toBe(200);
  const [message] = await listMessages(api.server.db, { recipient: '11991234321', limit: 1 });
  return message.text.match(/(\d{6})/)![1];
}

function paste(box: HTMLElement, text: string) {
  fireEvent.paste(box, { clipboardData: { getData: () => text } });
}

const boxes = () => screen.getAllByRole('textbox', { name: /Código de verificação, dígito/ });

beforeEach(() => {
  localStorage.setItem('recoveryRequest', JSON.stringify({ username: USERNAME, contact: CONTACT }));
});

afterEach(() => vi.useRealTimers());

describe('ValidateCodeScreen', () => {
  it('takes a pasted code into the six boxes and opens the reset with the token', async () => {
    const code = await sendCode();
    const { router } = await renderWithRouter(ValidateCodeScreen, '/redefinicao/validar-codigo');
    paste(boxes()[2], code);
    expect(boxes().map((box) => (box as HTMLInputElement).value).join('')).toBe(code);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuar' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/redefinir-senha'));
    expect(String((router.state.location.search as { reset_token?: unknown }).reset_token)).toMatch(/^[\w-]{43}$/);
    expect(await screen.findByText('Código validado com sucesso!')).toBeTruthy();
  });

  it('shows the server message for a wrong code', async () => {
    const code = await sendCode();
    await renderWithRouter(ValidateCodeScreen, '/redefinicao/validar-codigo');
    paste(boxes()[0], code === '000000' ? '000001' : '000000');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuar' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Código incorreto. Você ainda tem 4 tentativas.');
  });

  it('keeps the resend disabled with an mm:ss countdown that survives a reload, then allows it', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    localStorage.setItem('verificationTimer', String(Date.now() - 30_000));
    const first = await renderWithRouter(ValidateCodeScreen, '/redefinicao/validar-codigo');
    expect(screen.getByRole('button', { name: 'Receber código novamente em 01:30' })).toHaveProperty('disabled', true);
    first.unmount();
    await act(async () => vi.advanceTimersByTime(29_000));
    await renderWithRouter(ValidateCodeScreen, '/redefinicao/validar-codigo');
    expect(screen.getByRole('button', { name: 'Receber código novamente em 01:01' })).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('button', { name: 'Receber código novamente' })).toHaveProperty('disabled', false);
  });

  it('sends the code again to the same contact and counts again', async () => {
    await renderWithRouter(ValidateCodeScreen, '/redefinicao/validar-codigo');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Receber código novamente' })));
    expect(await screen.findByText('Sucesso! Foi enviado um código em seu WhatsApp')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Receber código novamente em 0[12]:\d\d$/ })).toHaveProperty('disabled', true);
    expect(await listMessages(api.server.db, { recipient: '11991234321', limit: 5 })).toHaveLength(1);
  });
});
