// Bytes of a catalogue refresh (GET /purchase/catalogue/changes) as the server sends them to a
// browser (Accept-Encoding: gzip), for the demo company at partner 1:
// - nothing changed: `since` = the current cursor;
// - 100 products changed: the first 100 changes of the catalogue (`since=0&size=100`): a page
//   of 100 whole product entries, what a refresh after 100 price or promotion changes carries.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';

const COMPANY = { username: '11222333000181', code: '482915' };
const PARTNER = 1;

/** The answer's body bytes as they crossed the wire, and the JSON they hold. */
function get(url, headers) {
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

async function signIn(api, deviceId) {
  const response = await fetch(`${api}/authentication`, {
    method: 'POST',
    headers: { deviceId, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: COMPANY.username, password: COMPANY.code, keepConnected: false }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return (await response.json()).token;
}

/**
 * The demo company's device at partner 1: `changes(query)` reads GET /purchase/catalogue/changes?query as a browser
 * gets it (gzip): the bytes on the wire, the JSON's size, and the answer.
 */
export async function catalogueChangesReader(baseURL) {
  const api = `${baseURL}/api/ecommerce`;
  const deviceId = randomUUID();
  const headers = { Authorization: `Bearer ${await signIn(api, deviceId)}`, deviceId, partner: String(PARTNER), 'Accept-Encoding': 'gzip' };
  return async (query) => {
    const answer = await get(`${api}/purchase/catalogue/changes?${query}`, headers);
    if (answer.status !== 200) throw new Error(`changes?${query} answered ${answer.status}`);
    const json = answer.encoding === 'gzip' ? gunzipSync(answer.bytes) : answer.bytes;
    return { wireBytes: answer.bytes.length, jsonBytes: json.length, encoding: answer.encoding ?? 'identity', body: JSON.parse(json.toString('utf8')) };
  };
}

export async function catalogueRefreshBytes(baseURL) {
  const changes = await catalogueChangesReader(baseURL);
  const { cursor } = (await changes('')).body;
  const unchanged = await changes(`since=${cursor}`);
  const hundred = await changes('since=0&size=100');
  return {
    unchangedBytes: unchanged.wireBytes,
    hundredJsonBytes: hundred.jsonBytes,
    hundredBytes: hundred.wireBytes,
    hundredEncoding: hundred.encoding,
  };
}
