// The HTML of /dev/replays: the recorded sessions as a list, and one session played by rrweb's own Replayer.
import type { StoredReplay } from '../db/queries/session-replays';
import { escapeHtml } from '../http/escape-html';

function page(title: string, body: string, head = ''): string {
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${head}</head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

const LIST_TITLE = 'Gravações de sessão (desenvolvimento)';

export function replayListPage(replays: StoredReplay[]): string {
  const items = replays
    .map(
      (replay) =>
        `<li><article><h2><a href="/dev/replays/${replay.id}">Sessão ${replay.id} de ${escapeHtml(replay.username)}</a></h2>` +
        `<p>Cliente ${replay.customerId} · ${replay.eventCount} eventos · de <time datetime="${replay.startedAt}">${replay.startedAt}</time>` +
        ` a <time datetime="${replay.updatedAt}">${replay.updatedAt}</time></p></article></li>`,
    )
    .join('');
  const body = replays.length ? `<ol>${items}</ol>` : '<p>Nenhuma sessão gravada.</p>';
  return page(
    LIST_TITLE,
    '<p>Sessões que o app gravou (metade das sessões, com textos de campos, cartões, códigos, preços e totais mascarados), ' +
      `da mais recente para a mais antiga. Guardadas por 30 dias. JSON em <a href="/api/ecommerce/dev/replays">/api/ecommerce/dev/replays</a>.</p>${body}`,
  );
}

/** The player: rrweb's UMD build and play.js (the page's CSP allows only the origin's own scripts). */
export function replayPlayerPage(replay: StoredReplay): string {
  return page(
    `Sessão ${replay.id} de ${replay.username}`,
    `<p><a href="/dev/replays">Todas as sessões</a> · ${replay.eventCount} eventos</p>` +
      `<p><button type="button" id="replay-again">Reproduzir de novo</button></p><div id="player" data-replay-id="${replay.id}"></div>` +
      '<script src="/dev/replays/assets/rrweb.js"></script><script src="/dev/replays/assets/play.js"></script>',
    '<link rel="stylesheet" href="/dev/replays/assets/rrweb.css">',
  );
}

/** Fetches the session's events from the JSON route and plays them; the button starts again. */
export const PLAY_SCRIPT = `(async () => {
  const root = document.getElementById('player');
  const response = await fetch('/api/ecommerce/dev/replays?id=' + root.dataset.replayId);
  const [replay] = await response.json();
  if (!replay || replay.events.length < 2) { root.textContent = 'Esta sessão ainda não tem eventos para reproduzir.'; return; }
  const replayer = new rrweb.Replayer(replay.events, { root, mouseTail: false });
  replayer.iframe.title = 'Reprodução da sessão';
  replayer.play();
  document.getElementById('replay-again').addEventListener('click', () => replayer.play(0));
})();
`;
