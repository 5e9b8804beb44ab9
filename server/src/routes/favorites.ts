import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { fail } from '../http/errors';
import { requireAuth, requirePartner } from '../http/guards';
import { idempotent } from '../http/idempotency';
import { pathId } from '../http/path-id';

export function favoriteRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
  const partner = requirePartner(deps);

  async function partnerProduct(partnerId: number, value: string): Promise<number> {
    const id = pathId(value, 'Produto não encontrado.');
    const rows = await db.query('SELECT 1 FROM products WHERE id = $1 AND partner_id = $2', [id, partnerId]);
    if (rows.length === 0) fail(404, 'Produto não encontrado.');
    return id;
  }

  return new Hono<AppEnv>()
    .post('/products/favorites/:productId', auth, partner, idempotent(deps), async (c) => {
      const id = await partnerProduct(c.get('partnerId'), c.req.param('productId'));
      await db.query(
        'INSERT INTO favorites (customer_id, product_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [c.get('auth').customerId, id, clock.now().toISOString()],
      );
      return c.body(null, 204);
    })
    .delete('/products/favorites/:productId', auth, partner, async (c) => {
      const id = await partnerProduct(c.get('partnerId'), c.req.param('productId'));
      await db.query('DELETE FROM favorites WHERE customer_id = $1 AND product_id = $2', [c.get('auth').customerId, id]);
      return c.body(null, 204);
    });
}
