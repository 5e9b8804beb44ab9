// Signup sends WhatsApp and e-mail messages on request from public screens: at most a few per customer (and per
// recipient) in a window, so nobody can flood a number through them.

export const SIGNUP_SENDS_PER_WINDOW = 3;
export const SIGNUP_WINDOW_MINUTES = 15;

/** When the oldest counted send leaves the window, another is allowed. */
export function signupWaitMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Muitas mensagens pedidas em pouco tempo. Aguarde ${minutes} minuto${minutes === 1 ? '' : 's'} para pedir de novo.`;
}
