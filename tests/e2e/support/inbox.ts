// The development inbox (/dev/messages): where e2e tests read the codes and links that production sends by
// WhatsApp, SMS or e-mail.
import { expect, type APIRequestContext } from '@playwright/test';

export interface InboxMessage {
  id: number;
  recipient: string;
  channel: 'whatsapp' | 'sms' | 'email';
  text: string;
  createdAt: string;
}

/** The newest message to `recipient` whose text matches `pattern`, waited for; returns the pattern's match. */
export async function awaitMessage(request: APIRequestContext, recipient: string, pattern: RegExp): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/dev/messages?recipient=${encodeURIComponent(recipient)}`)).json()) as InboxMessage[];
      found = messages.map((message) => message.text.match(pattern)).find((match) => match !== null) ?? null;
      return found !== null;
    }, { message: `a message to ${recipient} matching ${pattern}` })
    .toBe(true);
  return found!;
}
