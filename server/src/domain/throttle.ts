// Login throttling per username (DECISIONS.md): growing waits after 5 failures, locked after 20.

const FREE_FAILURES = 5;
const LOCK_FAILURES = 20;
const FIRST_WAIT_SECONDS = 30;
const MAX_WAIT_SECONDS = 15 * 60;

export type ThrottleState = { kind: 'free' } | { kind: 'wait'; seconds: number } | { kind: 'locked' };

export function throttleState(failures: number, lastFailureAt: Date | null, now: Date): ThrottleState {
  if (failures >= LOCK_FAILURES) return { kind: 'locked' };
  if (failures < FREE_FAILURES || !lastFailureAt) return { kind: 'free' };
  const wait = Math.min(FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES), MAX_WAIT_SECONDS);
  const left = Math.ceil((lastFailureAt.getTime() + wait * 1000 - now.getTime()) / 1000);
  return left > 0 ? { kind: 'wait', seconds: left } : { kind: 'free' };
}

export function waitMessage(seconds: number): string {
  const amount = seconds < 60 ? `${seconds} segundo${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minuto${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Muitas tentativas de acesso. Aguarde ${amount} para tentar novamente.`;
}

export const LOCKED_MESSAGE =
  'Acesso bloqueado após muitas tentativas. Solicite um novo código de acesso para entrar novamente.';
