import { z } from 'zod';
import type { ListFilter } from '../db/queries/product-lists';

const FILTER = /^(CATEGORY|BRAND|PARTNER|GROUP):\d{1,9}$/;

const filtersSchema = z
  .string()
  .optional()
  .refine((value) => !value || value.split(',').every((part) => FILTER.test(part.trim())), 'Filtro inválido.')
  .transform((value): ListFilter[] =>
    (value ? value.split(',') : [])
      .map((part) => part.trim().split(':'))
      .filter(([type]) => type !== 'GROUP')
      .map(([type, id]) => ({ type: type as ListFilter['type'], id: Number(id) })),
  );

const page = z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(0, 'Página inválida.').max(100_000, 'Página inválida.').default(0);
const size = (fallback: number, max: number) =>
  z.coerce.number({ error: 'Tamanho de página inválido.' }).int('Tamanho de página inválido.').min(1, 'Tamanho de página inválido.').max(max, 'Tamanho de página inválido.').default(fallback);

export const listQuery = z.object({
  page,
  size: size(13, 100),
  ordination: z.enum(['RELEVANCE', 'ALPHABETICAL'], { error: 'Ordenação inválida.' }).default('RELEVANCE'),
  filters: filtersSchema,
});

export const searchQuery = z.object({
  filter: z.string().max(200, 'Texto de busca muito longo.').default(''),
  page,
  size: size(10, 1000),
  filters: filtersSchema,
});

export const listTypeSchema = z.enum(['LAST_PURCHASES', 'SUGGESTIONS', 'PROMOTIONS', 'FAVORITES', 'FEFO'], {
  error: 'Tipo de lista inválido.',
});

