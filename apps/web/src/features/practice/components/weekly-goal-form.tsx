// The weekly goal's form: minutes a week, or none (an empty field); checked by the domain's schema,
// the server's field error shown on the field.
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput } from '@mantine/core';
import { practicePreferencesSchema, type PracticePreferences } from '@bandbook/domain';
import { useSavePracticePreferences } from '../../../api/practice-preferences';
import { applyServerErrors } from '../../../lib/form-errors';
import { FormAlert } from '../../../ui/form-alert';

const goalSchema = practicePreferencesSchema.pick({ weeklyGoalMinutes: true });

export function WeeklyGoalForm({ preferences }: { preferences: PracticePreferences }) {
  const save = useSavePracticePreferences();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(goalSchema),
    defaultValues: { weeklyGoalMinutes: preferences.weeklyGoalMinutes },
  });
  useEffect(
    () => reset({ weeklyGoalMinutes: preferences.weeklyGoalMinutes }),
    [preferences.weeklyGoalMinutes, reset],
  );
  const submit = handleSubmit(async ({ weeklyGoalMinutes }) => {
    setServerError(null);
    try {
      await save.mutateAsync({ weeklyGoalMinutes, hideScores: preferences.hideScores });
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['weeklyGoalMinutes']));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs">
        <Controller
          control={control}
          name="weeklyGoalMinutes"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Weekly goal (minutes)"
              allowDecimal={false}
              allowNegative={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? null : Number(value))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              w={180}
            />
          )}
        />
        <Button type="submit" variant="light" mt={25} loading={formState.isSubmitting}>
          Set Goal
        </Button>
      </Group>
      <FormAlert message={serverError} />
    </form>
  );
}
