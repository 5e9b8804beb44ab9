// The two paths docs/design.md budgets (a visitor's landing → login, a signed-in reload of the
// home) each load their screens' code as a few chunks instead of dozens: automatic
// chunking cuts a chunk per set of lazy screens sharing a module, and every extra file
// costs its own gzip framing, import lines and preload-list entry.

/** The lazily imported modules each path opens with (src/app/router.tsx, src/app/boot-preload.ts). */
const PATH_ENTRIES = {
  public: ['src/features/auth/hub-screen.tsx', 'src/features/auth/login-screen.tsx'],
  home: [
    'src/features/partners/partner-guard.ts',
    'src/db/user-db.ts',
    'src/app/shell/app-shell.tsx',
    'src/app/shell/partner-layout.tsx',
    'src/features/catalogue/home-screen.tsx',
    'src/features/catalogue/home-preload.ts',
  ],
};

// Real modules, and Vite's preload helper (every lazy import uses it). Libraries with a group
// of their own in vite.config.ts stay there: that group's priority wins.
const isBundled = (id) => !id.startsWith('\0') || id.includes('preload-helper');

/**
 * Rolldown chunk groups for the modules statically reachable from those entries: `app-boot`
 * holds what both paths load (the entry file's imports among them, the entry itself stays in
 * its chunk), `app-public` and `app-home` the rest of each path.
 */
export function pathChunks() {
  const groupOf = new Map();
  const plugin = {
    name: 'balcao:path-chunks',
    // The browser's chunks only: the pre-render's server build has none of the lazy entries.
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    buildEnd() {
      groupOf.clear();
      const ids = [...this.getModuleIds()];
      const byPath = (path) => ids.find((id) => id.endsWith(`/${path}`));
      const reachable = (starts) => {
        const seen = new Set();
        const stack = starts.filter(Boolean);
        while (stack.length > 0) {
          const id = stack.pop();
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const boot = reachable(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const [publicSet, homeSet] = [PATH_ENTRIES.public, PATH_ENTRIES.home].map((entries) => {
        const missing = entries.filter((path) => !byPath(path));
        if (missing.length > 0) this.warn(`path-chunks: no module ${missing.join(', ')} (renamed? update PATH_ENTRIES)`);
        return reachable(entries.map(byPath));
      });
      for (const id of new Set([...publicSet, ...homeSet])) {
        if (!isBundled(id)) continue;
        if (boot.has(id)) {
          if (!this.getModuleInfo(id)?.isEntry) groupOf.set(id, 'app-boot');
          continue;
        }
        // What both paths load goes with boot's modules: one file fewer on each.
        groupOf.set(id, publicSet.has(id) && homeSet.has(id) ? 'app-boot' : publicSet.has(id) ? 'app-public' : 'app-home');
      }
    },
  };
  const group = (name) => ({ name, test: (id) => groupOf.get(id) === name, priority: 1, includeDependenciesRecursively: false });
  return { plugin, groups: [group('app-boot'), group('app-public'), group('app-home')] };
}
