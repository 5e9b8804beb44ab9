// The development inbox's HTML page: readable on a phone, times in São Paulo, and kept current by a small script
// that asks for the same page again and swaps the list, so the reader's scroll and selection survive.
import { formatDateTime } from '../../../src/domain/format';
import type { StoredMessage } from '../db/queries/messages';
import { escapeHtml } from '../http/escape-html';

const CHANNEL_NAMES = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'E-mail' } as const;

/** Where the message is: kept here only, waiting for its worker (again, after an error), delivered, or given up. */
export function deliveryState(message: StoredMessage): string {
  switch (message.status) {
    case 'inbox':
      return 'Na caixa de desenvolvimento';
    case 'pending':
      return message.lastError ? `Aguardando nova tentativa (${message.attempts} falha${message.attempts === 1 ? '' : 's'}: ${message.lastError})` : 'Aguardando envio';
    case 'sending':
      return 'Enviando';
    case 'sent':
      return `Enviada em ${formatDateTime(message.sentAt ?? message.createdAt)}`;
    case 'failed':
      return `Falhou: ${message.lastError ?? 'erro desconhecido'}`;
  }
}
export const INBOX_REFRESH_MS = 3000;

const STYLE = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a2233; background: #f3f5f9; }
main { max-width: 46rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.4rem; margin: 0 0 .25rem; color: #0d2c5a; }
ol { list-style: none; margin: 1rem 0 0; padding: 0; display: grid; gap: .75rem; }
article { background: #fff; border: 1px solid #d5dbe6; border-radius: 8px; padding: .75rem 1rem; }
h2 { font-size: 1rem; margin: 0; overflow-wrap: anywhere; }
article p { margin: .25rem 0 0; }
time { color: #4a5568; font-size: .875rem; }
.state { font-size: .875rem; font-weight: 600; overflow-wrap: anywhere; }
.text { margin: .5rem 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
a { color: #0b4fb3; }
`;

// Served as its own file: the Content-Security-Policy allows scripts from this origin only.
export const INBOX_SCRIPT = `(() => {
  const list = () => document.getElementById('messages');
  async function refresh() {
    try {
      const res = await fetch(location.href, { cache: 'no-store' });
      if (!res.ok) return;
      const next = new DOMParser().parseFromString(await res.text(), 'text/html').getElementById('messages');
      const current = list();
      if (!next || !current || next.innerHTML === current.innerHTML) return;
      const height = document.documentElement.scrollHeight;
      current.innerHTML = next.innerHTML;
      // Newer messages come first: a reader scrolled down keeps the messages they were reading in view.
      if (window.scrollY > 0) window.scrollBy(0, document.documentElement.scrollHeight - height);
    } catch {
      // offline or the server restarting: the next round tries again
    }
  }
  setInterval(refresh, ${INBOX_REFRESH_MS});
})();
`;

/** Links in a message become clickable, so a person trying the demo can follow an activation link. */
function linkified(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function messageItem(message: StoredMessage): string {
  return (
    `<li><article><h2>${CHANNEL_NAMES[message.channel]} para ${escapeHtml(message.recipient)}</h2>` +
    `<p><time datetime="${message.createdAt}">${formatDateTime(message.createdAt)}</time></p>` +
    `<p class="state">${escapeHtml(deliveryState(message))}</p>` +
    `<p class="text">${linkified(message.text)}</p></article></li>`
  );
}

export function inboxPage(messages: StoredMessage[]): string {
  const list = messages.length ? messages.map(messageItem).join('') : '<li>Nenhuma mensagem enviada.</li>';
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Caixa de mensagens (desenvolvimento)</title>' +
    `<style>${STYLE}</style><script src="/dev/inbox.js" defer></script></head>` +
    '<body><main><h1>Caixa de mensagens (desenvolvimento)</h1>' +
    '<p>Mensagens enviadas por WhatsApp, SMS ou e-mail e o estado de entrega de cada uma, da mais recente para a mais antiga, ' +
    `no horário de São Paulo. A lista se atualiza sozinha a cada ${INBOX_REFRESH_MS / 1000} segundos.</p>` +
    `<ol id="messages">${list}</ol></main></body></html>`
  );
}
