// Bytes of a catalogue refresh (GET /purchase/catalogue/changes) as the server sends them to a
// browser (Accept-Encoding: gzip), for the demo company at partner 1:
// - nothing changed: `since` = the current cursor;
// - 100 products changed: the first 100 changes of the catalogue (`since=0&size=100`): a page
//   of 100 whole product entries, what a refresh after 100 price or promotion changes carries.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';

const COMPANY = { username: '11222333000181', code: '482915' };
export const PARTNER = 1;

/** The answer's body bytes as they crossed the wire, and the JSON they hold. */
export function get(url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode, encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function signIn(api, deviceId) {
  const response = await fetch(`${api}/authentication`, {
    method: 'POST',
    headers: { deviceId, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: COMPANY.username, password: COMPANY.code, keepConnected: false }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return (await response.json()).token;
}

export async function catalogueRefreshBytes(baseURL) {
  const api = `${baseURL}/api/ecommerce`;
  const deviceId = randomUUID();
  const headers = { Authorization: `Bearer ${await signIn(api, deviceId)}`, deviceId, partner: String(PARTNER), 'Accept-Encoding': 'gzip' };
  const changes = async (query) => {
    const answer = await get(`${api}/purchase/catalogue/changes?${query}`, headers);
    if (answer.status !== 200) throw new Error(`changes?${query} answered ${answer.status}`);
    return answer;
  };
  const first = await changes('');
  const { cursor } = JSON.parse((first.encoding === 'gzip' ? gunzipSync(first.bytes) : first.bytes).toString('utf8'));
  const unchanged = await changes(`since=${cursor}`);
  const hundred = await changes('since=0&size=100');
  return {
    unchangedBytes: unchanged.bytes.length,
    hundredJsonBytes: (hundred.encoding === 'gzip' ? gunzipSync(hundred.bytes) : hundred.bytes).length,
    hundredBytes: hundred.bytes.length,
    hundredEncoding: hundred.encoding ?? 'identity',
  };
}
