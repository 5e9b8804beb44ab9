import { useEffect, useRef, useState } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { ApiError, HTTP_STATUS } from '../../api/errors';
import { CARD_PAYMENT_FAILED, type CardPaymentRequest, type CardPaymentStatus } from '../../domain/entities/payments';
import { cardPaymentStatus, submitCardPayment } from '../../sync/actions/payments';
import { cardMessages } from './messages';

/** [access §9] the authorisation is checked every 3 s. */
const CARD_STATUS_POLL_MS = 3000;

type CardPaymentPhase = 'idle' | 'submitting' | 'authorising' | 'approved';

interface CardPayment {
  phase: CardPaymentPhase;
  /** while authorising, the last status check got no answer: still waiting, retrying */
  reconnecting: boolean;
  /** the server's message (decline, error) or the default authorisation error */
  error: string | null;
  /** the latest attempt as the server answered it (its amount is what it charges) */
  attempt: CardPaymentStatus | null;
  submit: (request: CardPaymentRequest) => Promise<void>;
}

/** No answer, or one a proxy or an overloaded server gave: the payment may still be approved. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return error instanceof TypeError;
  return error.kind === 'network' || error.status >= HTTP_STATUS.serverError;
}

function messageOf(error: unknown): string {
  return (error instanceof ApiError && error.body.message) || cardMessages.authorizeFailed;
}

/**
 * [access §4.7] submit once, then poll until approved (by phase message) or failed. `resumed`,
 * the order's latest attempt when the screen opened, puts the screen where that attempt is:
 * still authorising (and polled), approved, or failed with its message.
 */
export function useCardPayment(orderId: number, onApproved: () => void, resumed: CardPaymentStatus | null | undefined): CardPayment {
  const [phase, setPhase] = useState<CardPaymentPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState<CardPaymentStatus | null>(null);
  const [reconnecting, setReconnecting] = useState(false);
  const approved = useRef(onApproved);
  approved.current = onApproved;

  const settle = (status: CardPaymentStatus): boolean => {
    setAttempt(status);
    if (status.currentPhaseMessage === cardMessages.approvedPhase) {
      setPhase('approved');
      approved.current();
      return true;
    }
    if (status.status === CARD_PAYMENT_FAILED) {
      setPhase('idle');
      setError(status.currentPhaseMessage || cardMessages.authorizeFailed);
      return true;
    }
    return false;
  };

  useEffect(() => {
    if (resumed && !settle(resumed)) setPhase('authorising');
  }, [resumed]);

  // One status call at a time: the next is scheduled once the previous one answered, so
  // slow answers (8 s timeout, retries) never pile up. Only a FAILED status (or a definite
  // refusal) ends the wait; a call without an answer keeps waiting and says so.
  useEffect(() => {
    if (phase !== 'authorising') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const status = await cardPaymentStatus(orderId);
        if (stopped) return;
        setReconnecting(false);
        if (settle(status)) return;
      } catch (failure) {
        if (stopped) return;
        if (!isTransient(failure)) {
          setReconnecting(false);
          setPhase('idle');
          setError(messageOf(failure));
          return;
        }
        setReconnecting(true);
      }
      timer = setTimeout(() => void poll(), CARD_STATUS_POLL_MS);
    };
    timer = setTimeout(() => void poll(), CARD_STATUS_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      setReconnecting(false);
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

  return { phase, reconnecting, error, attempt, submit };
}
