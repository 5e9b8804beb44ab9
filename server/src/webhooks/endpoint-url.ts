import { isIP } from 'node:net';
import { isPublicAddress } from './public-address';

const MAX_URL_LENGTH = 2000;

/** A URL's host as an IP address when it is one (IPv6 without its brackets), else null. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) ? bare : null;
}

/**
 * What is wrong with a webhook endpoint's URL, or null. In production (allowLocal false) only https to a public host;
 * with WEBHOOKS_ALLOW_LOCAL (development, tests) http and this machine's or the local network's addresses too.
 */
export function endpointUrlProblem(text: string, allowLocal: boolean): string | null {
  if (text.length > MAX_URL_LENGTH) return `URL longa demais (até ${MAX_URL_LENGTH} caracteres).`;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !url.hostname) return 'URL inválida: informe um endereço completo, como https://erp.exemplo.com.br/webhooks.';
  const schemes = allowLocal ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return allowLocal ? 'URL inválida: use http ou https.' : 'Use uma URL https.';
  if (url.username || url.password) return 'A URL não pode conter usuário ou senha: o webhook é autenticado pela assinatura.';
  if (allowLocal) return null;
  const address = literalAddress(url.hostname);
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || (address !== null && !isPublicAddress(address));
  return local ? 'A URL precisa apontar para um endereço público da internet, não para a rede local.' : null;
}
