// Public screens the build renders to HTML (scripts/build/prerender.mjs) so they paint before
// their JavaScript; the server and the service worker answer each path with its page. Any
// public route whose first render needs no browser state can be added here.
import { paths } from './paths';

export const PRERENDERED_PATHS: readonly string[] = [paths.hub, paths.login, paths.savedUsers];

/** The file the build writes for a pre-rendered path: `/hub` → `hub.html`. */
export function prerenderedFile(path: string): string {
  return `${path.replace(/^\/+|\/+$/g, '')}.html`;
}
