import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const vendorChunk = /^assets\/(react|router|dexie|rolldown-runtime)-/;

/** Sizes read from the build: the worker, everything it precaches, the largest app chunk. */
export function buildSizes(distApp) {
  const sw = readFileSync(new URL('sw.js', distApp), 'utf8');
  const manifest = JSON.parse(sw.match(/\[\{"revision"[^\]]*\]/)?.[0] ?? '[]');
  const urls = manifest.map((entry) => entry.url);
  const appChunks = urls
    .filter((url) => url.endsWith('.js') && !vendorChunk.test(url))
    .map((url) => ({ url, kb: gzipKb(new URL(url, distApp)) }))
    .sort((a, b) => b.kb - a.kb);
  return {
    swKb: gzipKb(new URL('sw.js', distApp)),
    precacheKb: urls.reduce((sum, url) => sum + gzipKb(new URL(url, distApp)), 0),
    precacheFiles: urls.length,
    largestChunk: appChunks[0] ?? null,
  };
}
