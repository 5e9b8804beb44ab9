// Values scripts/build.mjs bakes in with esbuild `define` (the same env as the app's VITE_*).
declare const __API_BASE__: string;
declare const __CDN_HOST__: string;

export const swConfig = {
  apiBase: __API_BASE__,
  cdnHost: __CDN_HOST__,
} as const;
