/** A positive whole number read from a URL value (`12` or `'12'`); undefined for anything else. */
export function parsePositiveId(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
