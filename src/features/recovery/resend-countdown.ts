// [access §4.4, §9] 'Receber código novamente' waits 120 s after a code was sent; the start is stored so the wait
// survives reloads.
import { LOCAL_KEYS, readLocal, writeLocal } from '../../db/local-keys';

export const RESEND_SECONDS = 120;

/** Whole seconds still to wait, 0 when the resend is allowed (also when nothing was sent or the clock went back). */
export function secondsLeft(startedAt: number | null, now: number): number {
  if (startedAt === null || startedAt > now) return 0;
  return Math.max(0, Math.ceil((startedAt + RESEND_SECONDS * 1000 - now) / 1000));
}

/** 95 → '01:35'. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export function readCountdownStart(): number | null {
  const value = Number(readLocal(LOCAL_KEYS.verificationTimer));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function startCountdown(now = Date.now()): void {
  writeLocal(LOCAL_KEYS.verificationTimer, String(now));
}
