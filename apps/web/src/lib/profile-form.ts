// The profile form's values (strings, as inputs hold them) and their mapping to and from the API.
// Field rules come from the domain schemas; only the string-to-number age mapping is the form's own.
import { z } from 'zod';
import {
  MESSAGES,
  addressSchema,
  emailSchema,
  usernameSchema,
  type CurrentUser,
  type ProfileUpdate,
} from '@bandbook/domain';

export const profileFormSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  firstname: z.string().trim().max(60),
  lastname: z.string().trim().max(60),
  /** '' (not given) or a number from the age options. */
  age: z.string(),
  musicianType: z.string(),
  languageCode: z.string().min(1, MESSAGES.languageRequired),
  currencyCode: z.string().min(1, MESSAGES.regionRequired),
  address: addressSchema,
  newsletterOptIn: z.boolean(),
  /** Asked for only when the username or email changes (accounts with a password). */
  currentPassword: z.string().optional(),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const completeProfileFormSchema = profileFormSchema.pick({
  firstname: true,
  lastname: true,
  age: true,
  musicianType: true,
  address: true,
});
export type CompleteProfileFormValues = z.input<typeof completeProfileFormSchema>;

export function toProfileFormValues(user: CurrentUser): ProfileFormValues {
  return {
    username: user.username ?? '',
    email: user.email ?? '',
    firstname: user.firstname,
    lastname: user.lastname,
    age: user.age === null ? '' : String(user.age),
    musicianType: user.musicianType ?? '',
    languageCode: user.languageCode ?? '',
    currencyCode: user.currencyCode ?? '',
    address: { ...user.address },
    newsletterOptIn: user.newsletterOptIn,
    currentPassword: '',
  };
}

/** Does saving these values change the username or email (which needs the current password)? */
export function changesAccount(
  user: CurrentUser,
  values: { username?: string | undefined; email?: string | undefined },
): boolean {
  const differs = (next: string | undefined, current: string | null) =>
    next !== undefined && next.trim().toLowerCase() !== (current ?? '').toLowerCase();
  return (
    (user.username !== null && differs(values.username, user.username)) ||
    (user.email !== null && differs(values.email, user.email))
  );
}

type FormOutput = Partial<z.output<typeof profileFormSchema>>;

/** The PUT /api/users/me body for the fields the form holds. */
export function toProfileUpdate(values: FormOutput): ProfileUpdate {
  const { age, musicianType, currentPassword, ...rest } = values;
  const update: ProfileUpdate = { ...rest };
  if (currentPassword) update.currentPassword = currentPassword;
  if (age !== undefined) update.age = age === '' ? null : Number(age);
  if (musicianType !== undefined) update.musicianType = musicianType === '' ? null : musicianType;
  return update;
}
