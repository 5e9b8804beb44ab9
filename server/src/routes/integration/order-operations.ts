// The OpenAPI operations of the order routes (orders.ts): the feed and what the partner's ERP does to one order.
import { z } from 'zod';
import { feedOrderSchema } from '../../domain/order-feed-view';
import { bodyRefusals, refusal } from '../../http/openapi/answers';
import { documented } from '../../http/openapi/operation-parts';
import { acknowledgeResultSchema } from '../../services/acknowledge-order';
import { CANCEL_REFUSED, cancelResultSchema } from '../../services/cancel-order';
import { BACK_OFFICE_STATUSES, changeOrderStatusResultSchema } from '../../services/change-order-status';
import { orderNotFound } from '../../services/own-order';
import { setInvoiceResultSchema } from '../../services/set-order-invoice';
import { INVALID_BODY } from '../../http/errors';
import { NUL_MESSAGE } from '../../http/input-guards';
import { EXAMPLE_FEED_ORDER, ORDER_EXAMPLES } from './order-examples';
import { acknowledgeSchema, cancelSchema, FEED_LIMIT, feedQuerySchema, invoiceSchema, ORDER_MESSAGES as M, statusSchema } from './order-schemas';

export const feedAnswerSchema = z.object({
  orders: z.array(feedOrderSchema).meta({ description: 'Oldest change first; empty when nothing changed since the position read.' }),
  nextCursor: z.string().meta({ description: 'Where to go on from: send it as `cursor` in the next request, now or days later.' }),
});

const orderPath = { path: z.object({ id: z.string().meta({ description: "The order's `id`, as the feed gives it.", example: String(EXAMPLE_FEED_ORDER.id) }) }) };

const notFound = refusal(
  "No order of the token's partner has this id (another partner's order is not found either: its existence is not revealed).",
  [orderNotFound(EXAMPLE_FEED_ORDER.id)],
);

const CANCELLED = 'Este pedido foi cancelado.';

/** An order action's operation: its body, its `{ result }` answer, and its own refusals beside the shared ones. */
function action(
  operation: { operationId: string; summary: string; description: string },
  body: { schema: z.ZodType; examples: Record<string, { summary: string; value: unknown }> },
  answer: { schema: z.ZodType; examples: Record<string, { summary: string; value: unknown }> },
  refusals: { invalid: string[]; more?: Record<number, ReturnType<typeof refusal>> },
) {
  return documented({
    ...operation,
    tags: ['Orders'],
    requestParams: orderPath,
    requestBody: { required: true, content: { 'application/json': body } },
    responses: {
      200: { description: 'What the request did.', content: { 'application/json': { schema: z.object({ result: answer.schema }), examples: answer.examples } } },
      400: refusal('The body is not JSON, holds a NUL character, or a field is missing or wrong.', [INVALID_BODY, NUL_MESSAGE, ...refusals.invalid]),
      404: notFound,
      413: bodyRefusals[413],
      ...refusals.more,
    },
  });
}

