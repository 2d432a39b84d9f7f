// The profile a learner edits at /profile and during onboarding (PUT /api/users/me), and the rules of
// its code-like fields: a country, a US state, a musician type and a time zone come from their lists.
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { COUNTRY_CODES, MUSICIAN_TYPES, US_STATES } from '../reference/static-lists.js';
import {
  emailSchema,
  languageCodeSchema,
  PASSWORD_MAX,
  pickedIdsSchema,
  regionCodeSchema,
  usernameSchema,
} from './user.js';

export const PICTURE_MAX_BYTES = 3 * 1024 * 1024;
export const PICTURE_MAX_HEIGHT = 1000;
/** A picture is a URL or the picked image as a data URL (base64 makes it 4/3 of its bytes). */
export const PICTURE_URL_MAX = 1_500_000;
export const NAME_MAX = 60;
export const TIME_ZONE_MAX = 64;

const addressFields = {
  line1: z.string().trim().max(120, MESSAGES.tooLong),
  line2: z.string().trim().max(120, MESSAGES.tooLong),
  city: z.string().trim().max(80, MESSAGES.tooLong),
  zip: z.string().trim().max(20, MESSAGES.tooLong),
  state: z.string().trim().max(80, MESSAGES.tooLong),
  countryCode: z.string().trim().max(2, MESSAGES.countryUnknown),
};

/** The address as stored and answered (and as the profile form holds it). */
export const addressSchema = z.object(addressFields);
export type Address = z.infer<typeof addressSchema>;

const COUNTRIES = new Set(COUNTRY_CODES);
const STATES = new Set(US_STATES.map((state) => state.code));
const MUSICIANS = new Set<string>(MUSICIAN_TYPES);

/** '' (none) or a country of the list. */
export const isKnownCountry = (code: string) => code === '' || COUNTRIES.has(code);
/** In the United States the state is '' or one of the list; elsewhere it is free text. */
export const isKnownState = (countryCode: string, state: string) =>
  countryCode !== 'US' || state === '' || STATES.has(state);

let timeZones: Set<string> | undefined;
/** A zone of the platform's list (the one /api/config/public offers), or UTC. */
export function isKnownTimeZone(zone: string): boolean {
  timeZones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return timeZones.has(zone);
}

const addressInputFields = {
  ...addressFields,
  countryCode: addressFields.countryCode.refine(isKnownCountry, MESSAGES.countryUnknown),
};

/** An address in a request: the country from the list, and a US address's state from the list. */
export const addressInputSchema = z
  .object(addressInputFields)
  .refine((address) => isKnownState(address.countryCode, address.state), {
    message: MESSAGES.stateUnknown,
    path: ['state'],
  });
/**
 * An address update names only the lines it changes; the state rule is checked on the address it
 * makes (the server merges it with the stored one).
 */
export const addressUpdateSchema = z.object(addressInputFields).partial();

export const musicianTypeSchema = z
  .string()
  .max(NAME_MAX, MESSAGES.musicianTypeUnknown)
  .refine((value) => MUSICIANS.has(value), MESSAGES.musicianTypeUnknown);
export const timeZoneSchema = z
  .string()
  .max(TIME_ZONE_MAX, MESSAGES.timeZoneUnknown)
  .refine(isKnownTimeZone, MESSAGES.timeZoneUnknown);

/** Every field is optional: the call updates what it is given. */
export const profileUpdateSchema = z.object({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  firstname: z.string().trim().max(NAME_MAX, MESSAGES.tooLong).optional(),
  lastname: z.string().trim().max(NAME_MAX, MESSAGES.tooLong).optional(),
  age: z.number().int().min(0).max(130).nullable().optional(),
  musicianType: musicianTypeSchema.nullable().optional(),
  profilePictureUrl: z
    .string()
    .max(PICTURE_URL_MAX, MESSAGES.pictureTooLarge)
    .refine(
      (v) =>
        v === '' || /^https?:\/\//.test(v) || /^data:image\/(png|jpeg|gif|webp);base64,/.test(v),
      MESSAGES.pictureNotImage,
    )
    .nullable()
    .optional(),
  languageCode: languageCodeSchema.optional(),
  currencyCode: regionCodeSchema.optional(),
  timeZone: timeZoneSchema.nullable().optional(),
  address: addressUpdateSchema.optional(),
  instruments: pickedIdsSchema(MESSAGES.instrumentUnknown).optional(),
  genres: pickedIdsSchema(MESSAGES.genreUnknown).optional(),
  newsletterOptIn: z.boolean().optional(),
  /** Required to change the username or email of an account that has a password. */
  currentPassword: z.string().max(PASSWORD_MAX, MESSAGES.incorrectPassword).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
