import type { Db } from '../db/client';
import { claimDueDeliveries, finishDeliveryAttempt, type AttemptOutcome, type AttemptRecord, type ClaimedDelivery } from '../db/queries/webhook-deliveries';
import type { Clock } from '../deps';
import { GIVE_UP_AFTER_MS, retryDelayMs } from '../messaging/retry-schedule';
import { errorText, startQueueWorker, type QueueWorker } from '../queue/queue-worker';
import { postWebhook, WEBHOOK_TIMEOUT_MS, type Answer, type Post } from './webhook-sender';
import { endpointSecretKey, signedHeaders } from './webhook-signature';

/**
 * How long a claimed delivery is a worker's alone: six times an attempt's deadline, so a live worker always records its
 * outcome first. After it, a delivery whose worker died mid-send is claimed again: that crash is the only way an event
 * can reach an endpoint twice (receivers drop repeats by webhook-id, as Standard Webhooks asks).
 */
export const DELIVERY_LEASE_MS = 6 * WEBHOOK_TIMEOUT_MS;
const BATCH = 20;
const POLL_MS = 15_000;

export type WebhookWorker = QueueWorker;

export interface WebhookWorkerOptions {
  db: Db;
  clock: Clock;
  /** the server's key every endpoint's secret derives from (config.webhookSigningKey) */
  signingKey: string;
  /** WEBHOOKS_ALLOW_LOCAL: http and local addresses may be sent to (never in production) */
  allowLocal: boolean;
  pollMs?: number;
  random?: () => number;
  /** how a webhook is sent; tests observe or slow it */
  post?: (post: Post, allowLocal: boolean) => Promise<Answer>;
}

/**
 * Delivers the webhook deliveries of the queue, inside the server process: each attempt signed anew (its timestamp is
 * when it is sent), retried with exponential backoff from 30 s to 1 h until a 2xx or 24 hours of failing (from its
 * creation or its last replay), every attempt logged.
 */
export function startWebhookWorker({ db, clock, signingKey, allowLocal, pollMs = POLL_MS, random = Math.random, post = postWebhook }: WebhookWorkerOptions): WebhookWorker {
  async function attempt(delivery: ClaimedDelivery): Promise<{ record: AttemptRecord; outcome: AttemptOutcome }> {
    const startedAt = clock.now();
    const started = performance.now();
    const headers = signedHeaders(endpointSecretKey(signingKey, delivery.secretSalt), delivery.eventId, startedAt, delivery.body);
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const answer = await post({ url: delivery.url, headers, body: delivery.body }, allowLocal);
      statusCode = answer.statusCode;
      if (statusCode < 200 || statusCode > 299) error = `HTTP ${statusCode}${answer.text ? `: ${answer.text.slice(0, 200)}` : ''}`;
    } catch (thrown) {
      error = thrown instanceof Error && thrown.name === 'TimeoutError' ? `Sem resposta em ${WEBHOOK_TIMEOUT_MS / 1000} s.` : errorText(thrown);
    }
    const record = { startedAt, durationMs: Math.round(performance.now() - started), statusCode, error };
    const now = clock.now();
    if (error === null) return { record, outcome: { status: 'delivered', at: now } };
    if (now.getTime() - delivery.retryFrom.getTime() >= GIVE_UP_AFTER_MS) return { record, outcome: { status: 'failed' } };
    return { record, outcome: { status: 'pending', retryAt: new Date(now.getTime() + retryDelayMs(delivery.windowAttempts, random)) } };
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const { record, outcome } = await attempt(delivery);
    if (!(await finishDeliveryAttempt(db, delivery, record, outcome))) {
      console.warn(`Webhook ${delivery.id}: a tentativa ${delivery.attempts} terminou (${outcome.status}) depois de perder a reserva para outra.`);
    }
  }

  return startQueueWorker({
    clock,
    claim: (now, leaseUntil, limit) => claimDueDeliveries(db, now, leaseUntil, limit),
    handle: deliver,
    leaseMs: DELIVERY_LEASE_MS,
    batch: BATCH,
    pollMs,
    failureLog: 'Falha ao entregar webhooks:',
  });
}
