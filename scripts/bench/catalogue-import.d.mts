/** Product `index` as an ERP sends it to the catalogue batch; `salesPrice` to change it (default 11.5). */
export function benchProduct(index: number, salesPrice?: number): Record<string, unknown> & { code: string };
/** The CDN_HOST the bench products' images are on. */
export const BENCH_CDN: string;
