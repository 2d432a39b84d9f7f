// The practice page's summary (decision 065): minutes practised per calendar day in the learner's
// time zone (a take's duration, counted on the day it was saved), the current streak, this week's
// minutes against the weekly goal, and per exercise its takes' scores over the range.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { PRACTICE_MESSAGES, type PracticeSummary, type SummaryQuery } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { takes } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import { readPreferences } from './practice-settings.js';
import { titlesOf } from './takes.queries.js';
import { addDays, daysBetween, localDate, mondayOf, streakOf } from './practice-days.js';

/** The longest range one summary covers. */
const MAX_RANGE_DAYS = 366;
/** Points per exercise in the progress charts: its newest takes of the range. */
const MAX_POINTS = 500;

const rangeError = () =>
  badRequest(PRACTICE_MESSAGES.range, { to: { message: PRACTICE_MESSAGES.range } });

export async function readSummary(
  ctx: AppContext,
  userId: string,
  query: SummaryQuery,
  now = new Date(),
): Promise<PracticeSummary> {
  const { from, to, tz } = query;
  const span = daysBetween(from, to);
  if (span === undefined || span < 0 || span >= MAX_RANGE_DAYS) throw rangeError();
  const localDay = sql<string>`((${takes.createdAt} at time zone ${tz})::date)::text`;
  const startOf = (date: string) => sql`(${date}::date::timestamp at time zone ${tz})`;
  const today = localDate(now, tz);
  const weekStart = mondayOf(today);
  const mine = eq(takes.userId, userId);

  const [perDay, practiceDays, week, points, preferences] = await Promise.all([
    ctx.db
      .select({
        date: localDay,
        seconds: sql<number>`coalesce(sum(${takes.durationSeconds}), 0)::float8`,
        takes: sql<number>`count(*)::int`,
      })
      .from(takes)
      .where(
        and(
          mine,
          gte(takes.createdAt, startOf(from)),
          lt(takes.createdAt, startOf(addDays(to, 1))),
        ),
      )
      .groupBy(sql`1`),
    // Every day the learner practised, newest first: the streak walks back from today.
    ctx.db
      .selectDistinct({ date: localDay })
      .from(takes)
      .where(mine)
      .orderBy(sql`1 desc`),
    ctx.db
      .select({ seconds: sql<number>`coalesce(sum(${takes.durationSeconds}), 0)::float8` })
      .from(takes)
      .where(
        and(
          mine,
          gte(takes.createdAt, startOf(weekStart)),
          lt(takes.createdAt, startOf(addDays(today, 1))),
        ),
      ),
    ctx.db
      .select({
        packageId: takes.packageId,
        contentId: takes.contentId,
        createdAt: takes.createdAt,
        score: takes.score,
        pitchScore: takes.pitchScore,
        rhythmScore: takes.rhythmScore,
        tempo: takes.tempo,
        rank: sql<number>`row_number() over (partition by ${takes.packageId}, ${takes.contentId} order by ${takes.createdAt} desc)`,
      })
      .from(takes)
      .where(
        and(
          mine,
          gte(takes.createdAt, startOf(from)),
          lt(takes.createdAt, startOf(addDays(to, 1))),
        ),
      )
      .orderBy(asc(takes.createdAt)),
    readPreferences(ctx, userId),
  ]);

  const minutesOn = new Map(perDay.map((row) => [row.date, row]));
  const days = Array.from({ length: span + 1 }, (_, i) => {
    const date = addDays(from, i);
    const row = minutesOn.get(date);
    return { date, minutes: minutesOf(row?.seconds ?? 0), takes: row ? Number(row.takes) : 0 };
  });

  const byExercise = new Map<string, PracticeSummary['exercises'][number]>();
  const titles = await titlesOf(ctx, userId, [...new Set(points.map((p) => p.packageId))]);
  for (const point of points) {
    if (Number(point.rank) > MAX_POINTS) continue;
    const key = `${point.packageId}/${point.contentId}`;
    let exercise = byExercise.get(key);
    if (!exercise) {
      const book = titles.get(point.packageId);
      exercise = {
        contentPackageId: point.packageId,
        contentId: point.contentId,
        bookTitle: book?.bookTitle ?? null,
        contentTitle: book?.content.get(point.contentId)?.title ?? null,
        points: [],
      };
      byExercise.set(key, exercise);
    }
    exercise.points.push({
      createdAt: point.createdAt.toISOString(),
      score: point.score,
      pitchScore: point.pitchScore,
      rhythmScore: point.rhythmScore,
      tempo: point.tempo,
    });
  }

  return {
    days,
    streak: streakOf(
      practiceDays.map((row) => row.date),
      today,
    ),
    weekMinutes: minutesOf(week[0]?.seconds ?? 0),
    weeklyGoalMinutes: preferences.weeklyGoalMinutes,
    exercises: [...byExercise.values()],
  };
}

/** Seconds as minutes, to a tenth. */
const minutesOf = (seconds: number) => Math.round(Number(seconds) / 6) / 10;
