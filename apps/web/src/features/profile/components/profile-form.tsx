// The profile in edit mode; the page's SAVE button submits it (form id "profile-form").
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { CurrentUser } from '@bandbook/domain';
import { useUpdateProfile } from '../../../api/update-profile';
import { applyServerErrors } from '../../../lib/form-errors';
import {
  changesAccount,
  profileFormSchema,
  toProfileFormValues,
  toProfileUpdate,
} from '../../../lib/profile-form';
import { AccountFields } from '../../../ui/account-fields';
import { FormAlert } from '../../../ui/form-alert';
import { PersonalFields } from '../../../ui/personal-fields';
import { CountrySelect, StateField } from '../../../ui/profile-selects';
import { RegionLanguageFields } from '../../../ui/region-language-fields';

export const PROFILE_FORM_ID = 'profile-form';

const FIELDS = [
  'username',
  'email',
  'firstname',
  'lastname',
  'age',
  'musicianType',
  'languageCode',
  'currencyCode',
  'newsletterOptIn',
  'currentPassword',
] as const;

interface ProfileFormProps {
  user: CurrentUser;
  /** Called with a notice when there is more to say than the usual success message. */
  onSaved: (notice?: string) => void;
}

export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, clearErrors, control } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toProfileFormValues(user),
  });
  const { errors } = formState;
  const countryCode = useWatch({ control, name: 'address.countryCode' }) ?? '';
  const [username, email] = useWatch({ control, name: ['username', 'email'] });
  const needsPassword = user.hasPassword && changesAccount(user, { username, email });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await updateProfile.mutateAsync(toProfileUpdate(values));
      const isEmailPending =
        saved.pendingEmail !== null && saved.pendingEmail !== user.pendingEmail;
      onSaved(
        isEmailPending
          ? `We sent a confirmation link to ${saved.pendingEmail}. Your email address changes when you open it.`
          : undefined,
      );
    } catch (error) {
      setServerError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form id={PROFILE_FORM_ID} onSubmit={submit} noValidate aria-label="Edit profile">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <AccountFields
            register={register}
            setError={setError}
            clearErrors={clearErrors}
            errors={errors}
            ownValues={user}
          />
          {needsPassword && (
            <PasswordInput
              label="Current Password"
              description="Needed to change your username or email."
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
          )}
          <PersonalFields register={register} errors={errors} />
          <RegionLanguageFields
            region={register('currencyCode')}
            language={register('languageCode')}
            regionError={errors.currencyCode?.message}
            languageError={errors.languageCode?.message}
          />
          <TextInput
            label="Address Line 1"
            autoComplete="address-line1"
            error={errors.address?.line1?.message}
            {...register('address.line1')}
          />
          <TextInput
            label="Address Line 2"
            autoComplete="address-line2"
            error={errors.address?.line2?.message}
            {...register('address.line2')}
          />
          <TextInput
            label="City"
            autoComplete="address-level2"
            error={errors.address?.city?.message}
            {...register('address.city')}
          />
          <TextInput
            label="Zip / Postal Code"
            autoComplete="postal-code"
            error={errors.address?.zip?.message}
            {...register('address.zip')}
          />
          <CountrySelect
            error={errors.address?.countryCode?.message}
            {...register('address.countryCode')}
          />
          <StateField
            countryCode={countryCode}
            error={errors.address?.state?.message}
            {...register('address.state')}
          />
        </SimpleGrid>
        <Checkbox label="Send me news about books and features" {...register('newsletterOptIn')} />
        <FormAlert message={serverError} />
      </Stack>
    </form>
  );
}
