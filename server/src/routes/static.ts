import { readFile } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { entryPagePath, LOGIN_MODE_COOKIE, prerenderedFile } from '../../../src/config/prerendered-paths';
import type { AppDeps, AppEnv } from '../deps';
import { saoPauloDate } from '../domain/sao-paulo-day';
import { fail, NOT_FOUND } from '../http/errors';
import { cacheControl, contentType, negotiate, resolveFile } from '../http/static-files';

/** The built app (STATIC_DIR): precompressed siblings, cache policy per file, SPA fallback. Mounted last. */
export function staticRoutes({ config, clock }: AppDeps) {
  const root = config.staticDir;

  function versionFallback(c: Context<AppEnv>, urlPath: string) {
    c.header('Cache-Control', 'no-cache');
    if (urlPath === '/version.json') return c.json({ currentVersion: config.version });
    return c.json({ version: config.version, time_limit: saoPauloDate(clock.now()) });
  }

  async function serve(c: Context<AppEnv>, urlPath: string, file: { path: string; size: number; mtime: Date }, vary = 'Accept-Encoding') {
    const chosen = await negotiate(root, urlPath, file, c.req.header('Accept-Encoding') ?? '');
    const etag = `W/"${chosen.size.toString(16)}-${chosen.mtime.getTime().toString(16)}${chosen.encoding ? `-${chosen.encoding}` : ''}"`;
    const headers: Record<string, string> = {
      'Content-Type': contentType(file.path),
      'Cache-Control': cacheControl(urlPath),
      Vary: vary,
      ETag: etag,
    };
    if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    headers['Content-Length'] = String(chosen.size);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(await readFile(chosen.path)), 200, headers);
  }

  return new Hono<AppEnv>().on(['GET', 'HEAD'], '*', async (c) => {
    const urlPath = c.req.path;
    if (urlPath.startsWith(`${config.apiBase}/`) || urlPath === config.apiBase || urlPath.startsWith('/media/')) {
      fail(404, NOT_FOUND);
    }
    const file = await resolveFile(root, urlPath === '/' ? '/index.html' : urlPath);
    if (file) return serve(c, urlPath === '/' ? '/index.html' : urlPath, file);
    if (urlPath === '/version.json' || urlPath === '/version_v2.json') return versionFallback(c, urlPath);
    const navigation = !/\.[a-z0-9]+$/i.test(urlPath) || (c.req.header('Accept') ?? '').includes('text/html');
    if (!navigation) fail(404, NOT_FOUND);
    // A public screen the build pre-rendered (`/hub` → hub.html), the one its entry rules end on; else the shell.
    const pagePath = `/${prerenderedFile(entryPagePath(urlPath, getCookie(c, LOGIN_MODE_COOKIE)))}`;
    const page = urlPath === '/' ? null : await resolveFile(root, pagePath);
    if (page) return serve(c, pagePath, page, 'Accept-Encoding, Cookie');
    const index = await resolveFile(root, '/index.html');
    if (!index) fail(404, NOT_FOUND);
    return serve(c, '/index.html', index);
  });
}
