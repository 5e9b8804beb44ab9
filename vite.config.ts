import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pathChunks } from './scripts/build/path-chunks.mjs';
import { terserOwnCode } from './scripts/build/terser-own-code.mjs';

const env = process.env;

// scripts/build.mjs sets APP_VERSION once per build (it also writes version*.json and the
// service worker with it); a plain `vite` dev server reports 'dev' and skips version checks.
const appVersion = env.APP_VERSION ?? 'dev';
const devServer = env.DEV_API_TARGET ?? 'http://localhost:8080';

const viteEnv = {
  VITE_APP_ENV: env.APP_ENV ?? 'homologation',
  VITE_API_BASE: env.API_BASE ?? '/api/ecommerce',
  VITE_CDN_HOST: env.CDN_HOST ?? '',
  VITE_SUPPORT_WHATSAPP: env.SUPPORT_WHATSAPP ?? '5511999999999',
  VITE_SIGNUP_PARTNER_ID: env.SIGNUP_PARTNER_ID ?? '1',
  VITE_APP_VERSION: appVersion,
};

// Libraries change less often than the app: separate chunks keep them cached across
// releases, and Dexie stays out of the public screens (only Dexie-backed code imports it).
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
  // The virtualised lists' library: only the long-list screens load it.
  { name: 'virtual', test: /node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/, priority: 3 },
  // The router's navigation blocker serves one lazy screen (the image gallery): it loads with it.
  { name: 'router-blocker', test: /node_modules[\\/]@tanstack[\\/]react-router[\\/]dist[\\/]esm[\\/]useBlocker/, priority: 3, includeDependenciesRecursively: false },
  { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
  { name: 'dexie', test: /node_modules[\\/](dexie|dexie-react-hooks)[\\/]/, priority: 2 },
  // The HTTP client: loaded with the first API call (src/api/client.ts), not by the landing.
  { name: 'ky', test: /node_modules[\\/]ky[\\/]/, priority: 2 },
  // Session replay's recorder: one file, loaded after idle for a sampled signed-in session only, never precached
  // (scripts/build/service-worker.mjs): the landing, the login and the home's first load never fetch it.
  {
    name: 'session-recorder',
    test: /node_modules[\\/]@rrweb[\\/]|src[\\/]session[\\/]replay[\\/](recording|batcher|recorder-options)\.ts$|src[\\/]api[\\/]session-replays\.ts$/,
    priority: 3,
    includeDependenciesRecursively: false,
  },
  // What decides (sample, the user's switch), loaded when the signed-in screen is idle; not precached either.
  { name: 'session-replay', test: /src[\\/]session[\\/]replay[\\/](controller|tab-session)\.ts$/, priority: 3, includeDependenciesRecursively: false },
];

const appChunks = pathChunks();

export default defineConfig({
  // 'index' is the entry's chunk (index.html's script).
  plugins: [react(), appChunks.plugin, terserOwnCode(['index', ...appChunks.groups.map((group) => group.name)])],
  define: Object.fromEntries(
    Object.entries(viteEnv).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  ),
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: the router's store needs the selector, not the shim for React 17.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      // Dexie's ES2018 build: the package's default is its ES5 build (1.4 KB gzip more of every signed-in start).
      { find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' },
    ],
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    // Android's Chromium and current Safari and Firefox preload modules themselves (elsewhere the
    // modules still load, unpreloaded): the polyfill only cost every visitor's entry bytes.
    modulePreload: {
      polyfill: false,
      // A lazy screen's own imports load after it instead of beside it (its CSS still loads beside it): the list of
      // every screen's files sat in the entry, 1.2 KB gzip of every first visit, while the service worker has every
      // file on the device soon after that visit. The two budgeted paths keep theirs.
      resolveDependencies: (file, deps) => (/^assets\/app-(home|public)-/.test(file) ? deps : deps.filter((dep) => !dep.endsWith('.js'))),
    },
    rolldownOptions: {
      output: { codeSplitting: { groups: [...vendorChunks, ...appChunks.groups] } },
    },
  },
  server: {
    proxy: {
      '/api': devServer,
      '/media': devServer,
    },
  },
});
