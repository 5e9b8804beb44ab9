import { z } from 'zod';

/** What one row of an integration batch (customers, products) did: a bad row is an error of its own, never the batch's. */
export const rowStatusSchema = z
  .enum(['created', 'updated', 'unchanged', 'error'])
  .meta({ description: '`created`, `updated`, `unchanged` (the same row sent again changes nothing) or `error` (this row only; `message` says why).' });

export type RowStatus = z.infer<typeof rowStatusSchema>;
