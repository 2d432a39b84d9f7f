// /welcome/complete-profile: onboarding step 3, the optional details; DONE (the spec's last wizard button)
// goes to the library.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useUpdateProfile } from '../../../api/update-profile';
import { useRequiredUser } from '../../../hooks/use-required-user';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import {
  completeProfileFormSchema,
  toProfileFormValues,
  toProfileUpdate,
} from '../../../lib/profile-form';
import { FormAlert } from '../../../ui/form-alert';
import { PersonalFields } from '../../../ui/personal-fields';
import { CountrySelect } from '../../../ui/profile-selects';
import { OnboardingStep } from './onboarding-step';

const FIELDS = ['firstname', 'lastname', 'age', 'musicianType'] as const;

export function CompleteProfilePage() {
  const user = useRequiredUser();
  const updateProfile = useUpdateProfile();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const { firstname, lastname, age, musicianType, address } = toProfileFormValues(user);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(completeProfileFormSchema),
    defaultValues: { firstname, lastname, age, musicianType, address },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await updateProfile.mutateAsync(toProfileUpdate(values));
      await navigate(paths.library);
    } catch (error) {
      setServerError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <OnboardingStep
      step={3}
      title="Complete Your Profile"
      intro="Tell us a little about yourself. You can change this later in your profile."
    >
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PersonalFields register={register} errors={errors} />
          <CountrySelect
            error={errors.address?.countryCode?.message}
            {...register('address.countryCode')}
          />
        </SimpleGrid>
        <FormAlert message={serverError} />
        <Group justify="space-between" mt="xl">
          <Button component={Link} to={paths.welcomeGenre} variant="default">
            Back to Genres
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            DONE
          </Button>
        </Group>
      </form>
    </OnboardingStep>
  );
}
