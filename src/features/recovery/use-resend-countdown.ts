import { useEffect, useState } from 'react';
import { readCountdownStart, secondsLeft, startCountdown } from './resend-countdown';

/** The seconds left before a resend, ticking once a second while counting; `restart` after each send. */
export function useResendCountdown() {
  const [startedAt, setStartedAt] = useState(readCountdownStart);
  const [now, setNow] = useState(Date.now);
  const left = secondsLeft(startedAt, now);
  const counting = left > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);

  return {
    left,
    restart: () => {
      const at = Date.now();
      startCountdown(at);
      setStartedAt(at);
      setNow(at);
    },
  };
}
