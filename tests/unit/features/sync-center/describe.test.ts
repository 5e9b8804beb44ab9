// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PlaceOrderCommand } from '../../../../src/db/user-db';
import { describeChange } from '../../../../src/features/sync-center/describe';

const noProducts = { product: () => undefined };

describe('describeChange', () => {
  it('names an order finished offline with its item count and the total the customer saw', () => {
    const command = {
      type: 'place-order',
      partnerId: 1,
      orderId: 'local-1',
      queuedAt: 0,
      request: {},
      items: [{}, {}, {}],
      payment: { totalPayment: 1234.5 },
    } as unknown as PlaceOrderCommand;
    const { title, detail } = describeChange(command, noProducts);
    expect(title).toBe('Pedido finalizado sem conexão');
    expect(detail).toMatch(/^3 itens · R\$\s1\.234,50$/);
  });

  it('shows a change of a type it does not describe as a generic line', () => {
    const unknown = { type: 'sector-filing', partnerId: 1 } as unknown as PlaceOrderCommand;
    expect(describeChange(unknown, noProducts)).toEqual({ title: 'Alteração', detail: 'Alteração feita neste aparelho' });
  });
});
