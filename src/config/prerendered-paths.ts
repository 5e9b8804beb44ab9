// Public screens the build renders to HTML (scripts/build/prerender.mjs) so they paint before
// their JavaScript; the server and the service worker answer each path with its page. Any
// public route whose first render needs no browser state can be added here.
import { paths } from './paths';

// The activation link's page too: opened from a message in a cold browser, it showed nothing until all its code had
// arrived (6–7 s on a slow 3G phone); its HTML says the activation is under way from the first paint.
export const PRERENDERED_PATHS: readonly string[] = [paths.hub, paths.login, paths.savedUsers, paths.activateUser];

/** The file the build writes for a pre-rendered path: `/hub` → `hub.html`. */
export function prerenderedFile(path: string): string {
  return `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

/** The cookie that mirrors the login-mode flag, so the server answers with the page the entry rules end on. */
export const LOGIN_MODE_COOKIE = 'balcao-login-mode';

/**
 * The pre-rendered path whose page a navigation to `path` gets, given the login-mode flag its
 * cookie carries ([access §2.2, §2.3]): a browser without a valid flag is sent from /login
 * and /usuarios to /hub (a new device has no saved users), a SHOW_USERS one from /login to
 * /usuarios. The router runs the same rules in the browser and hydrates the page it lands on.
 */
export function entryPagePath(path: string, loginMode: string | undefined): string {
  const entry = path.replace(/\/+$/, '');
  if (entry !== paths.login && entry !== paths.savedUsers) return path;
  // As the browser reads the flag: any other value is no flag.
  if (loginMode === 'SHOW_LOGIN') return entry;
  return loginMode === 'SHOW_USERS' ? paths.savedUsers : paths.hub;
}
