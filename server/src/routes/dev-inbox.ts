import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../deps';
import { listMessages, type StoredMessage } from '../db/queries/messages';
import { parse } from '../http/errors';

const querySchema = z.object({
  recipient: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number({ error: 'Limite inválido.' }).int('Limite inválido.').min(1, 'Limite inválido.').max(200, 'Limite inválido.').default(50),
});

const CHANNEL_NAMES = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'E-mail' } as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Links in a message become clickable, so a person trying the demo can follow an activation link. */
function linkified(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function inboxPage(messages: StoredMessage[]): string {
  const items = messages
    .map(
      (message) =>
        `<li><article><h2>${CHANNEL_NAMES[message.channel]} para ${escapeHtml(message.recipient)}</h2>` +
        `<p><time datetime="${message.createdAt}">${message.createdAt}</time></p><p>${linkified(message.text)}</p></article></li>`,
    )
    .join('');
  const body = messages.length ? `<ol>${items}</ol>` : '<p>Nenhuma mensagem enviada.</p>';
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Caixa de mensagens (desenvolvimento)</title></head>' +
    `<body><main><h1>Caixa de mensagens (desenvolvimento)</h1><p>Mensagens que produção enviaria por WhatsApp, SMS ou e-mail, da mais recente para a mais antiga.</p>${body}</main></body></html>`
  );
}

/** The development inbox: what production would send by WhatsApp, SMS or e-mail. Mounted only with DEV_ROUTES=1. */
export function devInboxRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/dev/messages', async (c) => {
      const query = parse(querySchema, c.req.query());
      return c.json(await listMessages(db, query));
    })
    .get('/dev/inbox', async (c) => {
      const query = parse(querySchema, c.req.query());
      return c.html(inboxPage(await listMessages(db, query)));
    });
}
