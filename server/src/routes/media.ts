import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { fail, NOT_FOUND } from '../http/errors';
import { cookiesPolicy, privacyPolicy } from '../media/legal-texts';
import { bannerSvg, logoSvg, productSvg } from '../media/svg';

const LONG_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';
const legal = new Map([
  ['cookies.md', cookiesPolicy],
  ['privacy.md', privacyPolicy],
]);

/** Images named by database ids, rendered on request; public like any CDN file. */
export function mediaRoutes({ db }: AppDeps) {
  async function one<T>(sql: string, id: number): Promise<T> {
    const [row] = await db.query<T>(sql, [id]);
    if (!row) fail(404, NOT_FOUND);
    return row;
  }

  async function render(kind: string, id: number): Promise<string> {
    switch (kind) {
      case 'products': {
        const row = await one<{ family: string; brand: string; department_id: number }>(
          `SELECT f.name AS family, b.name AS brand, p.department_id FROM products p
           JOIN families f ON f.id = p.family_id JOIN brands b ON b.id = p.brand_id WHERE p.id = $1`,
          id,
        );
        return productSvg(row.family, row.brand, row.department_id);
      }
      case 'brands':
        return logoSvg((await one<{ name: string }>('SELECT name FROM brands WHERE id = $1', id)).name, id);
      case 'partners':
        return logoSvg((await one<{ name: string }>('SELECT name FROM partners WHERE id = $1', id)).name, id + 3);
      case 'categories':
        return logoSvg((await one<{ name: string }>('SELECT name FROM departments WHERE id = $1', id)).name, id);
      case 'banners': {
        const row = await one<{ headline: string; partner: string }>(
          'SELECT b.headline, p.name AS partner FROM banners b JOIN partners p ON p.id = b.partner_id WHERE b.id = $1',
          id,
        );
        return bannerSvg(row.headline, row.partner, id);
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
      const match = /^(\d{1,9})\.svg$/.exec(c.req.param('file'));
      if (!match) fail(404, NOT_FOUND);
      const svg = await render(c.req.param('kind'), Number(match[1]));
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': LONG_CACHE });
    });
}
