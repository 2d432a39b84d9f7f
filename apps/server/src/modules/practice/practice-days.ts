// Calendar days for the practice summary, as 'YYYY-MM-DD' strings (a day of the learner's time zone,
// never an instant), and the streak rule of decision 065.

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a calendar date, for arithmetic only; undefined for an impossible date. */
function utcOf(date: string): number | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === date ? time : undefined;
}

export const addDays = (date: string, days: number) =>
  new Date(utcOf(date)! + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to` (negative when `to` is earlier); undefined if either is not a date. */
export function daysBetween(from: string, to: string): number | undefined {
  const a = utcOf(from);
  const b = utcOf(to);
  return a === undefined || b === undefined ? undefined : Math.round((b - a) / DAY_MS);
}

/** The calendar date of an instant in an IANA time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The Monday of a date's week (weeks run Monday to Sunday, ISO 8601). */
export function mondayOf(date: string): string {
  const weekday = new Date(utcOf(date)!).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The streak: practice days in a row, where one rest day between two practice days does not break
 * it and two do. It is alive while the last practice day is today, yesterday or the day before (that
 * one rest day may be yesterday, while today is still open); `days` are distinct dates, newest first.
 */
export function streakOf(days: readonly string[], today: string): number {
  let streak = 0;
  let previous = today;
  for (const day of days) {
    const gap = daysBetween(day, previous)!;
    if (gap < 0) continue; // a day after today (a clock ahead): not counted
    if (gap > 2) break; // two rest days in a row

    streak += 1;
    previous = day;
  }
  return streak;
}
