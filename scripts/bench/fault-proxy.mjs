// A bad network between the browser and the server, for the e2e tests (tests/e2e/bad-network.spec.ts) and the
// durability run: an HTTP proxy whose origin the page opens, passing each request to the server or answering it as
// lie-fi does. Faults:
//   'pass'    forwarded
//   'hang'    held, not forwarded, until the browser gives up or the network comes back (a fault other than 'hang' is
//             set): then forwarded, as TCP delivers a stalled request once packets flow again
//   'html503' a proxy's 503 HTML page, not forwarded
//   'portal'  a captive portal's 200 HTML page, not forwarded
//   'reset'   the connection reset, not forwarded
//   'lost'    forwarded, the server answers in full, and the connection is closed before any of it reaches the browser
//   { delay } forwarded after `delay` ms
// `set(fault, match)` applies a fault (or a list of them, taken in turn, one per request) to every request `match`
// accepts from then on (the others pass); `once(fault, match)` to the next request `match` accepts, before that.
import { request as forward, createServer } from 'node:http';

const HTML_503 = '<!doctype html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>';
const PORTAL =
  '<!doctype html><html><head><title>Wi-Fi grátis</title></head><body><h1>Bem-vindo ao Wi-Fi</h1><form><button>Conectar</button></form></body></html>';

/** The app's API calls: where the tests set faults (its files come from the service worker, its images may come late). */
export const isApiCall = (request) => request.url?.startsWith('/api/') ?? false;

function html(response, status, body) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

/** The request sent on to `target`; `answer(upstream)` gets the server's answer. */
function passOn(target, request, response, answer) {
  const upstream = forward(new URL(request.url, target), { method: request.method, headers: request.headers }, answer);
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
}

function lose(response) {
  const { socket } = response;
  if (socket?.resetAndDestroy) socket.resetAndDestroy();
  else response.destroy();
}

export async function startFaultProxy(target) {
  let standing = ['pass'];
  let standingMatch = () => true;
  let turn = 0;
  const onceRules = [];
  const held = new Set();
  const counts = {};

  function faultFor(request) {
    const index = onceRules.findIndex((rule) => rule.match(request));
    if (index >= 0) return onceRules.splice(index, 1)[0].fault;
    return standingMatch(request) ? standing[turn++ % standing.length] : 'pass';
  }

  const server = createServer((request, response) => {
    const fault = faultFor(request);
    const name = typeof fault === 'object' ? 'delay' : fault;
    counts[name] = (counts[name] ?? 0) + 1;
    if (fault === 'hang') {
      const stalled = { response, resume: () => send() };
      held.add(stalled);
      response.on('close', () => held.delete(stalled));
    } else if (fault === 'html503') {
      html(response, 503, HTML_503);
    } else if (fault === 'portal') {
      html(response, 200, PORTAL);
    } else if (fault === 'reset') {
      lose(response);
    } else if (fault === 'lost') {
      passOn(target, request, response, (upstream) => {
        upstream.resume();
        upstream.on('end', () => lose(response));
      });
    } else if (typeof fault === 'object') {
      setTimeout(send, fault.delay);
    } else {
      send();
    }

    function send() {
      passOn(target, request, response, (upstream) => {
        response.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(response);
      });
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    set(fault, match = () => true) {
      standing = Array.isArray(fault) ? fault : [fault];
      standingMatch = match;
      turn = 0;
      if (standing.includes('hang')) return;
      for (const stalled of held) stalled.resume();
      held.clear();
    },
    once(fault, match) {
      onceRules.push({ fault, match });
    },
    /** How many requests met each fault so far. */
    counts: () => ({ ...counts }),
    async close() {
      for (const { response } of held) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
