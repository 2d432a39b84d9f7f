// The account form of the back office, for single users and staff, to create or to edit: profile
// fields (username and email checked on blur), the password twice when creating, stars, region and
// language; a single user's learner profile when editing (LearnerProfileFields); for staff their
// access (StaffAccessFields). The caller owns the form and its save: the
// create buttons, or the versioned Save of the edit screen, come as its footer.
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { LANGUAGES, REGIONS, type Actor, type AdminUser } from '@bandbook/domain';
import { checkAvailable } from '../api/users';
import type { UserFormValues } from '../lib/user-form-values';
import { LearnerProfileFields } from './learner-profile-fields';
import { StaffAccessFields } from './staff-access-fields';

interface UserFormProps {
  form: UseFormReturn<UserFormValues>;
  mode: 'create' | 'edit';
  kind: 'sul' | 'staff';
  actor: Actor;
  /** The account being edited. */
  user?: AdminUser;
  readOnly?: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => void;
  /** Extra sections (the subscriptions and trials of a single user). */
  children?: ReactNode;
  /** The buttons and the form's messages. */
  footer: ReactNode;
}

export function UserForm(props: UserFormProps) {
  const { form, mode, kind, actor, user, readOnly = false } = props;
  const { errors } = form.formState;

  const checkOnBlur = (field: 'username' | 'email') => async () => {
    const value = form.getValues(field).trim();
    if (!value || (user && value === user[field])) return;
    const answer = await checkAvailable(field, value, user?._id).catch(() => null);
    if (answer && !answer.available) {
      form.setError(field, {
        type: 'server',
        message: answer.message ?? `This ${field} is taken.`,
      });
    }
  };

  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Stack maw={880}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Username"
            required
            readOnly={readOnly}
            error={errors.username?.message}
            {...form.register('username', { onBlur: checkOnBlur('username') })}
          />
          <TextInput
            label="Email"
            type="email"
            required
            readOnly={readOnly}
            error={errors.email?.message}
            {...form.register('email', { onBlur: checkOnBlur('email') })}
          />
          {mode === 'create' && (
            <>
              <PasswordInput
                label="Password"
                required
                error={errors.password?.message}
                {...form.register('password')}
              />
              <PasswordInput
                label="Confirm password"
                required
                error={errors.confirmPassword?.message}
                {...form.register('confirmPassword')}
              />
            </>
          )}
          <TextInput
            label="First name"
            readOnly={readOnly}
            error={errors.firstname?.message}
            {...form.register('firstname')}
          />
          <TextInput
            label="Last name"
            readOnly={readOnly}
            error={errors.lastname?.message}
            {...form.register('lastname')}
          />
          <TextInput
            label="Stars"
            inputMode="numeric"
            readOnly={readOnly}
            error={errors.stars?.message}
            {...form.register('stars')}
          />
          <Controller
            control={form.control}
            name="currencyCode"
            render={({ field }) => (
              <Select
                label="Region"
                required
                readOnly={readOnly}
                data={REGIONS.map((region) => ({ value: region.code, label: region.store }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.currencyCode?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="languageCode"
            render={({ field }) => (
              <Select
                label="Language"
                required
                readOnly={readOnly}
                data={LANGUAGES.map((language) => ({ value: language.id, label: language.label }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.languageCode?.message}
              />
            )}
          />
        </SimpleGrid>
        <Checkbox label="Newsletter" disabled={readOnly} {...form.register('newsletterOptIn')} />
        {kind === 'sul' && mode === 'edit' && (
          <LearnerProfileFields form={form} readOnly={readOnly} />
        )}
        {kind === 'staff' && (
          <StaffAccessFields
            form={form}
            mode={mode}
            actor={actor}
            user={user}
            readOnly={readOnly}
          />
        )}
        {props.children}
        {props.footer}
      </Stack>
    </form>
  );
}
