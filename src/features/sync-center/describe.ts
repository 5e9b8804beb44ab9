// What each outbox command type looks like in the sync center: one describer per type, in this one
// place. A type without one (or an entry of a type this version no longer knows) shows a generic line.
import type { OutboxCommand, StoredProduct } from '../../db/user-db';
import { formatBrl } from '../../domain/format';
import { packagesCounted } from '../../domain/package-name';
import { syncCenterMessages as m } from './messages';

export interface ChangeDescription {
  /** what the change is about: the product, the order… */
  title: string;
  /** what it does: 'Carrinho: 3 caixas', 'Favoritos: adicionar' */
  detail: string;
}

/** What a describer may look up: the partner's products on the device. */
export interface DescribeContext {
  product(partnerId: number, productId: number): StoredProduct | undefined;
}

type CommandType = OutboxCommand['type'];
export type Describer<T extends CommandType> = (command: Extract<OutboxCommand, { type: T }>, context: DescribeContext) => ChangeDescription;

function productTitle(context: DescribeContext, partnerId: number, productId: number): string {
  const stored = context.product(partnerId, productId);
  return stored ? `${stored.product.family.name}, cód. ${stored.product.code}` : m.unknownProduct(productId);
}

const describeCartItem: Describer<'cart-item'> = (command, context) => {
  const pkg = context.product(command.partnerId, command.productId)?.product.packages.find((p) => p.id === command.productPackageId);
  const count = pkg ? packagesCounted(command.quantity, pkg) : String(command.quantity);
  return {
    title: productTitle(context, command.partnerId, command.productId),
    detail: command.quantity > 0 ? m.cartQuantity(count) : m.cartRemoval,
  };
};

const describeFavorite: Describer<'favorite'> = (command, context) => ({
  title: productTitle(context, command.partnerId, command.productId),
  detail: command.favorite ? m.favoriteOn : m.favoriteOff,
});

const describeQueuedOrder: Describer<'place-order'> = (command) => ({
  title: m.queuedOrder,
  detail: m.queuedOrderDetail(command.items.length, formatBrl(command.payment.totalPayment)),
});

/** One line per command type. A new type adds its describer here; until then it shows as `otherChange`. */
export const describers: { readonly [T in CommandType]?: Describer<T> } = {
  'cart-item': describeCartItem,
  favorite: describeFavorite,
  'place-order': describeQueuedOrder,
};

export function describeChange(command: OutboxCommand, context: DescribeContext): ChangeDescription {
  // Each type's describer takes that type's command.
  const describer = (describers as Partial<Record<string, Describer<CommandType>>>)[command.type];
  return describer ? describer(command, context) : { title: m.otherChange, detail: m.otherChangeDetail };
}
