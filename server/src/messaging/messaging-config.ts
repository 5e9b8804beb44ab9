// Which transport each message channel has, from the environment (README: configuration).
import type { MessageChannel } from '../db/queries/messages';

export interface SmtpConfig {
  url: string;
  from: string;
}
export interface WhatsappConfig {
  token: string;
  phoneNumberId: string;
  apiUrl: string;
  template: string;
  language: string;
}
export interface SmsConfig {
  apiUrl: string;
  token: string;
  from: string;
}
/** null: the channel has no transport, its messages stay in the development inbox */
export interface MessagingConfig {
  email: SmtpConfig | null;
  whatsapp: WhatsappConfig | null;
  sms: SmsConfig | null;
}

type Env = Record<string, string | undefined>;

/** Signup sends by WhatsApp and e-mail; recovery by WhatsApp, SMS (11-digit phones) and e-mail. */
const CHANNELS_SIGNUP_AND_RECOVERY_USE: MessageChannel[] = ['whatsapp', 'sms', 'email'];

const CHANNEL_NAMES: Record<MessageChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'e-mail' };

/** The variables one channel needs; the others have defaults. */
const REQUIRED: Record<MessageChannel, string[]> = {
  email: ['SMTP_URL', 'MAIL_FROM'],
  whatsapp: ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TEMPLATE'],
  sms: ['SMS_API_TOKEN', 'SMS_FROM'],
};

function httpUrl(env: Env, name: string, fallback: string): string {
  const value = (env[name] || fallback).replace(/\/+$/, '');
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`${name} inválida: informe uma URL http(s).`);
  return value;
}

function smtpUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')) {
    throw new Error('SMTP_URL inválida: informe smtp://usuário:senha@servidor:587 ou smtps://usuário:senha@servidor:465.');
  }
  return value;
}

function channel(env: Env, name: MessageChannel): Record<string, string> | null {
  const present = REQUIRED[name].filter((variable) => env[variable]);
  if (present.length === 0) return null;
  const missing = REQUIRED[name].filter((variable) => !env[variable]);
  if (missing.length) throw new Error(`Defina ${missing.join(', ')} junto com ${present.join(', ')}: é o envio por ${CHANNEL_NAMES[name]}.`);
  return env as Record<string, string>;
}

/**
 * A channel is configured when all its variables are, and never half. With APP_ENV=production every channel signup or
 * recovery sends on must have its transport: otherwise nobody could sign up or recover access, and the server refuses
 * to start, naming what is missing.
 */
export function messagingConfig(env: Env, production: boolean): MessagingConfig {
  const email = channel(env, 'email');
  const whatsapp = channel(env, 'whatsapp');
  const sms = channel(env, 'sms');
  const config: MessagingConfig = {
    email: email && { url: smtpUrl(email.SMTP_URL), from: email.MAIL_FROM },
    whatsapp: whatsapp && {
      token: whatsapp.WHATSAPP_TOKEN,
      phoneNumberId: whatsapp.WHATSAPP_PHONE_NUMBER_ID,
      apiUrl: httpUrl(env, 'WHATSAPP_API_URL', 'https://graph.facebook.com/v21.0'),
      template: whatsapp.WHATSAPP_TEMPLATE,
      language: env.WHATSAPP_TEMPLATE_LANGUAGE || 'pt_BR',
    },
    sms: sms && { apiUrl: httpUrl(env, 'SMS_API_URL', 'https://api.zenvia.com/v2/channels/sms/messages'), token: sms.SMS_API_TOKEN, from: sms.SMS_FROM },
  };
  if (production) {
    const missing = CHANNELS_SIGNUP_AND_RECOVERY_USE.filter((name) => !config[name]);
    if (missing.length) {
      const variables = missing.flatMap((name) => REQUIRED[name]);
      throw new Error(
        `Defina ${variables.join(', ')} com APP_ENV=production: cadastro e recuperação de acesso enviam por ` +
          `${missing.map((name) => CHANNEL_NAMES[name]).join(', ')} (missing message transport variables: ${variables.join(', ')}).`,
      );
    }
  }
  return config;
}
