import type { ClaimedMessage, MessageChannel } from '../db/queries/messages';

/**
 * How one channel's messages leave: resolves once the provider accepted the message, with its id for it (null when an
 * accepting answer names none: the message left, and sending it again would repeat it), or throws.
 */
export interface Transport {
  deliver(message: ClaimedMessage): Promise<{ providerId: string | null }>;
}

export type Transports = Partial<Record<MessageChannel, Transport>>;

/**
 * A provider's answer about one message. `permanent`: sending it again cannot succeed (a refused recipient or template);
 * any other error (this one not permanent, a timeout, a refused connection) is tried again later.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** Every call to a provider has a deadline, shorter than a claim's lease (message-worker.ts). */
export const PROVIDER_TIMEOUT_MS = 30_000;
