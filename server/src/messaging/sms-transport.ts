import type { SmsConfig } from './messaging-config';
import { internationalPhone, postToProvider } from './http-provider';
import type { Transport } from './transport';

/** SMS through Zenvia's API v2 (POST /v2/channels/sms/messages, token in X-API-TOKEN). */
export function smsTransport(config: SmsConfig): Transport {
  return {
    async deliver(message) {
      const answer = (await postToProvider(config.apiUrl, { 'X-API-TOKEN': config.token }, {
        from: config.from,
        to: internationalPhone(message.recipient),
        contents: [{ type: 'text', text: message.text }],
      })) as { id?: unknown } | null;
      return { providerId: typeof answer?.id === 'string' ? answer.id : null };
    },
  };
}
