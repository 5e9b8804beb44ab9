import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { startMessageWorker } from '../../server/src/messaging/message-worker';
import { sendMessage } from '../../server/src/messaging/send-message';
import { DeliveryError, type Transport } from '../../server/src/messaging/transport';
import { testConfig, TODAY, useServer } from './helpers';

const s = useServer();

async function send(recipient: string, text: string, channel: 'whatsapp' | 'sms' | 'email' = 'whatsapp') {
  await sendMessage(s.db, { recipient, channel, text }, TODAY);
}

describe('development inbox', () => {
  it('GET /dev/messages lists the messages sent, newest first, and one recipient on request', async () => {
    await send('11987654321', 'Seu código de acesso: 123456');
    await send('21998765432', 'Ative seu cadastro: http://localhost/ativacao/ativar-usuario?token=abc', 'sms');
    await send('11987654321', 'Seu código de redefinição: 654321');

    const all = (await (await s.app.request('/dev/messages')).json()) as { text: string }[];
    expect(all.map((message: { text: string }) => message.text)).toEqual([
      'Seu código de redefinição: 654321',
      'Ative seu cadastro: http://localhost/ativacao/ativar-usuario?token=abc',
      'Seu código de acesso: 123456',
    ]);
    const one = await (await s.app.request('/dev/messages?recipient=21998765432')).json();
    expect(one).toEqual([
      expect.objectContaining({ recipient: '21998765432', channel: 'sms', createdAt: TODAY.toISOString() }),
    ]);
  });

  it('/dev/inbox is a plain page whose links can be followed and whose text is never markup', async () => {
    await send('11987654321', 'Olá <b>Ana</b>, ative: http://localhost/ativacao/ativar-usuario?token=abc');
    const page = await s.app.request('/dev/inbox');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Olá &#60;b&#62;Ana&#60;/b&#62;');
    expect(html).toContain('<a href="http://localhost/ativacao/ativar-usuario?token=abc">');
    expect(html).toContain('WhatsApp para 11987654321');
  });

  it('/dev/inbox is readable: styled, times in São Paulo, long links wrapped, and it loads its refresh script', async () => {
    await send('11987654321', `Ative: http://localhost/ativacao/ativar-usuario?token=${'a'.repeat(120)}`);
    const html = await (await s.app.request('/dev/inbox')).text();
    // TODAY is 12:00 UTC, 09:00 in São Paulo
    expect(html).toContain(`<time datetime="${TODAY.toISOString()}">02/06/2025 09:00</time>`);
    expect(html).toContain('no horário de São Paulo');
    expect(html).toMatch(/\.text \{[^}]*overflow-wrap: anywhere/);
    expect(html).toContain('<script src="/dev/inbox.js" defer></script>');
    const script = await s.app.request('/dev/inbox.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("getElementById('messages')");
  });

  it("shows each message's delivery state: in the inbox only, waiting, waiting again after an error, sent, failed", async () => {
    const whatsapp: Transport = {
      async deliver({ text }) {
        if (text === 'recusada') throw new DeliveryError('HTTP 400: número inválido', true);
        if (text === 'adiada') throw new DeliveryError('HTTP 503', false);
        return { providerId: 'wamid.1' };
      },
    };
    for (const text of ['enviada', 'recusada', 'adiada']) await send('11987654321', text);
    await send('compras@loja.example', 'sem transporte', 'email');
    const worker = startMessageWorker({ db: s.db, clock: s.clock, transports: { whatsapp }, pollMs: 0 });
    await worker.drain();
    await worker.stop();
    await send('11987654321', 'na fila');

    const states = Object.fromEntries(
      ((await (await s.app.request('/dev/messages')).json()) as { text: string; status: string }[]).map((m) => [m.text, m.status]),
    );
    expect(states).toEqual({ enviada: 'sent', recusada: 'failed', adiada: 'pending', 'sem transporte': 'inbox', 'na fila': 'pending' });
    const html = await (await s.app.request('/dev/inbox')).text();
    const shown = [...html.matchAll(/<p class="state">([^<]*)<\/p><p class="text">([^<]*)<\/p>/g)].map(([, state, text]) => [text, state]);
    expect(Object.fromEntries(shown)).toEqual({
      'na fila': 'Aguardando envio',
      'sem transporte': 'Na caixa de desenvolvimento',
      adiada: 'Aguardando nova tentativa (1 falha: HTTP 503)',
      recusada: 'Falhou: HTTP 400: número inválido',
      enviada: 'Enviada em 02/06/2025 09:00',
    });
  });

  it('answers a bad limit with a 400 in Portuguese', async () => {
    const res = await s.app.request('/dev/messages?limit=abc');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Limite inválido.');
  });

  it('does not exist without DEV_ROUTES', async () => {
    const app = createApp({ db: s.db, config: testConfig({ DEV_ROUTES: '0' }), clock: s.clock });
    expect((await app.request('/dev/messages')).status).not.toBe(200);
    expect(await (await app.request('/dev/inbox')).text()).not.toContain('Caixa de mensagens');
  });
});
