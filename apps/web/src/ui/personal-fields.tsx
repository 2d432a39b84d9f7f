// First and last name, age and musician type: the personal details of the profile and of
// onboarding's Complete Your Profile step.
import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AgeSelect, MusicianTypeSelect } from './profile-selects';

type PersonalField = 'firstname' | 'lastname' | 'age' | 'musicianType';

interface PersonalFieldsProps {
  register: (field: PersonalField) => UseFormRegisterReturn;
  errors: Partial<Record<PersonalField, { message?: string }>>;
}

export function PersonalFields({ register, errors }: PersonalFieldsProps) {
  return (
    <>
      <TextInput
        label="First Name"
        autoComplete="given-name"
        error={errors.firstname?.message}
        {...register('firstname')}
      />
      <TextInput
        label="Last Name"
        autoComplete="family-name"
        error={errors.lastname?.message}
        {...register('lastname')}
      />
      <AgeSelect error={errors.age?.message} {...register('age')} />
      <MusicianTypeSelect error={errors.musicianType?.message} {...register('musicianType')} />
    </>
  );
}
