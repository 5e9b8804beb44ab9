// Which transport each channel gets from the environment, and the production start that refuses to run without one
// for a channel signup or recovery sends on.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/src/config';
import { PRODUCTION_ENV } from './helpers';

const BASE = { JWT_SECRET: 'x' };
const without = (...names: string[]) => Object.fromEntries(Object.entries(PRODUCTION_ENV).filter(([name]) => !names.includes(name)));

describe('message transports in the configuration', () => {
  it('starts in production with a transport for WhatsApp, SMS and e-mail, with the documented defaults', () => {
    const { messaging } = readConfig({ ...BASE, ...PRODUCTION_ENV });
    expect(messaging).toEqual({
      email: { url: 'smtp://127.0.0.1:2525', from: 'Balcão <nao-responda@balcao.example>' },
      whatsapp: { token: 'token-de-teste', phoneNumberId: '100200300', apiUrl: 'https://graph.facebook.com/v21.0', template: 'balcao_mensagem', language: 'pt_BR' },
      sms: { apiUrl: 'https://api.zenvia.com/v2/channels/sms/messages', token: 'token-de-teste', from: 'balcao' },
    });
  });

  it.each([
    ['SMTP_URL', 'MAIL_FROM'],
    ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TEMPLATE'],
    ['SMS_API_TOKEN', 'SMS_FROM'],
  ])('refuses a production start without the transport of a channel signup or recovery uses (%s…), naming its variables', (...names) => {
    expect(() => readConfig({ ...BASE, ...without(...names) })).toThrow(`Defina ${names.join(', ')} com APP_ENV=production`);
  });

  it('names every missing variable at once', () => {
    expect(() => readConfig({ ...BASE, APP_ENV: 'production', PUBLIC_ORIGIN: 'https://balcao.example' })).toThrow(
      'Defina WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TEMPLATE, SMS_API_TOKEN, SMS_FROM, SMTP_URL, MAIL_FROM com APP_ENV=production: ' +
        'cadastro e recuperação de acesso enviam por WhatsApp, SMS, e-mail',
    );
  });

  it('starts in development without any: every channel keeps its messages in the development inbox', () => {
    expect(readConfig(BASE).messaging).toEqual({ email: null, whatsapp: null, sms: null });
  });

  it('refuses a half-configured channel and a malformed URL, in any environment', () => {
    expect(() => readConfig({ ...BASE, SMTP_URL: 'smtp://mail.example:587' })).toThrow('Defina MAIL_FROM junto com SMTP_URL: é o envio por e-mail.');
    expect(() => readConfig({ ...BASE, SMTP_URL: 'http://mail.example', MAIL_FROM: 'a@b.example' })).toThrow(/^SMTP_URL inválida/);
    expect(() => readConfig({ ...BASE, SMS_API_TOKEN: 't', SMS_FROM: 'b', SMS_API_URL: 'ftp://x' })).toThrow(/^SMS_API_URL inválida/);
  });
});
