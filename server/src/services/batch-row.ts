/** What one row of an integration batch (customers, products) did: a bad row is an error of its own, never the batch's. */
export type RowStatus = 'created' | 'updated' | 'unchanged' | 'error';
