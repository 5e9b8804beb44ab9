// A local stand-in of the WhatsApp Business Cloud API's send endpoint (and of Zenvia's, given its answers): records each
// request it gets and answers the next queued answer (200 with a WhatsApp message id by default). It can be taken down
// (connection refused) and brought back.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** Zenvia's X-API-TOKEN */
  apiToken: string | string[] | undefined;
  contentType: string | undefined;
  body: any;
}

export interface StandIn {
  /** the WHATSAPP_API_URL to configure */
  url: string;
  /** http://127.0.0.1:port, for another provider's paths */
  origin: string;
  requests: ReceivedRequest[];
  answerNext(...answers: { status: number; body: unknown }[]): void;
  down(): Promise<void>;
  up(): Promise<void>;
}

function listenOn(server: Server, port: number): Promise<number> {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

export async function whatsappStandIn(): Promise<StandIn> {
  const requests: ReceivedRequest[] = [];
  const answers: { status: number; body: unknown }[] = [];
  let sent = 0;
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const { authorization, 'x-api-token': apiToken, 'content-type': contentType } = req.headers;
    requests.push({ method: req.method ?? '', path: req.url ?? '', authorization, apiToken, contentType, body: JSON.parse(raw) });
    const answer = answers.shift() ?? { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: `wamid.teste-${++sent}` }] } };
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  const port = await listenOn(server, 0);
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    origin: `http://127.0.0.1:${port}`,
    requests,
    answerNext: (...next) => void answers.push(...next),
    down: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    up: async () => void (await listenOn(server, port)),
  };
}
