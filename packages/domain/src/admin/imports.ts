// CSV imports (issue 49 item 2): learners with their subscriptions and trials, and codes into an
// existing code list. A file is checked first (the dry run: every row's errors by line and column,
// nothing written), then imported as a job with progress. A row meets the same field rules, with the
// same messages, as the back office's forms (rules/user.ts, admin/users.ts, rules/code-entry.ts).
import { z } from 'zod';
import { CODE_ALPHABET, normalizeCode } from '../catalogue/codes.js';
import { MESSAGES } from '../messages.js';
import { NAME_MAX } from '../rules/profile.js';
import { CODE_MAX } from '../rules/code-entry.js';
import { recordIdSchema } from '../rules/record-id.js';
import {
  emailSchema,
  languageCodeSchema,
  regionCodeSchema,
  usernameSchema,
} from '../rules/user.js';
import { USER_ADMIN_MESSAGES } from './users.js';

export const IMPORT_KINDS = ['learners', 'codes'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** checking (the dry run) -> checked -> importing -> done; failed when a job broke off. */
export const IMPORT_STATUSES = ['checking', 'checked', 'importing', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The largest CSV file a request may carry (about 100,000 learner rows with room to spare). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Errors an import keeps to show; the count goes on past them. */
export const IMPORT_ERRORS_KEPT = 1_000;

/** The learners file's columns, in the documented order (docs/imports.md). */
export const LEARNER_IMPORT_COLUMNS = [
  'username',
  'email',
  'firstname',
  'lastname',
  'languageCode',
  'currencyCode',
  'subscriptions',
  'subscriptionEnds',
  'trials',
  'trialEnds',
] as const;
/** A learners file must have these; the other columns may be left out. */
export const LEARNER_REQUIRED_COLUMNS = ['username', 'email', 'languageCode', 'currencyCode'];
export const CODE_IMPORT_COLUMNS = ['code'] as const;

export const IMPORT_MESSAGES = {
  notCsv: 'Send the file as text/csv.',
  empty: 'The file is empty.',
  tooLarge: `The file is too large: at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  noRows: 'The file has a header but no rows.',
  missingColumn: (column: string) => `The column ${column} is missing.`,
  unknownColumn: (column: string) => `The column ${column} is not one this import knows.`,
  malformed: 'This line is not valid CSV.',
  notFound: 'This import does not exist.',
  listNotFound: 'This code list does not exist.',
  notReady: 'This import is not ready to run: check the file first.',
  hasErrors: 'The check found errors: correct the file and check it again.',
  alreadyRun: 'This import has already run.',
  usernameInFile: (line: number) => `This username is already on line ${line} of the file.`,
  emailInFile: (line: number) => `This email is already on line ${line} of the file.`,
  codeInFile: (line: number) => `This code is already on line ${line} of the file.`,
  codeTaken: 'This code already exists.',
  codeCharacters: 'A code may hold only the letters and digits of printed codes.',
  invalidDate: 'Enter a valid date (YYYY-MM-DD).',
  endsWithoutPackages: 'An end date needs packages in the column before it.',
  /** What staff read when a job broke off; the error itself stays on the server (imports.failure). */
  serverFailure: (id: string) =>
    `a server error. The rows imported so far stay imported; an operator finds the details under import ${id}.`,
  started: 'The file is being checked.',
  running: 'The import has started.',
} as const;

/** `a;b;c` to its ids (blanks dropped), each a package id in lower case. */
const idList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(';')
      .map((id) => id.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(recordIdSchema(USER_ADMIN_MESSAGES.unknownPackage)).max(50, MESSAGES.tooMany));

/** '' (the default end), or a date: YYYY-MM-DD (the end of that day, UTC) or an ISO date-time. */
const endDate = z
  .string()
  .trim()
  .default('')
  .refine((value) => value === '' || !Number.isNaN(parsedEnd(value)), IMPORT_MESSAGES.invalidDate)
  .transform((value) => (value === '' ? null : new Date(parsedEnd(value))));

function parsedEnd(value: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T23:59:59.999Z`);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
}

/** One row of a learners file, as the admin create form checks it. */
export const learnerImportRowSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    firstname: z.string().trim().max(NAME_MAX, MESSAGES.tooLong).default(''),
    lastname: z.string().trim().max(NAME_MAX, MESSAGES.tooLong).default(''),
    languageCode: languageCodeSchema,
    currencyCode: regionCodeSchema,
    subscriptions: idList,
    subscriptionEnds: endDate,
    trials: idList,
    trialEnds: endDate,
  })
  .superRefine((row, context) => {
    const ids = [...row.subscriptions, ...row.trials];
    if (new Set(ids).size !== ids.length) {
      context.addIssue({
        code: 'custom',
        path: [row.trials.length ? 'trials' : 'subscriptions'],
        message: USER_ADMIN_MESSAGES.duplicateAssignment,
      });
    }
    for (const [ends, packages] of [
      ['subscriptionEnds', 'subscriptions'],
      ['trialEnds', 'trials'],
    ] as const) {
      const end = row[ends];
      if (!end) continue;
      if (row[packages].length === 0) {
        context.addIssue({
          code: 'custom',
          path: [ends],
          message: IMPORT_MESSAGES.endsWithoutPackages,
        });
      } else if (end.getTime() <= Date.now()) {
        context.addIssue({
          code: 'custom',
          path: [ends],
          message: USER_ADMIN_MESSAGES.endBeforeStart,
        });
      }
    }
  });
export type LearnerImportRow = z.infer<typeof learnerImportRowSchema>;

const PRINTED = new RegExp(`^[${CODE_ALPHABET}]+$`);

/** One row of a codes file: what a learner would type, normalised as every code is stored. */
export const codeImportRowSchema = z.object({
  code: z
    .string({ error: MESSAGES.codeRequired })
    .trim()
    .min(1, MESSAGES.codeRequired)
    .max(CODE_MAX, MESSAGES.codeIncorrect)
    .transform(normalizeCode)
    .refine((code) => code.length > 0, MESSAGES.codeRequired)
    .refine((code) => PRINTED.test(code), IMPORT_MESSAGES.codeCharacters),
});

/** `?couponListId=` of POST /api/admin/imports/codes. */
export const codeImportQuerySchema = z.object({
  couponListId: recordIdSchema(IMPORT_MESSAGES.listNotFound),
});
export const importParamsSchema = z.object({ id: recordIdSchema(IMPORT_MESSAGES.notFound) });

/** One problem of a row: the file's line (the header is line 1), the column, the message. */
export const importErrorSchema = z.object({
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** GET /api/admin/imports/{id}, and the answer of every start. */
export const importSchema = z.object({
  _id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  couponListId: z.string().nullable(),
  /** Rows of the file (known once the check has read it all). */
  totalRows: z.number().int(),
  /** Rows the running step (check or import) has gone through. */
  processedRows: z.number().int(),
  /** Rows the import wrote. */
  importedRows: z.number().int(),
  /** Every error found; `errors` holds the first IMPORT_ERRORS_KEPT. */
  errorCount: z.number().int(),
  errors: z.array(importErrorSchema),
  /** Why a job broke off (status failed). */
  failure: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Import = z.infer<typeof importSchema>;
