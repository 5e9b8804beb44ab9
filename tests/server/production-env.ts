// Shared by the server tests and the end-to-end production start (no test runner imported here).

/** A production start: the links' origin, a transport for every channel signup and recovery send on, the PIX webhook's secret. */
export const PRODUCTION_ENV: Record<string, string> = {
  APP_ENV: 'production',
  PUBLIC_ORIGIN: 'https://balcao.example',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'Balcão <nao-responda@balcao.example>',
  WHATSAPP_TOKEN: 'token-de-teste',
  WHATSAPP_PHONE_NUMBER_ID: '100200300',
  WHATSAPP_TEMPLATE: 'balcao_mensagem',
  SMS_API_TOKEN: 'token-de-teste',
  SMS_FROM: 'balcao',
  PIX_WEBHOOK_SECRET: 'segredo-do-webhook-pix-de-producao-0123456789',
};
