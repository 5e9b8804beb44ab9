/** An aria-describedby (or -labelledby) value from the ids that apply; undefined when none does. */
export function ariaIds(...ids: Array<string | false | null | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
