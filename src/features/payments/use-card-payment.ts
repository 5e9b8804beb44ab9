import { useEffect, useRef, useState } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { ApiError } from '../../api/errors';
import type { CardPaymentRequest, CardPaymentStatus } from '../../domain/entities/payments';
import { cardPaymentStatus, submitCardPayment } from '../../sync/actions/payments';
import { cardMessages } from './messages';

/** [access §9] the authorisation is checked every 3 s. */
const CARD_STATUS_POLL_MS = 3000;
const FAILED = 1;

type CardPaymentPhase = 'idle' | 'submitting' | 'authorising' | 'approved';

interface CardPayment {
  phase: CardPaymentPhase;
  /** the server's message (decline, error) or the default authorisation error */
  error: string | null;
  submit: (request: CardPaymentRequest) => Promise<void>;
}

function messageOf(error: unknown): string {
  return (error instanceof ApiError && error.body.message) || cardMessages.authorizeFailed;
}

/** [access §4.7] submit once, then poll until approved (by phase message) or failed. */
export function useCardPayment(orderId: number, onApproved: () => void): CardPayment {
  const [phase, setPhase] = useState<CardPaymentPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const approved = useRef(onApproved);
  approved.current = onApproved;

  const settle = (status: CardPaymentStatus): boolean => {
    if (status.currentPhaseMessage === cardMessages.approvedPhase) {
      setPhase('approved');
      approved.current();
      return true;
    }
    if (status.status === FAILED) {
      setPhase('idle');
      setError(status.currentPhaseMessage || cardMessages.authorizeFailed);
      return true;
    }
    return false;
  };

  useEffect(() => {
    if (phase !== 'authorising') return;
    let stopped = false;
    const id = setInterval(() => {
      cardPaymentStatus(orderId).then(
        (status) => void (!stopped && settle(status)),
        (failure: unknown) => {
          if (stopped) return;
          setPhase('idle');
          setError(messageOf(failure));
        },
      );
    }, CARD_STATUS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(id);
    };
  }, [phase, orderId]);

  const submit = async (request: CardPaymentRequest) => {
    setError(null);
    setPhase('submitting');
    try {
      // A new key per submission: a declined card may be tried again; ky's retries keep this one.
      const status = await submitCardPayment(request, uuidv4());
      if (!settle(status)) setPhase('authorising');
    } catch (failure) {
      setPhase('idle');
      setError(messageOf(failure));
    }
  };

  return { phase, error, submit };
}
