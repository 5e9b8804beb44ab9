import { useEffect, useState } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { ApiError } from '../../api/errors';
import type { PixCharge } from '../../domain/entities/payments';
import { requestPixCharge } from '../../sync/actions/payments';
import { pixMessages } from './messages';

/**
 * [commerce §9] generation is polled every 3 s, at most 15 failed tries. A failed try is any
 * that brings no code and is worth asking again: a charge still not ready, a 424, no answer.
 * Another error is shown at once (spec §8).
 */
const PIX_GENERATION_POLL_MS = 3000;
const PIX_MAX_FAILED_TRIES = 15;
const FAILED_DEPENDENCY = 424;

export type PixGeneration =
  | { phase: 'generating'; statusText: string; instability: string | null }
  | { phase: 'ready'; charge: PixCharge }
  | { phase: 'unstable' }
  | { phase: 'error'; message: string };

interface PixGenerationControl {
  state: PixGeneration;
  /** asks again: after the instability, an error, or when the countdown reached zero */
  restart: () => void;
}

/**
 * Asks for the order's charge until it is ready: once `needed` (the screen found no charge to
 * resume), or after `restart`. Each poll carries a fresh Idempotency-Key:
 * the server replays a key's first answer (not ready) but reuses the order's charge until it
 * expires, so fresh keys never make a second charge; ky's own retries keep the call's key.
 */
export function usePixGeneration(orderId: number, online: boolean, needed: boolean): PixGenerationControl {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<PixGeneration>({ phase: 'generating', statusText: '', instability: null });

  useEffect(() => {
    if (!online || (!needed && round === 0)) return;
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ phase: 'generating', statusText: '', instability: null });

    const failed = (instability: string | null, statusText = '') => {
      failures += 1;
      if (failures >= PIX_MAX_FAILED_TRIES) return setState({ phase: 'unstable' });
      setState({ phase: 'generating', statusText, instability });
      timer = setTimeout(() => void attempt(), PIX_GENERATION_POLL_MS);
    };

    const attempt = async () => {
      try {
        const charge = await requestPixCharge(orderId, uuidv4());
        if (stopped) return;
        if (charge.ready) return setState({ phase: 'ready', charge });
        failed(null, charge.currentStatusGeneration);
      } catch (error) {
        if (stopped) return;
        const message = error instanceof ApiError ? error.body.message : '';
        if (error instanceof ApiError && (error.status === FAILED_DEPENDENCY || error.kind === 'network')) {
          return failed(message || pixMessages.temporaryInstability);
        }
        setState({ phase: 'error', message: message || pixMessages.generateFailed });
      }
    };

    void attempt();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId, round, online, needed]);

  return { state, restart: () => setRound((n) => n + 1) };
}
