import { z } from 'zod';
import type { OrderStatus } from '../../../src/domain/entities/orders';

/** Every order status, as the integration API's documents state it (each an `OrderStatus`). */
export const orderStatusSchema = z.enum([
  'Em análise', 'Em processamento', 'Cancelado', 'Liberado', 'Entregue', 'Separado', 'Bloqueado', 'Pendente',
] as const satisfies readonly OrderStatus[]);
