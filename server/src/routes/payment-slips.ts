import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { customerSlips, findCustomerSlip, requestSecondCopy, slipParties } from '../db/queries/payment-slips';
import { slipAvailability, toPaymentSlip } from '../domain/payment-slip-view';
import { fail } from '../http/errors';
import { requireAuth, servedPartner } from '../http/guards';
import { ownSlip } from '../http/own-slip';
import { pathIdOrBadRequest } from '../http/path-id';
import { paymentSlipPdf } from '../pdf/payment-slip';

const NOT_AVAILABLE = 'A 2° via deste boleto ainda não está disponível para download.';

export function paymentSlipRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .get('/payment-slip/partner/:partnerId', auth, async (c) => {
      const { customerId } = c.get('auth');
      const partnerText = String(pathIdOrBadRequest(c.req.param('partnerId'), 'Identificador de parceiro inválido.'));
      const partnerId = await servedPartner(db, customerId, partnerText);
      const now = clock.now();
      return c.json((await customerSlips(db, customerId, partnerId)).map((row) => toPaymentSlip(row, now, config.apiBase)));
    })
    .get('/payment-slip/:id', auth, async (c) => {
      const slip = await ownSlip(db, c.req.param('id'), c.get('auth').customerId);
      return c.json(toPaymentSlip(slip, clock.now(), config.apiBase));
    })
    // Ours (the specs name no call): asks for a second copy of a slip with none on file; AVAILABLE or already
    // REQUESTED slips are answered as they are.
    .post('/payment-slip/:id/second-copy', auth, async (c) => {
      const { customerId } = c.get('auth');
      const slip = await ownSlip(db, c.req.param('id'), customerId);
      const now = clock.now();
      await requestSecondCopy(db, slip.id, customerId, now);
      return c.json(toPaymentSlip((await findCustomerSlip(db, slip.id, customerId))!, now, config.apiBase));
    })
    .get('/payment-slip/:id/pdf', auth, async (c) => {
      const slip = await ownSlip(db, c.req.param('id'), c.get('auth').customerId);
      const now = clock.now();
      if (slipAvailability(slip, now) !== 'AVAILABLE') fail(409, NOT_AVAILABLE);
      const pdf = await paymentSlipPdf(slip, await slipParties(db, slip), now);
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="boleto-${slip.number}.pdf"`,
      });
    });
}
