import type { MessagingConfig } from './messaging-config';
import { smsTransport } from './sms-transport';
import { smtpTransport } from './smtp-transport';
import type { Transports } from './transport';
import { whatsappTransport } from './whatsapp-transport';

/** One transport per configured channel; a channel without one keeps its messages in the development inbox. */
export function messageTransports(config: MessagingConfig): Transports {
  return {
    ...(config.email && { email: smtpTransport(config.email) }),
    ...(config.whatsapp && { whatsapp: whatsappTransport(config.whatsapp) }),
    ...(config.sms && { sms: smsTransport(config.sms) }),
  };
}
