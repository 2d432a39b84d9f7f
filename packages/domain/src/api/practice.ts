// Contracts of the practice room's journal (issue 47 item 4, decision 065): every take kept as a row,
// the journal's pages, the practice summary (minutes per day, streak, weekly goal), the learner's
// practice preferences, and the player's practice settings per exercise (part, tempo, loop, ramp,
// wait mode), which the player reads and writes.
import { z } from 'zod';
import { recordIdSchema } from '../rules/record-id.js';
import { TEMPO_MESSAGES, TEMPO_PERCENT } from '../catalogue/tempo-bands.js';
import { progressBodySchema, progressResponseSchema, PROGRESS_MESSAGES } from './learning.js';

export const PRACTICE_MESSAGES = {
  unknownItem: 'This SoundCheck item is not part of this book.',
  takeNotFound: 'Take not found.',
  recordingNotFound: 'This take has no kept recording.',
  recordingNotWav: 'The recording must be a WAV file.',
  recordingTooLarge: 'The recording is too large to keep.',
  part: 'The part name must be at most 200 characters.',
  duration: 'The duration must be a number of seconds from 0 to 3600.',
  mode: "The mode must be 'practice' or 'perform'.",
  loopStart: 'The loop must start at a bar from 0 to 10000.',
  loopEnd: 'The loop must end at a bar from 1 to 10000.',
  loopOrder: 'The loop must end after it starts.',
  rampFrom: 'The ramp must start at a whole percent from 50 to 150.',
  rampTo: 'The ramp must end at a whole percent from 50 to 150.',
  rampStep: 'The ramp step must be a whole percent from 1 to 50.',
  waitMode: 'Wait mode must be on or off.',
  weeklyGoal: 'The weekly goal must be a whole number of minutes from 1 to 10080, or none.',
  hideScores: 'Hide scores must be on or off.',
  timeZone: 'Unknown time zone.',
  date: 'Dates must be written as YYYY-MM-DD.',
  range: 'The range must start before it ends and cover at most 366 days.',
  cursor: 'Invalid page cursor.',
  previewNotSaved: 'Practice settings are not saved in a preview.',
  otherItem: 'This SoundCheck link is for another exercise.',
  limit: 'The page size must be a whole number from 1 to 100.',
} as const;

/** A kept recording's largest size: 10 minutes of 48 kHz 16-bit mono WAV is 57.6 MB; 60 MB. */
export const TAKE_RECORDING_MAX_BYTES = 60 * 1024 * 1024;

export const PRACTICE_MODES = ['practice', 'perform'] as const;
export type PracticeMode = (typeof PRACTICE_MODES)[number];

const contentIdSchema = z
  .string({ error: PRACTICE_MESSAGES.unknownItem })
  .min(1, PRACTICE_MESSAGES.unknownItem)
  .max(100, PRACTICE_MESSAGES.unknownItem);

/** The take facts the player adds to a saved result (optional, so the spec's other clients are unchanged). */
export const takeInputSchema = z.object({
  part: z
    .string({ error: PRACTICE_MESSAGES.part })
    .max(200, PRACTICE_MESSAGES.part)
    .nullable()
    .optional(),
  durationSeconds: z
    .number({ error: PRACTICE_MESSAGES.duration })
    .min(0, PRACTICE_MESSAGES.duration)
    .max(3600, PRACTICE_MESSAGES.duration)
    .optional(),
  mode: z.enum(PRACTICE_MODES, { error: PRACTICE_MESSAGES.mode }).optional(),
});
export type TakeInput = z.infer<typeof takeInputSchema>;

/** POST /api/users/me/progress with the optional take facts. */
export const progressWithTakeBodySchema = progressBodySchema.extend({
  take: takeInputSchema.optional(),
});
export type ProgressWithTakeBody = z.infer<typeof progressWithTakeBodySchema>;

/**
 * Its answer: the spec's progress answer, and the new take's id when the request sent `take` (the
 * player, which may attach the take's recording to it); the spec's other clients get the spec's answer.
 */
