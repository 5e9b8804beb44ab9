import { useEffect, useMemo, useState } from 'react';

/** [commerce §9] the countdown ticks every second; 3600 s when the charge gives no time. */
export const PIX_DEFAULT_SECONDS = 3600;
const TICK_MS = 1000;

/** Whole seconds left until `expiresAt` (or the fallback from now when it is unreadable). */
export function useCountdown(expiresAt: string, fallbackSeconds: number): number {
  const deadline = useMemo(() => {
    const at = Date.parse(expiresAt);
    return Number.isNaN(at) ? Date.now() + fallbackSeconds * 1000 : at;
  }, [expiresAt, fallbackSeconds]);
  const [now, setNow] = useState(Date.now);
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (remaining === 0) return;
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, [deadline, remaining === 0]);

  return remaining;
}

/** 'mm:ss' (minutes may pass 59: 3600 s reads '60:00'). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
