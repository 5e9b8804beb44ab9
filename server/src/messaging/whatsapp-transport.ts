import type { WhatsappConfig } from './messaging-config';
import { internationalPhone, postToProvider } from './http-provider';
import type { Transport } from './transport';

/**
 * WhatsApp through the WhatsApp Business Cloud API. A business may start a conversation only with an approved template:
 * WHATSAPP_TEMPLATE has one body parameter ({{1}}), which carries the whole text with its link or code.
 */
export function whatsappTransport(config: WhatsappConfig): Transport {
  const url = `${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    async deliver(message) {
      const answer = (await postToProvider(url, { Authorization: `Bearer ${config.token}` }, {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: internationalPhone(message.recipient),
        type: 'template',
        template: {
          name: config.template,
          language: { code: config.language },
          components: [{ type: 'body', parameters: [{ type: 'text', text: message.text }] }],
        },
        // Returned in Meta's status webhooks: a repeat after a crash mid-send can be told apart.
        biz_opaque_callback_data: `balcao-message-${message.id}`,
      })) as { messages?: { id?: unknown }[] } | null;
      const id = answer?.messages?.[0]?.id;
      return { providerId: typeof id === 'string' ? id : null };
    },
  };
}
