// Day-level rules follow the customers' calendar: the day in São Paulo, not in UTC (23:30 there is 02:30 UTC next day).

const DAY_PARTS = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The São Paulo calendar date (YYYY-MM-DD) of an instant. */
export function saoPauloDate(instant: Date): string {
  const parts = Object.fromEntries(DAY_PARTS.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar date `days` after a YYYY-MM-DD date (negative: before). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a YYYY-MM-DD date. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A local-time Date on the São Paulo calendar date of the instant, for shared code that reads getFullYear/getMonth/getDate. */
export function saoPauloCalendar(instant: Date): Date {
  const [year, month, day] = saoPauloDate(instant).split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}
