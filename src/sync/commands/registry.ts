// Every outbox command type, for the flusher (`startFlusher(commandRegistry)`). A new
// type: its module under `sync/commands/`, its payload in `OutboxCommand`, one line here.
import type { CommandRegistry } from '../engine/command';
import { cartItemCommand } from './cart-item';
import { favoriteCommand } from './favorite';
import { placeOrderCommand } from './place-order';

export const commandRegistry: CommandRegistry = {
  'cart-item': cartItemCommand,
  favorite: favoriteCommand,
  'place-order': placeOrderCommand,
};
