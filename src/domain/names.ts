// Portuguese alphabetical order, case and accents aside. One collator for the app: a locale
// argument to localeCompare builds a new one on every call, which costs in a sort.
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

export const compareText: (a: string, b: string) => number = collator.compare;

export const byName = (a: { name: string }, b: { name: string }): number => collator.compare(a.name, b.name);