export const progressWithTakeResponseSchema = progressResponseSchema.extend({
  takeId: z.string().optional(),
});

/** One take of the journal. */
export const takeSchema = z.object({
  id: z.string(),
  contentPackageId: z.string(),
  /** The book's title (null if the book is gone from the catalogue). */
  bookTitle: z.string().nullable(),
  contentId: z.string(),
  /** The exercise's title in its book (null when the book no longer lists it). */
  contentTitle: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  tempo: z.number().int(),
  part: z.string().nullable(),
  stars: z.number().int(),
  score: z.number(),
  pitchScore: z.number().nullable(),
  rhythmScore: z.number(),
  percentPlayed: z.number(),
  durationSeconds: z.number(),
  mode: z.enum(PRACTICE_MODES).nullable(),
  /** The kept recording's signed media URL; null when the learner did not keep it. */
  recordingUrl: z.string().nullable(),
  /** The exercise's reference (its full mix), signed while the learner may play it; else null. */
  referenceUrl: z.string().nullable(),
});
export type Take = z.infer<typeof takeSchema>;

/** GET /api/practice/takes: newest first, paged by an opaque cursor. */
export const takesQuerySchema = z.object({
  packageId: recordIdSchema(PROGRESS_MESSAGES.unknownBook).optional(),
  contentId: contentIdSchema.optional(),
  cursor: z
    .string({ error: PRACTICE_MESSAGES.cursor })
    .max(200, PRACTICE_MESSAGES.cursor)
    .optional(),
  limit: z.coerce
    .number({ error: PRACTICE_MESSAGES.limit })
    .int(PRACTICE_MESSAGES.limit)
    .min(1, PRACTICE_MESSAGES.limit)
    .max(100, PRACTICE_MESSAGES.limit)
    .default(20),
});
export type TakesQuery = z.infer<typeof takesQuerySchema>;

