// Standard Webhooks signatures (https://www.standardwebhooks.com): `webhook-signature: v1,<base64 HMAC-SHA256 of
// "<webhook-id>.<webhook-timestamp>.<body>">`, keyed by the bytes of the endpoint's `whsec_<base64>` secret.
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint's salt: all the database keeps of its secret. */
export function newSecretSalt(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The endpoint's secret key: HMAC-SHA256 of its salt under the server's signing key. Kept nowhere: the server derives
 * it for each signature, so the database alone (a backup, a leaked dump) cannot sign a webhook.
 */
export function endpointSecretKey(signingKey: string, salt: string): Buffer {
  return createHmac('sha256', signingKey).update(`balcao-webhook-endpoint:${salt}`).digest();
}

/** The secret as the partner's receiver configures it, shown once at creation. */
export function endpointSecretText(key: Buffer): string {
  return `${SECRET_PREFIX}${key.toString('base64')}`;
}

export type SignedHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/** The three headers of one attempt; `at`: when it is sent (the receiver checks it is recent). */
export function signedHeaders(key: Buffer, id: string, at: Date, body: string): SignedHeaders {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
