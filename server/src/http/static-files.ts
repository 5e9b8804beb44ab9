import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
};

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

// HTML pages (the shell and the pre-rendered screens) name this build's assets.
const NO_CACHE = new Set(['/sw.js', '/version.json', '/version_v2.json', '/manifest.webmanifest']);

export function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (NO_CACHE.has(urlPath) || urlPath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=86400';
}

/** The file under root for a URL path, or null when the path escapes root or is no regular file. */
export async function resolveFile(root: string, urlPath: string): Promise<{ path: string; size: number; mtime: Date } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = normalize(join(root, decoded));
  if (path !== normalize(root) && !path.startsWith(normalize(root + sep))) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}

function accepts(header: string, encoding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return name.trim() === encoding && (!q || Number(q.slice(2)) > 0);
  });
}

/** The best precompressed sibling (.br, then .gz) the client accepts, else the file itself. */
export async function negotiate(
  root: string,
  urlPath: string,
  file: { path: string; size: number; mtime: Date },
  acceptEncoding: string,
): Promise<{ path: string; size: number; mtime: Date; encoding: string | null }> {
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (!accepts(acceptEncoding, encoding)) continue;
    const sibling = await resolveFile(root, urlPath + suffix);
    if (sibling) return { ...sibling, encoding };
  }
  return { ...file, encoding: null };
}
