import nodemailer from 'nodemailer';
import type { SmtpConfig } from './messaging-config';
import { DeliveryError, PROVIDER_TIMEOUT_MS, type Transport } from './transport';

export const EMAIL_SUBJECT = 'Mensagem do Balcão';

/** SMTP answers 5xx for what cannot succeed (unknown mailbox, refused sender); a failed login is configuration, fixed by the operator. */
function deliveryError(error: unknown): DeliveryError {
  const { responseCode, code, message } = error as { responseCode?: number; code?: string; message?: string };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && code !== 'EAUTH';
  return new DeliveryError(String(message ?? error).slice(0, 300), permanent);
}

/**
 * E-mail over SMTP (SMTP_URL: smtp:// with STARTTLS when offered, or smtps://). The Message-ID is made from the
 * message's id: a repeat after a crash mid-send carries the same one, so receiving servers and readers can tell.
 */
export function smtpTransport(config: SmtpConfig): Transport {
  const mailer = nodemailer.createTransport({
    url: config.url,
    connectionTimeout: PROVIDER_TIMEOUT_MS / 3,
    greetingTimeout: PROVIDER_TIMEOUT_MS / 3,
    socketTimeout: PROVIDER_TIMEOUT_MS,
  });
  const domain = config.from.replace(/^.*@/, '').replace(/>.*$/, '');
  return {
    async deliver(message) {
      const sending = mailer.sendMail({
        from: config.from,
        to: message.recipient,
        subject: EMAIL_SUBJECT,
        text: message.text,
        messageId: `<balcao-message-${message.id}@${domain}>`,
      });
      // nodemailer's timeouts are per step (connect, greeting, an idle socket): this bounds the whole exchange.
      const deadline = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
      const timedOut = new Promise<never>((_, reject) => deadline.addEventListener('abort', () => reject(deadline.reason), { once: true }));
      try {
        const info = await Promise.race([sending, timedOut]);
        return { providerId: info.messageId };
      } catch (error) {
        throw deliveryError(error);
      }
    },
  };
}
