// /welcome/my-instruments: onboarding step 1.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { instrumentPickSchema } from '@bandbook/domain';
import { usePublicConfig } from '../../../api/public-config';
import { useUpdateProfile } from '../../../api/update-profile';
import { useRequiredUser } from '../../../hooks/use-required-user';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { FormAlert } from '../../../ui/form-alert';
import { PickList } from '../../../ui/pick-list';
import { OnboardingStep } from './onboarding-step';

export function MyInstrumentsPage() {
  const user = useRequiredUser();
  const { instruments } = usePublicConfig();
  const updateProfile = useUpdateProfile();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(instrumentPickSchema),
    defaultValues: { instruments: user.instruments },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await updateProfile.mutateAsync(values);
      await navigate(paths.welcomeGenre);
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return (
    <OnboardingStep
      step={1}
      title="My Instruments"
      intro="Which instruments do you play? We will suggest books for them."
    >
      <form onSubmit={submit} noValidate>
        <Controller
          control={control}
          name="instruments"
          render={({ field, fieldState }) => (
            <PickList
              label="Instruments"
              items={instruments}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormAlert message={serverError} />
        <Group justify="flex-end" mt="xl">
          <Button type="submit" loading={formState.isSubmitting}>
            NEXT
          </Button>
        </Group>
      </form>
    </OnboardingStep>
  );
}
