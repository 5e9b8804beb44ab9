import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { literalAddress } from './endpoint-url';
import { isPublicAddress } from './public-address';

/** Every attempt has this deadline, from connecting to the end of the answer read; far shorter than a claim's lease. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is read of the receiver's answer (kept as the attempt's error when it is not a 2xx): the rest is dropped. */
const MAX_ANSWER_BYTES = 1024;

export interface Post {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface Answer {
  statusCode: number;
  /** the start of the body, at most MAX_ANSWER_BYTES */
  text: string;
}

const NOT_PUBLIC = 'endereço não público recusado';

/** The DNS lookup of the connection itself refuses a private address: a name cannot point at the local network after the check. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      return callback(Object.assign(new Error(NOT_PUBLIC), { code: 'ENOTPUBLIC' }), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/**
 * POSTs one webhook. A redirect is answered as it comes (never followed); the answer's body is read up to
 * MAX_ANSWER_BYTES; the whole exchange must end within WEBHOOK_TIMEOUT_MS. `allowLocal` false (production): only public
 * addresses, checked on the address actually connected to. Throws when no answer came.
 */
export function postWebhook({ url, headers, body }: Post, allowLocal: boolean): Promise<Answer> {
  const target = new URL(url);
  const address = literalAddress(target.hostname);
  if (!allowLocal && address !== null && !isPublicAddress(address)) return Promise.reject(new Error(NOT_PUBLIC));
  const options: RequestOptions = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), 'User-Agent': 'Balcao-Webhooks/1', ...headers },
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    lookup: allowLocal ? undefined : publicOnlyLookup,
  };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(target, options, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        res.destroy();
        resolve({ statusCode: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, MAX_ANSWER_BYTES) });
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= MAX_ANSWER_BYTES) finish();
      });
      res.on('end', finish);
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
