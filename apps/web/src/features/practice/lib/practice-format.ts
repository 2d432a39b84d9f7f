// What the practice page shows, worked out from the API's answers: the range of days it asks for in
// the learner's time zone, minutes and scores as text (hidden in low-pressure mode), and chart rows.
import type { PracticeSummary, Take } from '@bandbook/domain';

/** Days shown in the minutes chart: the last four weeks, today included. */
export const CHART_DAYS = 28;

/** The browser's IANA time zone ('UTC' where it has none). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The calendar date ('YYYY-MM-DD') of an instant in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The summary's range: the last `days` calendar days up to today in `timeZone`. */
export function lastDays(now: Date, timeZone: string, days = CHART_DAYS) {
  const to = dateIn(now, timeZone);
  return { from: shiftDays(to, -(days - 1)), to, tz: timeZone };
}

/** "12 min", "1 h 5 min"; minutes to a tenth are rounded to whole ones, except under one. */
export function formatMinutes(minutes: number): string {
  if (minutes > 0 && minutes < 1) return '< 1 min';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const rest = whole % 60;
  return rest ? `${Math.floor(whole / 60)} h ${rest} min` : `${Math.floor(whole / 60)} h`;
}

export function streakText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** A chart's day label: "Mar 5". */
export function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A take's time in the learner's zone: "Mar 5, 2026, 6:40 PM". */
export function takeTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

export const HIDDEN_SCORE = 'Hidden';

/** A score as the journal shows it: a whole percent, a dash where there is none, or hidden. */
export function scoreText(score: number | null, hidden: boolean): string {
  if (hidden) return HIDDEN_SCORE;
  return score === null ? '—' : `${Math.round(score)} %`;
}

export function minutesRows(summary: PracticeSummary) {
  return summary.days.map((day) => ({ day: dayLabel(day.date), minutes: day.minutes }));
}

/** The week's share of the goal, 0..100, or null without a goal. */
export function goalPercent(summary: PracticeSummary): number | null {
  const goal = summary.weeklyGoalMinutes;
  if (!goal) return null;
  return Math.min(100, Math.round((summary.weekMinutes / goal) * 100));
}

export const exerciseKey = (exercise: { contentPackageId: string; contentId: string }) =>
  `${exercise.contentPackageId}/${exercise.contentId}`;

export function exerciseName(exercise: {
  contentTitle: string | null;
  bookTitle: string | null;
  contentId: string;
}): string {
  const title = exercise.contentTitle ?? exercise.contentId;
  return exercise.bookTitle ? `${title} (${exercise.bookTitle})` : title;
}

/** One exercise's takes as chart rows, in time order. */
export function progressRows(exercise: PracticeSummary['exercises'][number], timeZone: string) {
  return exercise.points.map((point) => ({
    take: takeTime(point.createdAt, timeZone),
    score: Math.round(point.score),
    ...(point.pitchScore === null ? {} : { pitch: Math.round(point.pitchScore) }),
    rhythm: Math.round(point.rhythmScore),
  }));
}

export function tempoText(take: Pick<Take, 'tempo'>): string {
  return `${take.tempo} %`;
}
