/** Collects parameters while a statement is written: `p(value)` returns its `$n` placeholder. */
export function sqlParams() {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  return { params, p };
}

export type Placeholder = (value: unknown) => string;

/** A WHERE fragment written against the products table `p`. */
export type Condition = (p: Placeholder) => string;