export const takesPageSchema = z.object({
  takes: z.array(takeSchema),
  /** The cursor of the next (older) page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type TakesPage = z.infer<typeof takesPageSchema>;

export const takeParamsSchema = z.object({ id: recordIdSchema(PRACTICE_MESSAGES.takeNotFound) });

/** GET /api/practice/takes/:id/recording: a signed media URL of the kept WAV. */
export const takeRecordingSchema = z.object({ url: z.string(), expiresAt: z.string() });

const dateSchema = z
  .string({ error: PRACTICE_MESSAGES.date })
  .max(10, PRACTICE_MESSAGES.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, PRACTICE_MESSAGES.date);

/** True for an IANA time zone name the runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** GET /api/practice/summary?from&to&tz: days are calendar days in `tz`, from and to included. */
export const summaryQuerySchema = z.object({
  from: dateSchema,
  to: dateSchema,
  tz: z
    .string({ error: PRACTICE_MESSAGES.timeZone })
    .min(1, PRACTICE_MESSAGES.timeZone)
    .max(64, PRACTICE_MESSAGES.timeZone)
    .refine(isTimeZone, PRACTICE_MESSAGES.timeZone),
});
export type SummaryQuery = z.infer<typeof summaryQuerySchema>;

export const practiceSummarySchema = z.object({
  /** Every day of the range, in order, with the minutes practised that day (0 for none). */
  days: z.array(z.object({ date: z.string(), minutes: z.number(), takes: z.number().int() })),
  /**
   * Practice days in a row up to today (in `tz`); one rest day between two practice days does not
   * break it, two do. 0 when the last practice day is more than one rest day ago.
   */
  streak: z.number().int(),
  /** Minutes practised this week (Monday to today, in `tz`). */
  weekMinutes: z.number(),
  weeklyGoalMinutes: z.number().int().nullable(),
  /** Per exercise, each take's score in time order, for the progress charts. */
  exercises: z.array(
    z.object({
      contentPackageId: z.string(),
      contentId: z.string(),
      bookTitle: z.string().nullable(),
      contentTitle: z.string().nullable(),
      points: z.array(
        z.object({
          createdAt: z.string(),
          score: z.number(),
          pitchScore: z.number().nullable(),
          rhythmScore: z.number(),
          tempo: z.number().int(),
        }),
      ),
    }),
  ),
});
export type PracticeSummary = z.infer<typeof practiceSummarySchema>;

/** GET/PUT /api/practice/preferences. */
export const practicePreferencesSchema = z.object({
  weeklyGoalMinutes: z
    .number({ error: PRACTICE_MESSAGES.weeklyGoal })
    .int(PRACTICE_MESSAGES.weeklyGoal)
    .min(1, PRACTICE_MESSAGES.weeklyGoal)
    .max(7 * 24 * 60, PRACTICE_MESSAGES.weeklyGoal)
    .nullable(),
  hideScores: z.boolean({ error: PRACTICE_MESSAGES.hideScores }),
});
export type PracticePreferences = z.infer<typeof practicePreferencesSchema>;

export const DEFAULT_PRACTICE_PREFERENCES: PracticePreferences = {
  weeklyGoalMinutes: null,
  hideScores: false,
};

const rampPercent = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(TEMPO_PERCENT.min, message)
    .max(TEMPO_PERCENT.max, message);

/**
 * The player's settings for one exercise, kept per learner and exercise (GET/PUT
 * /api/practice/settings/:packageId/:contentId). The player code reads and writes exactly this shape.
 */
export const practiceSettingsSchema = z.object({
  part: z.string({ error: PRACTICE_MESSAGES.part }).max(200, PRACTICE_MESSAGES.part).nullable(),
  tempo: z
    .number({ error: TEMPO_MESSAGES.outOfRange })
    .int(TEMPO_MESSAGES.outOfRange)
    .min(TEMPO_PERCENT.min, TEMPO_MESSAGES.outOfRange)
    .max(TEMPO_PERCENT.max, TEMPO_MESSAGES.outOfRange),
  loop: z
    .object({
      startBar: z
        .number({ error: PRACTICE_MESSAGES.loopStart })
        .int(PRACTICE_MESSAGES.loopStart)
        .min(0, PRACTICE_MESSAGES.loopStart)
        .max(10000, PRACTICE_MESSAGES.loopStart),
      endBar: z
        .number({ error: PRACTICE_MESSAGES.loopEnd })
        .int(PRACTICE_MESSAGES.loopEnd)
        .min(1, PRACTICE_MESSAGES.loopEnd)
        .max(10000, PRACTICE_MESSAGES.loopEnd),
    })
    .nullable(),
  ramp: z
    .object({
      from: rampPercent(PRACTICE_MESSAGES.rampFrom),
      to: rampPercent(PRACTICE_MESSAGES.rampTo),
      step: z
        .number({ error: PRACTICE_MESSAGES.rampStep })
        .int(PRACTICE_MESSAGES.rampStep)
        .min(1, PRACTICE_MESSAGES.rampStep)
        .max(50, PRACTICE_MESSAGES.rampStep),
    })
    .nullable(),
  waitMode: z.boolean({ error: PRACTICE_MESSAGES.waitMode }),
});
export type PracticeSettings = z.infer<typeof practiceSettingsSchema>;

/** What GET answers for an exercise the learner has no settings for yet. */
export const DEFAULT_PRACTICE_SETTINGS: PracticeSettings = {
  part: null,
  tempo: TEMPO_PERCENT.full,
  loop: null,
  ramp: null,
  waitMode: false,
};

export const practiceSettingsParamsSchema = z.object({
  packageId: recordIdSchema(PROGRESS_MESSAGES.unknownBook),
  contentId: contentIdSchema,
});

/** GET/PUT answer: the settings (the default when none are kept) and when they were last saved. */
export const practiceSettingsResponseSchema = z.object({
  settings: practiceSettingsSchema,
  /** ISO 8601; null when nothing is kept yet (the settings are the default). */
  updatedAt: z.string().nullable(),
});
