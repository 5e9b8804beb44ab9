import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo, Socket } from 'node:net';

/** Node's own refusals, answered before the app sees the request, with the API's JSON body in Portuguese. */
const REFUSALS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'O endereço ou os cabeçalhos da requisição são grandes demais.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'A requisição é grande demais.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'A requisição demorou demais. Tente novamente.'],
};
const BAD_REQUEST: [number, string, string] = [400, 'Bad Request', 'Requisição inválida.'];

/** The raw HTTP answer to a request Node refused to parse: what its default would send, with a JSON body. */
function refusalResponse(code: string | undefined): string {
  const [status, reason, message] = (code && REFUSALS[code]) || BAD_REQUEST;
  const body = JSON.stringify({ message });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

function answerClientError(error: NodeJS.ErrnoException, socket: Socket & { _httpMessage?: { headersSent?: boolean } }): void {
  // As Node's default: answer only when nothing of a response went out on this socket yet.
  if (error.code !== 'ECONNRESET' && socket.writable && !socket._httpMessage?.headersSent) socket.write(refusalResponse(error.code));
  socket.destroy(error);
}

/**
 * The API on Node's HTTP server. Idle kept-alive connections close after 65 s instead of Node's 5 s: a client that
 * reuses one just as the server closes it gets ECONNRESET (an end-to-end test's API call did, 5 s after its last one).
 */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  address: { port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
): ServerType {
  const server = serve({ fetch, port: address.port, hostname: address.hostname }, onListening);
  server.on('clientError', answerClientError);
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  return server;
}
