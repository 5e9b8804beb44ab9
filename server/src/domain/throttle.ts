// Login throttling (docs/product-decisions.md, docs/decisions/0007-login-throttling-answers.md). Every attempt is counted as
// a failure before its code is checked (a right code clears the username's count), so a burst checks no more codes than
// attempts one after the other would.

/** Per username: failures in a row before the waits start, and before a (temporary) lock. */
export const FREE_FAILURES = 5;
export const LOCK_FAILURES = 20;
const FIRST_WAIT_SECONDS = 30;
const MAX_WAIT_SECONDS = 15 * 60;
export const LOCK_SECONDS = 60 * 60;
/** A username's count starts over when its last failure is older than this. */
export const FORGET_FAILURES_SECONDS = 24 * 60 * 60;

/** Per device (deviceId header) and per network address, across any usernames: failures in one window. */
export const SOURCE_FAILURES = 30;
/** The window of every per-source count (sign-ins and the public lookups share the counter; pruning uses it too). */
export const SOURCE_WINDOW_SECONDS = 15 * 60;

/** How long a username is held after its n-th failure in a row: none before 5, doubling waits, then the lock. */
export function holdSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  if (failures >= LOCK_FAILURES) return LOCK_SECONDS;
  return Math.min(FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES), MAX_WAIT_SECONDS);
}

/** `holdSeconds(1…LOCK_FAILURES)` as a PostgreSQL array literal: the SQL reads the schedule from here (later failures hold as the last). */
export const HOLD_SCHEDULE = `{${Array.from({ length: LOCK_FAILURES }, (_, i) => holdSeconds(i + 1)).join(',')}}`;

export type ThrottleState = { kind: 'free' } | { kind: 'wait'; seconds: number } | { kind: 'locked'; until: Date };

/** Where a username stands after `failures` in a row, the last at `lastFailureAt`. */
export function throttleState(failures: number, lastFailureAt: Date, now: Date): ThrottleState {
  if (now.getTime() - lastFailureAt.getTime() >= FORGET_FAILURES_SECONDS * 1000) return { kind: 'free' };
  const until = new Date(lastFailureAt.getTime() + holdSeconds(failures) * 1000);
  if (until.getTime() <= now.getTime()) return { kind: 'free' };
  if (failures >= LOCK_FAILURES) return { kind: 'locked', until };
  return { kind: 'wait', seconds: Math.ceil((until.getTime() - now.getTime()) / 1000) };
}

/** '45 segundos', '3 minutos': a wait as the 429 messages say it. */
export function amountOfTime(seconds: number): string {
  if (seconds < 60) return `${seconds} segundo${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minuto${minutes === 1 ? '' : 's'}`;
}

export function waitMessage(seconds: number): string {
  return `Muitas tentativas de acesso. Aguarde ${amountOfTime(Math.max(1, seconds))} para tentar novamente.`;
}

export function sourceWaitMessage(seconds: number): string {
  return `Muitas tentativas de acesso a partir deste aparelho ou rede. Aguarde ${amountOfTime(Math.max(1, seconds))} para tentar novamente.`;
}

const CLOCK = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The lock's end in São Paulo time, rounded up to the minute (trying at the time shown works). */
export function lockedMessage(until: Date): string {
  const minute = new Date(Math.ceil(until.getTime() / 60_000) * 60_000);
  return `Acesso bloqueado por excesso de tentativas até ${CLOCK.format(minute)} (horário de Brasília). Tente novamente depois desse horário.`;
}
