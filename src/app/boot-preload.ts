// A signed-in reload: the route guards and then the lazy screens would load one after
// the other (guard chunk with Dexie → database read → shell → layout → home). Starting
// those chunks and the database open at boot lets them arrive while the guard runs.
import { PARTNER_QUERY, paths } from '../config/paths';
import { parsePositiveId } from '../domain/positive-id';

const PUBLIC_PATHS: readonly string[] = [paths.hub, paths.login, paths.savedUsers, paths.accessExpired];

type ChunkLoader = () => Promise<unknown>;

export interface SignedInChunks {
  /** the partner guard's module (Dexie, the user database) */
  guard: ChunkLoader;
  /** opens the signed-in user's database */
  openDatabase: ChunkLoader;
  shell: ChunkLoader;
  partnerLayout: ChunkLoader;
  home: ChunkLoader;
  /** reads the home's first lane of `partnerId` from the database */
  homeLane: (partnerId: number) => Promise<unknown>;
}

/** The `parceiro` of a URL's search, when it is a valid id. */
export function partnerInSearch(search: string): number | undefined {
  return parsePositiveId(new URLSearchParams(search).get(PARTNER_QUERY));
}

/**
 * Which chunks a first load of `pathname` needs; none for a visitor or a public screen.
 * The home with its partner in `search` also reads its first lane.
 */
export function chunksToPreload(signedIn: boolean, pathname: string, chunks: SignedInChunks, search = ''): ChunkLoader[] {
  if (!signedIn || PUBLIC_PATHS.includes(pathname)) return [];
  const needed = [chunks.guard, chunks.openDatabase, chunks.shell];
  if (pathname !== paths.partnerSelect) needed.push(chunks.partnerLayout);
  if (pathname === paths.home) {
    needed.push(chunks.home);
    const partnerId = partnerInSearch(search);
    if (partnerId !== undefined) needed.push(() => chunks.homeLane(partnerId));
  }
  return needed;
}

const signedInChunks: SignedInChunks = {
  guard: () => import('../features/partners/partner-guard'),
  openDatabase: async () => (await import('../db/user-db')).userDb().open(),
  shell: () => import('./shell/app-shell'),
  partnerLayout: () => import('./shell/partner-layout'),
  home: () => import('../features/catalogue/home-screen'),
  homeLane: async (partnerId) => (await import('../features/catalogue/home-preload')).preloadHomeLane(partnerId),
};

/** Fire and forget: the router imports the same modules and gets the loaded ones. */
export function preloadSignedInScreens(signedIn: boolean, pathname: string, search = ''): void {
  for (const load of chunksToPreload(signedIn, pathname, signedInChunks, search)) {
    // A failure shows again (and is handled) when the router imports the chunk itself.
    load().catch(() => undefined);
  }
}
