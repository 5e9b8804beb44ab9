import type { ServerConfig } from '../config';

export type MediaKind = 'products' | 'brands' | 'partners' | 'categories' | 'banners';

/** Same origin by default; `${CDN_HOST}/media/...` when a CDN host is configured. */
export function mediaUrl(config: Pick<ServerConfig, 'cdnHost'>, kind: MediaKind, id: number): string {
  return `${config.cdnHost}/media/${kind}/${id}.svg`;
}
