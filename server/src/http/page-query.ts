import { z } from 'zod';
import type { ListFilter } from '../db/queries/product-lists';

const FILTER = /^(CATEGORY|GROUP|BRAND|FAMILY|PRODUCT_SECTION|PARTNER):\d{1,9}$/;

const filtersSchema = z
  .string()
  .optional()
  .refine((value) => !value || value.split(',').every((part) => FILTER.test(part.trim())), 'Filtro inválido.')
  .transform((value): ListFilter[] =>
    (value ? value.split(',') : [])
      .map((part) => part.trim().split(':'))
      .map(([type, id]) => ({ type: type as ListFilter['type'], id: Number(id) })),
  );

const page = z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(0, 'Página inválida.').max(100_000, 'Página inválida.').default(0);
const size = (fallback: number, max: number) =>
  z.coerce.number({ error: 'Tamanho de página inválido.' }).int('Tamanho de página inválido.').min(1, 'Tamanho de página inválido.').max(max, 'Tamanho de página inválido.').default(fallback);

/** A product list page of `fallback` rows unless `size` says otherwise (brand, family, sector, similar products). */
export const pageQuery = (fallback: number) => z.object({ page, size: size(fallback, 100), filters: filtersSchema });

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


/** A category search: words of a family name, any punctuation ignored. */
export const familySearchQuery = z.object({ filter: z.string().max(200, 'Texto de busca muito longo.').default('') });

export const historyQuery = z.object({ page, size: size(20, 100) });

export const changesQuery = z.object({
  since: z.string().regex(/^\d{1,15}(\.\d{1,9})?$/, 'Cursor do catálogo inválido.').optional(),
  size: size(500, 1000),
});
