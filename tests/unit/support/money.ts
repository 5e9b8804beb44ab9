// Amounts as Testing Library's text matchers see them: its default normaliser turns formatBrl's non-breaking space
// into a plain one in the page's text (a textContent or an accessible name keeps it: compare those with formatBrl).
import { formatBrl } from '../../../src/domain/format';

export function brlText(value: number): string {
  return formatBrl(value).replace(/\s/g, ' ');
}
