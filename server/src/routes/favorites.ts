import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { addFavorite, isPartnerProduct, removeFavorite } from '../db/queries/favorites';
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
    if (!(await isPartnerProduct(db, partnerId, id))) fail(404, 'Produto não encontrado.');
    return id;
  }

  return new Hono<AppEnv>()
    .post('/products/favorites/:productId', auth, partner, idempotent(deps), async (c) => {
      const id = await partnerProduct(c.get('partnerId'), c.req.param('productId'));
      await addFavorite(db, c.get('auth').customerId, id, clock.now());
      return c.body(null, 204);
    })
    .delete('/products/favorites/:productId', auth, partner, async (c) => {
      const id = await partnerProduct(c.get('partnerId'), c.req.param('productId'));
      await removeFavorite(db, c.get('auth').customerId, id);
      return c.body(null, 204);
    });
}
