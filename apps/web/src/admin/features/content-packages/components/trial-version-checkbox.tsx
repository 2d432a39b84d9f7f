// The trialVersion flag of a video, track or SoundCheck item: usable during a trial (spec section 4).
import { Checkbox } from '@mantine/core';
import { useController, useFormContext, type Path } from 'react-hook-form';
import type { PackageFormInput } from '@bandbook/domain';

export function TrialVersionCheckbox({ name }: { name: Path<PackageFormInput> }) {
  const { control } = useFormContext<PackageFormInput>();
  const { field } = useController({ control, name });
  return (
    <Checkbox
      label="Trial Version"
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
    />
  );
}
