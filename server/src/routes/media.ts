import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { bannerArt, logoName, productArt } from '../db/queries/media';
import { productImageView } from '../db/queries/product-details';
import { fail, NOT_FOUND } from '../http/errors';
import { cookiesPolicy, privacyPolicy } from '../media/legal-texts';
import { bannerSvg, logoSvg, productSvg } from '../media/svg';

const LONG_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';
const legal = new Map([
  ['cookies.md', cookiesPolicy],
  ['privacy.md', privacyPolicy],
]);

function found<T>(row: T | undefined): T {
  if (!row) fail(404, NOT_FOUND);
  return row;
}

/** Images named by database ids, rendered on request; public like any CDN file. */
export function mediaRoutes({ db }: AppDeps) {
  /** Image `position` of a product: 1 is the main one, the others show the view their row names. */
  async function productImage(id: number, position: number): Promise<string> {
    const art = found(await productArt(db, id));
    if (position === 1) return productSvg(art.family, art.brand, art.department_id);
    return productSvg(art.family, art.brand, art.department_id + position, found(await productImageView(db, id, position)));
  }

  async function render(kind: string, id: number, position: number | undefined): Promise<string> {
    if (position !== undefined && kind !== 'products') fail(404, NOT_FOUND);
    switch (kind) {
      case 'products':
        return productImage(id, position ?? 1);
      case 'brands':
        return logoSvg(found(await logoName(db, 'brands', id)).name, id);
      case 'partners':
        return logoSvg(found(await logoName(db, 'partners', id)).name, id + 3);
      case 'categories':
        return logoSvg(found(await logoName(db, 'categories', id)).name, id);
      case 'banners': {
        const art = found(await bannerArt(db, id));
        return bannerSvg(art.headline, art.partner, id);
      }
      default:
        fail(404, NOT_FOUND);
    }
  }

  return new Hono<AppEnv>()
    .get('/media/legal/:file', (c) => {
      const text = legal.get(c.req.param('file'));
      if (!text) fail(404, NOT_FOUND);
      return c.body(text, 200, { 'Content-Type': 'text/markdown; charset=utf-8', 'Cache-Control': 'no-cache' });
    })
    .get('/media/:kind/:file', async (c) => {
      const match = /^(\d{1,9})(?:-([2-9]))?\.svg$/.exec(c.req.param('file'));
      if (!match) fail(404, NOT_FOUND);
      const svg = await render(c.req.param('kind'), Number(match[1]), match[2] === undefined ? undefined : Number(match[2]));
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': LONG_CACHE });
    });
}
