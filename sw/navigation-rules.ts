import { prerenderedFile } from '../src/config/prerendered-paths';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Navigations the app shell must not answer: the API, media, the development inbox, the version
 * files, the worker itself and any address that names a file (an opened image, a terms document).
 */
export function navigationDenylist(apiBase: string): RegExp[] {
  const apiRoot = apiBase.split('/').filter(Boolean)[0] ?? 'api';
  return [
    new RegExp(`^/${escapeRegExp(apiRoot)}(/|$)`),
    /^\/media\//,
    /^\/dev\//,
    /\/[^/?]+\.[a-z0-9]{1,12}(\?|$)/i,
  ];
}

/** The pre-rendered page a navigation may have (scripts/build/prerender.mjs): `/hub` → `/hub.html`; none for `/`. */
export function prerenderedPage(pathname: string): string | null {
  return pathname.replace(/\/+$/, '') === '' ? null : `/${prerenderedFile(pathname)}`;
}
