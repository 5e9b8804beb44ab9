// Meta keys of the browse answers kept on the device (sync/pulls/browse.ts writes them). Their own module: a product
// card reads one of them on the home, which must not load the browse screens' fetching code with it.

/** Meta keys of the stored answers; screens read them live. */
export const browseKeys = {
  brands: (partnerId: number) => `brands:${partnerId}`,
  sections: (partnerId: number) => `sections:${partnerId}`,
  sectionsInUse: (partnerId: number) => `sections-in-use:${partnerId}`,
  contacts: (partnerId: number) => `contacts:${partnerId}`,
  families: (partnerId: number, categoryId: number, filter: string) => `families:${partnerId}:${categoryId}:${filter}`,
  /** whether the device holds the partner's whole catalogue (written by the catalogue pull) */
  catalogue: (partnerId: number) => `catalogue:${partnerId}`,
} as const;
