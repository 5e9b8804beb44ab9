import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import type { Db } from '../../server/src/db/client';
import { FakeClock, testConfig } from './helpers';

// Static serving never touches the database.
const noDb: Db = {
  query: () => Promise.reject(new Error('sem banco')),
  exec: () => Promise.reject(new Error('sem banco')),
  transaction: () => Promise.reject(new Error('sem banco')),
  close: async () => {},
};

const JS = 'console.log("balcão");'.repeat(50);
const HUB_PAGE = '<!doctype html><div id="root" data-prerendered="/hub"><h1>Bem-vindo ao Balcão</h1></div>';
let dir: string;
let app: ReturnType<typeof createApp>;

function appFor(staticDir: string, env: Record<string, string> = {}) {
  return createApp({ db: noDb, config: testConfig({ STATIC_DIR: staticDir, APP_VERSION: '1.2.3', ...env }), clock: new FakeClock() });
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'balcao-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Balcão</title>');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Balcão"}');
  writeFileSync(join(dir, 'version.json'), '{"currentVersion":"9.9.9"}');
  writeFileSync(join(dir, 'assets', 'index-a1b2c3.js'), JS);
  writeFileSync(join(dir, 'assets', 'index-a1b2c3.js.br'), brotliCompressSync(JS));
  writeFileSync(join(dir, 'assets', 'index-a1b2c3.js.gz'), gzipSync(JS));
  writeFileSync(join(dir, 'assets', 'style-d4e5f6.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'hub.html'), HUB_PAGE);
  writeFileSync(join(dir, 'hub.html.br'), brotliCompressSync(HUB_PAGE));
  writeFileSync(join(dir, 'login.html'), '<!doctype html><div id="root" data-prerendered="/login"><h1>Acesse sua conta</h1></div>');
  writeFileSync(join(dir, 'usuarios.html'), '<!doctype html><div id="root" data-prerendered="/usuarios"></div>');
  app = appFor(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('static app files', () => {
  it('sends the brotli sibling when accepted, else gzip, else the plain file', async () => {
    const br = await get('/assets/index-a1b2c3.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const gz = await get('/assets/index-a1b2c3.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    const plain = await get('/assets/index-a1b2c3.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(JS);
    const css = await get('/assets/style-d4e5f6.css', { 'Accept-Encoding': 'br' });
    expect(css.headers.get('Content-Encoding')).toBeNull();
    expect(css.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
  });

  it('caches hashed assets for a year and never caches the entry files', async () => {
    expect((await get('/assets/index-a1b2c3.js')).headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/sw.js', '/version.json', '/manifest.webmanifest', '/version_v2.json']) {
      expect((await get(path)).headers.get('Cache-Control'), path).toBe('no-cache');
    }
    expect((await get('/manifest.webmanifest')).headers.get('Content-Type')).toBe('application/manifest+json; charset=utf-8');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/sw.js');
    const again = await get('/sw.js', { 'If-None-Match': first.headers.get('ETag')! });
    expect(again.status).toBe(304);
  });

  it('falls back to index.html for app routes, but not for missing files or API paths', async () => {
    for (const path of ['/parceiro', '/produto/12', '/busca?q=arroz']) {
      const res = await get(path, { Accept: 'text/html' });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>Balcão</title>');
    }
    expect((await get('/assets/missing-000.js')).status).toBe(404);
    const api = await get('/api/ecommerce/qualquer');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Recurso não encontrado.' });
  });

  it('answers a pre-rendered public screen with its page and every other app route with the shell', async () => {
    const hub = await get('/hub', { Accept: 'text/html' });
    expect(hub.status).toBe(200);
    expect(hub.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await hub.text()).toBe(HUB_PAGE);
    const showLogin = { Accept: 'text/html', Cookie: 'balcao-login-mode=SHOW_LOGIN' };
    expect(await (await get('/login?x=1', showLogin)).text()).toContain('data-prerendered="/login"');
    expect(await (await get('/hub/', { Accept: 'text/html' })).text()).toBe(HUB_PAGE);
    for (const path of ['/', '/parceiro', '/ativacao/cadastro']) {
      expect(await (await get(path, { Accept: 'text/html' })).text(), path).toBe('<!doctype html><title>Balcão</title>');
    }
  });

  it('answers /login and /usuarios with the page their entry rules end on, by the login-mode cookie', async () => {
    const page = async (path: string, cookie?: string) =>
      /data-prerendered="([^"]+)"/.exec(await (await get(path, { Accept: 'text/html', ...(cookie && { Cookie: `balcao-login-mode=${cookie}` }) })).text())?.[1];
    // A browser that never set the flag is a new device: no saved users, so both end on /hub.
    expect(await page('/login')).toBe('/hub');
    expect(await page('/usuarios/')).toBe('/hub');
    expect(await page('/login', 'SHOW_USERS')).toBe('/usuarios');
    expect(await page('/usuarios', 'SHOW_USERS')).toBe('/usuarios');
    expect(await page('/login', 'SHOW_LOGIN')).toBe('/login');
    expect(await page('/usuarios', 'SHOW_LOGIN')).toBe('/usuarios');
    // A value the app never writes is read as no flag, as the browser reads it.
    expect(await page('/login', 'show_login')).toBe('/hub');
    expect((await get('/login', { Accept: 'text/html' })).headers.get('Vary')).toBe('Accept-Encoding, Cookie');
  });

  it('sends a pre-rendered page precompressed and never cached, like the shell', async () => {
    const hub = await get('/hub', { Accept: 'text/html', 'Accept-Encoding': 'br' });
    expect(hub.headers.get('Content-Encoding')).toBe('br');
    expect(hub.headers.get('Cache-Control')).toBe('no-cache');
    expect((await get('/login')).headers.get('Cache-Control')).toBe('no-cache');
  });

  it('never serves files outside STATIC_DIR', async () => {
    for (const path of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f..%2fetc%2fhosts']) {
      const res = await get(path);
      expect(await res.text()).not.toMatch(/root:|localhost/);
    }
  });

  it('serves the build’s version.json and answers version_v2.json from config when the build has none', async () => {
    expect(await (await get('/version.json')).json()).toEqual({ currentVersion: '9.9.9' });
    expect(await (await get('/version_v2.json')).json()).toEqual({ version: '1.2.3', time_limit: '2025-06-02' });
    const bare = appFor(join(dir, 'nada'));
    expect(await (await bare.request('/version.json')).json()).toEqual({ currentVersion: '1.2.3' });
  });

  it('puts the security headers on every answer', async () => {
    for (const path of ['/', '/assets/index-a1b2c3.js', '/api/ecommerce/user/me', '/nada.png']) {
      const res = await get(path);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'self'");
      // WebAssembly (the barcode decoder) compiles; JavaScript eval does not.
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
    const withCdn = appFor(dir, { CDN_HOST: 'https://cdn.balcao.example' });
    const csp = (await withCdn.request('/')).headers.get('Content-Security-Policy')!;
    expect(csp).toContain("connect-src 'self' https://cdn.balcao.example");
    expect(csp).toContain("media-src 'self' data: blob: https://cdn.balcao.example");
  });
});
