import { DeliveryError, PROVIDER_TIMEOUT_MS } from './transport';

/** Why a provider refused, from its JSON answer when it says (Meta: error.message; Zenvia: message), else the status. */
function refusal(status: number, body: unknown): string {
  const record = (body ?? {}) as { error?: { message?: unknown }; message?: unknown };
  const said = typeof record.error?.message === 'string' ? record.error.message : typeof record.message === 'string' ? record.message : '';
  return `HTTP ${status}${said ? `: ${said}` : ''}`.slice(0, 300);
}

/**
 * POSTs JSON to a message provider's HTTP API and answers its JSON. 429 and 5xx are tried again later; any other 4xx
 * is a permanent refusal of this message.
 */
export async function postToProvider(url: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const answer: unknown = await res.json().catch(() => null);
  if (res.ok) return answer;
  throw new DeliveryError(refusal(res.status, answer), res.status !== 429 && res.status < 500);
}

/** Brazilian phone digits (area code first) as providers want them: with the country code. */
export function internationalPhone(digits: string): string {
  return `55${digits}`;
}
