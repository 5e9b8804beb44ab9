import type { ServerConfig } from '../config';

export type MediaKind = 'products' | 'brands' | 'partners' | 'categories' | 'banners';

/** Same origin by default; `${CDN_HOST}/media/...` when a CDN host is configured. */
export function mediaUrl(config: Pick<ServerConfig, 'cdnHost'>, kind: MediaKind, id: number): string {
  return `${config.cdnHost}/media/${kind}/${id}.svg`;
}

/** Image `position` of a product: the first one is the product's main image (`mediaUrl`). */
export function productImageUrl(config: Pick<ServerConfig, 'cdnHost'>, productId: number, position: number): string {
  return position === 1 ? mediaUrl(config, 'products', productId) : `${config.cdnHost}/media/products/${productId}-${position}.svg`;
}
