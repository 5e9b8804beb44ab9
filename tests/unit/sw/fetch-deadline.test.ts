// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withDeadline } from '../../../sw/fetch-deadline';

const aborted = (signal: AbortSignal) =>
  new Promise<unknown>((resolve) => (signal.aborted ? resolve(signal.reason) : signal.addEventListener('abort', () => resolve(signal.reason))));

describe('withDeadline', () => {
  it('keeps the request as it was asked for', () => {
    const asked = new Request('https://balcao.test/media/products/1.svg', { headers: { Accept: 'image/*' } });
    const sent = withDeadline(asked, undefined, 1000);
    expect([sent.url, sent.method, sent.headers.get('Accept')]).toEqual([asked.url, 'GET', 'image/*']);
  });

  it('gives up on a call that does not answer by the deadline', async () => {
    const sent = withDeadline(new Request('https://balcao.test/media/products/1.svg'), undefined, 20);
    expect(await aborted(sent.signal)).toHaveProperty('name', 'TimeoutError');
  });

  it('gives up as soon as the page that asked does', async () => {
    const page = new AbortController();
    const sent = withDeadline(new Request('https://balcao.test/api/ecommerce/user/me'), page.signal, 60_000);
    page.abort(new DOMException('left', 'AbortError'));
    expect(await aborted(sent.signal)).toHaveProperty('name', 'AbortError');
  });
});
