// Requests Node's HTTP parser refuses before the app sees them get the API's JSON body in Portuguese.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerType } from '@hono/node-server';
import { listen } from '../../server/src/http/node-server';
import { answerProblems } from './helpers';

let server: ServerType;
let port: number;

beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const started = listen(() => new Response('ok'), { port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawRequest(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

const asResponse = ({ status, body }: { status: number; body: string }) => new Response(body, { status });

describe('Node refusals', () => {
  it('answers headers over the limit with 431 and a JSON message', async () => {
    const answer = await rawRequest(`GET /api/ecommerce/user/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(answer.body)).toEqual({ message: 'O endereço ou os cabeçalhos da requisição são grandes demais.' });
  });

  it('answers a URL over the limit with 431 and a JSON message', async () => {
    const answer = await rawRequest(`GET /api/ecommerce/purchase/search?filter=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(await answerProblems(asResponse(answer), 'long URL')).toEqual([]);
  });

  it('answers a request it cannot parse with 400 and a JSON message', async () => {
    const answer = await rawRequest('NOT AN HTTP REQUEST\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Requisição inválida.' });
  });
});
