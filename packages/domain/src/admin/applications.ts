// Applications (spec section 3): the form's rules, the admin API's bodies and the entity it answers.
// Secrets (the OAuth secret key and the API key) are answered to superadmins only and are omitted,
// not masked, for everyone else: a mask could be sent back by a form and saved over the real key.
import { z } from 'zod';
import { REGIONS } from '../reference/catalogue-lists.js';
import {
  pagedSchema,
  pageQuerySchema,
  SHOW_ALL_LIMIT,
  versionedFields,
  versionSchema,
} from './common.js';

/** Spec section 9. */
export const APPLICATION_DEFAULTS = {
  subscriptionDuration: 365,
  subscriptionDescription: 'One Year Subscription',
  trialDuration: 14,
} as const;

export const APPLICATION_PAGE_SIZE = 25;

/** Where application icons are uploaded (spec section 7, target dirs). */
export const APP_ICON_DIR = 'uploads/app-icon/';

/** Prices are in the regions' currencies: a price nobody can be charged in is refused. */
export const CURRENCY_CODES: readonly string[] = REGIONS.map((region) => region.code);

export const APPLICATION_MESSAGES = {
  nameRequired: 'A Name is required.',
  nameTooLong: 'A name must be at most 100 characters long.',
  duration: 'Enter a whole number of days, at least 1.',
  price: 'Enter a whole number of cents, 0 or more.',
  currency: 'Choose a known currency.',
  currencyTwice: 'Each currency may be priced once.',
  ssoUrl: 'Enter a valid http(s) URL, or leave it empty.',
  icon: 'Upload the icon again.',
  tooLong: 'This value is too long.',
  notFound: 'This application does not exist.',
} as const;

/** Spec section 8, spelling included: the alert a failed save shows. */
export const applicationSaveError = (serverMessage: string) =>
  `The following error occured: ${serverMessage}`;

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const nameSchema = z
  .string({ error: APPLICATION_MESSAGES.nameRequired })
  .trim()
  .min(1, APPLICATION_MESSAGES.nameRequired)
  .max(100, APPLICATION_MESSAGES.nameTooLong);
const iconSchema = z
  .string()
  .max(500, APPLICATION_MESSAGES.icon)
  .regex(/^uploads\/app-icon\/[A-Za-z0-9._\-/]+$/, APPLICATION_MESSAGES.icon)
  .nullable();
const ssoUrlSchema = z
  .string()
  .trim()
  .max(2000, APPLICATION_MESSAGES.tooLong)
  .refine((value) => value === '' || isHttpUrl(value), APPLICATION_MESSAGES.ssoUrl);
const keySchema = z.string().trim().max(500, APPLICATION_MESSAGES.tooLong);
const durationSchema = z
  .number({ error: APPLICATION_MESSAGES.duration })
  .int(APPLICATION_MESSAGES.duration)
  .min(1, APPLICATION_MESSAGES.duration)
  .max(36_500, APPLICATION_MESSAGES.duration);

export const applicationPriceSchema = z.object({
  currencyCode: z
    .string({ error: APPLICATION_MESSAGES.currency })
    .max(10, APPLICATION_MESSAGES.currency)
    .refine((code) => CURRENCY_CODES.includes(code), APPLICATION_MESSAGES.currency),
  priceInCents: z
    .number({ error: APPLICATION_MESSAGES.price })
    .int(APPLICATION_MESSAGES.price)
    .min(0, APPLICATION_MESSAGES.price)
    .max(100_000_000, APPLICATION_MESSAGES.price),
});
export type ApplicationPrice = z.infer<typeof applicationPriceSchema>;

// One price per currency at most, so the list is never longer than the currencies.
const priceListSchema = z
  .array(applicationPriceSchema)
  .max(CURRENCY_CODES.length, APPLICATION_MESSAGES.currencyTwice)
  .superRefine((list, context) => {
    list.forEach((price, index) => {
      if (list.findIndex((other) => other.currencyCode === price.currencyCode) < index) {
        context.addIssue({
          code: 'custom',
          path: [index, 'currencyCode'],
          message: APPLICATION_MESSAGES.currencyTwice,
        });
      }
    });
  });

/** The descriptive fields, which PUT /api/admin/applications/{id}/info changes alone. */
const infoShape = {
  name: nameSchema,
  icon: iconSchema,
  isContent: z.boolean(),
  ssoUrl: ssoUrlSchema,
};

/** Every field of the form, all required (the form starts from the defaults). */
export const applicationFormSchema = z.object({
  ...infoShape,
  oAuth: z.object({ publicKey: keySchema, secretKey: keySchema }),
  api: z.object({ key: keySchema }),
  subscription: z.object({
    duration: durationSchema,
    description: z.string().trim().max(200, APPLICATION_MESSAGES.tooLong),
    priceList: priceListSchema,
  }),
  trial: z.object({ duration: durationSchema }),
});
export type ApplicationForm = z.infer<typeof applicationFormSchema>;

/** POST /api/admin/applications: the same rules, with the spec's defaults for what is left out. */
export const applicationCreateSchema = z.object({
  name: nameSchema,
  icon: iconSchema.default(null),
  isContent: z.boolean().default(false),
  ssoUrl: ssoUrlSchema.default(''),
  oAuth: z
    .object({ publicKey: keySchema.default(''), secretKey: keySchema.default('') })
    .prefault({}),
  api: z.object({ key: keySchema.default('') }).prefault({}),
  subscription: z
    .object({
      duration: durationSchema.default(APPLICATION_DEFAULTS.subscriptionDuration),
      description: z
        .string()
        .trim()
        .max(200, APPLICATION_MESSAGES.tooLong)
        .default(APPLICATION_DEFAULTS.subscriptionDescription),
      priceList: priceListSchema.default([]),
    })
    .prefault({}),
  trial: z
    .object({ duration: durationSchema.default(APPLICATION_DEFAULTS.trialDuration) })
    .prefault({}),
});

/** PUT /api/admin/applications/{id}: the whole form and the version it was read at. */
export const applicationUpdateSchema = applicationFormSchema.extend({ version: versionSchema });

/** PUT /api/admin/applications/{id}/info. */
export const applicationInfoSchema = z.object({ ...infoShape, version: versionSchema });
export type ApplicationInfo = z.infer<typeof applicationInfoSchema>;

export const applicationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The storage key the form sends back; `iconUrl` is where to load it. */
  icon: z.string().nullable(),
  iconUrl: z.string().nullable(),
  isContent: z.boolean(),
  ssoUrl: z.string(),
  /** `secretKey` and `api.key`: superadmins only (see the top of this file). */
  oAuth: z.object({ publicKey: z.string(), secretKey: z.string().optional() }),
  api: z.object({ key: z.string().optional() }),
  subscription: z.object({
    duration: z.number().int(),
    description: z.string(),
    priceList: z.array(z.object({ currencyCode: z.string(), priceInCents: z.number().int() })),
  }),
  trial: z.object({ duration: z.number().int() }),
  ...versionedFields,
});
export type Application = z.infer<typeof applicationSchema>;

/** GET /api/admin/applications: `start, limit, search` (by name), 25 a page unless asked. */
export const applicationListQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(SHOW_ALL_LIMIT).default(APPLICATION_PAGE_SIZE),
});

export const applicationPageSchema = pagedSchema(applicationSchema);
export type ApplicationPage = z.infer<typeof applicationPageSchema>;
