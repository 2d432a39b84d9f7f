// /welcome/my-genre: onboarding step 2.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { genrePickSchema } from '@bandbook/domain';
import { usePublicConfig } from '../../../api/public-config';
import { useUpdateProfile } from '../../../api/update-profile';
import { useRequiredUser } from '../../../hooks/use-required-user';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { FormAlert } from '../../../ui/form-alert';
import { PickList } from '../../../ui/pick-list';
import { OnboardingStep } from './onboarding-step';

export function MyGenrePage() {
  const user = useRequiredUser();
  const { genres } = usePublicConfig();
  const updateProfile = useUpdateProfile();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(genrePickSchema),
    defaultValues: { genres: user.genres },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await updateProfile.mutateAsync(values);
      await navigate(paths.welcomeCompleteProfile);
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return (
    <OnboardingStep step={2} title="My Genres" intro="Which styles of music do you like to play?">
      <form onSubmit={submit} noValidate>
        <Controller
          control={control}
          name="genres"
          render={({ field, fieldState }) => (
            <PickList
              label="Genres"
              items={genres}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormAlert message={serverError} />
        <Group justify="space-between" mt="xl">
          <Button component={Link} to={paths.welcomeInstruments} variant="default">
            PREVIOUS
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            NEXT
          </Button>
        </Group>
      </form>
    </OnboardingStep>
  );
}
