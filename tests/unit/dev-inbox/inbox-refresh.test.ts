// The development inbox's page script (served as /dev/inbox.js), run in a browser-like document: the list
// follows the server without a reload, and a reader scrolled down keeps the messages in view.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INBOX_REFRESH_MS, INBOX_SCRIPT, inboxPage } from '../../../server/src/routes/dev-inbox-page';
import type { StoredMessage } from '../../../server/src/db/queries/messages';

function message(id: number, text: string): StoredMessage {
  const createdAt = '2025-06-02T12:00:00.000Z';
  return { id, recipient: '11987654321', channel: 'whatsapp', text, createdAt, status: 'inbox', attempts: 1, nextAttemptAt: null, lastError: null, sentAt: null, providerId: null };
}

const first = message(1, 'Seu código de acesso: 123456');
const second = message(2, 'Seu código de redefinição: 654321');

// Into the document's own head and body: Testing Library's `screen`, loaded once per worker, keeps that body.
function showPage(messages: StoredMessage[]) {
  const page = new DOMParser().parseFromString(inboxPage(messages), 'text/html');
  document.head.replaceChildren(...page.head.childNodes);
  document.body.replaceChildren(...page.body.childNodes);
}

function texts(): string[] {
  return [...document.querySelectorAll('#messages .text')].map((node) => node.textContent ?? '');
}

describe('the development inbox refreshes by itself', () => {
  let served: StoredMessage[];

  beforeEach(() => {
    vi.useFakeTimers();
    served = [first];
    vi.stubGlobal('fetch', vi.fn(async () => new Response(inboxPage(served), { headers: { 'Content-Type': 'text/html' } })));
    showPage(served);
    new Function(INBOX_SCRIPT)();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows a new message a few seconds after it is sent, without reloading the page', async () => {
    const heading = document.querySelector('h1');
    served = [second, first];
    await vi.advanceTimersByTimeAsync(INBOX_REFRESH_MS);
    await vi.waitFor(() => expect(texts()).toEqual([second.text, first.text]));
    expect(document.querySelector('h1')).toBe(heading);
  });

  it('keeps a reader scrolled down on the messages they were reading', async () => {
    // each message is 120 px tall: the new one at the top pushes the others down by that much
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => 200 + 120 * document.querySelectorAll('#messages li').length);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    served = [second, first];
    await vi.advanceTimersByTimeAsync(INBOX_REFRESH_MS);
    await vi.waitFor(() => expect(texts()).toHaveLength(2));
    expect(scrollBy).toHaveBeenCalledWith(0, 120);
    delete (window as { scrollY?: number }).scrollY;
  });
});