export const ORDER_OPERATIONS = {
  feed: documented({
    operationId: 'readOrderFeed',
    tags: ['Orders'],
    summary: "The partner's orders, in the order they changed",
    description:
      "Every order placed with the token's partner, each time it changes: placed, edited by the customer, acknowledged, " +
      'given a status or an invoice, paid, cancelled. Each order comes whole, as it is after its latest change, once per page: ' +
      'an order that changes again comes back later in the feed with a greater `changeNumber`. The feed is ordered by ' +
      '`changeNumber`, which grows with each change the partner commits, and changes become readable in that order: reading ' +
      'on with `nextCursor` never skips a change, even one committed while the previous page was read. Start with no ' +
      'parameter (from the first order) or with `changedAfter` (orders whose latest change is later); then send each ' +
      '`nextCursor` as `cursor`, until a page comes back empty, and ask again later from the last cursor. The cursor is opaque ' +
      'and does not expire. Reading changes nothing: a page read twice answers the same orders (use `changeNumber` to drop ' +
      `one already handled). Up to ${FEED_LIMIT.max} orders a page, ${FEED_LIMIT.default} by default. Webhooks (\`POST /webhooks\`) ` +
      'can say when to read; the feed is what to read.',
    requestParams: { query: feedQuerySchema },
    responses: {
      200: { description: 'A page of the feed and the cursor after it.', content: { 'application/json': { schema: feedAnswerSchema, examples: ORDER_EXAMPLES.feed } } },
      400: refusal('A wrong `limit` or `changedAfter`, both `changedAfter` and `cursor`, or a cursor no answer gave.', [M.limit, M.date, M.startOrContinue, M.badCursor]),
    },
  }),
  acknowledge: action(
    {
      operationId: 'acknowledgeOrder',
      summary: 'Record that the ERP took the order in, under its number',
      description:
        "Records the ERP's own number for the order (`erpNumber` in the feed). Idempotent: the same number again answers " +
        '`unchanged`; another number for an order already acknowledged is refused (409), as one order is one order in the ERP.',
    },
    { schema: acknowledgeSchema, examples: ORDER_EXAMPLES.acknowledge.request },
    { schema: acknowledgeResultSchema, examples: ORDER_EXAMPLES.acknowledge.response },
    {
      invalid: [M.erpNumber],
      more: { 409: refusal('The order was acknowledged already, with another number.', [`O pedido ${EXAMPLE_FEED_ORDER.number} já foi confirmado com o número PV-104233 do ERP.`]) },
    },
  ),
  status: action(
    {
      operationId: 'changeOrderStatus',
      summary: "Set the order's status",
      description:
        `Moves the order to one of the back office's statuses (${BACK_OFFICE_STATUSES.join(', ')}), with an observation the ` +
        "customer reads, and tells the customer's devices. Any of them may follow any other; cancelling is `POST /orders/{id}/cancel`. " +
        'Idempotent: the same status with the same observation again answers `unchanged` and tells no one. Refused for a cancelled ' +
        'order (422). Subscribers of `order.changed` get a webhook.',
    },
    { schema: statusSchema, examples: ORDER_EXAMPLES.status.request },
    { schema: changeOrderStatusResultSchema, examples: ORDER_EXAMPLES.status.response },
    { invalid: [M.status, M.observationType, M.observation], more: { 422: refusal('The order is cancelled.', [CANCELLED]) } },
  ),
  invoice: action(
    {
      operationId: 'setOrderInvoice',
      summary: "Attach the order's invoice (NF-e)",
      description:
        "The NF-e the partner issued for the order, shown on the order's detail in the app with a link to its DANFE. The key's " +
        'check digit is verified, and its number and series must be the ones sent. Sent again, a different invoice replaces the ' +
        'one kept (a corrected invoice); the same one answers `unchanged`. Refused for a cancelled order (422). Subscribers of ' +
        '`order.changed` get a webhook with the invoice.',
    },
    { schema: invoiceSchema, examples: ORDER_EXAMPLES.invoice.request },
    { schema: setInvoiceResultSchema, examples: ORDER_EXAMPLES.invoice.response },
    { invalid: [M.key, M.number, M.series, M.danfe, M.keyMismatch], more: { 422: refusal('The order is cancelled.', [CANCELLED]) } },
  ),
  cancel: action(
    {
      operationId: 'cancelOrder',
      summary: 'Cancel the order, with the reason the customer reads',
      description:
        "Cancels the order whatever its status, and tells the customer's devices. A paid order's total becomes the customer's " +
        'credit, and its products leave the customer\'s purchase history. Idempotent: an order cancelled already answers ' +
        '`unchanged`, and the first reason stays. Refused while a card payment of the order is being authorised (422): try again ' +
        'in a minute. Subscribers of `order.cancelled` get a webhook.',
    },
    { schema: cancelSchema, examples: ORDER_EXAMPLES.cancel.request },
    { schema: cancelResultSchema, examples: ORDER_EXAMPLES.cancel.response },
    { invalid: [M.reason], more: { 422: refusal('A card payment of the order is being authorised.', [CANCEL_REFUSED]) } },
  ),
};
