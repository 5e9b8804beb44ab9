// The public lookups that reveal customers (signup's tax id, the company register, recovery's contacts): a real
// user makes a handful; a source (device, network) making more than this per window is enumerating
// (docs/decisions/0108-throttled-public-lookups.md). The window is the login throttle's source window.
import { amountOfTime } from './throttle';

export const LOOKUPS_PER_SOURCE = 30;

export function lookupWaitMessage(seconds: number): string {
  return `Muitas consultas a partir deste aparelho ou rede. Aguarde ${amountOfTime(Math.max(1, seconds))} para consultar novamente.`;
}
