// A partner's webhook receiver on a local port: it verifies each request's signature with the Standard Webhooks
// reference library (npm `standardwebhooks`) and answers as told; it can be taken down and brought back on its port.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  headers: Record<string, string>;
  body: string;
  /** what the reference library made of the request: the parsed payload, or why it refused it */
  verified: { type: string; timestamp: string; data: any } | { error: string };
}

export interface Receiver {
  url: string;
  received: Received[];
  /** the secret the endpoint's creation answered */
  useSecret(secret: string): void;
  /** the status of every answer from now on (200 by default) and optional headers and body */
  answer(status: number, options?: { headers?: Record<string, string>; body?: string; delayMs?: number }): void;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

function headersOf(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
}

/**
 * `now`: the test's clock. The reference library checks the timestamp against Date.now(): the test fakes Date (only
 * Date) and the receiver sets it to the test's clock before verifying, as a receiver living at that moment would.
 */
export async function startReceiver(now: () => Date): Promise<Receiver> {
  let webhook: Webhook | null = null;
  let reply: { status: number; headers?: Record<string, string>; body?: string; delayMs?: number } = { status: 200 };
  const received: Received[] = [];
  let server: Server;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', async () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const headers = headersOf(req);
          let verified: Received['verified'];
          try {
            vi.setSystemTime(now());
            verified = webhook!.verify(body, headers) as Exclude<Received['verified'], { error: string }>;
          } catch (error) {
            verified = { error: error instanceof Error ? error.message : String(error) };
          }
          received.push({ id: headers['webhook-id'], headers, body, verified });
          const { status, headers: extra, body: text, delayMs } = reply;
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
          res.writeHead('error' in verified ? 401 : status, extra);
          res.end(text ?? '');
        });
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });

  await listen();
  return {
    url: `http://127.0.0.1:${port}/webhooks/balcao`,
    received,
    useSecret: (secret) => {
      webhook = new Webhook(secret);
    },
    answer: (status, options = {}) => {
      reply = { status, ...options };
    },
    down: stop,
    up: listen,
    close: stop,
  };
}
