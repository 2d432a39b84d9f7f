// One SoundCheck item: title, mmsId (its exercise's folder; made up when left empty), trial flag,
// duration (read from an audio stem when one is chosen), the exercise upload, and a preview of the
// exercise it has now.
import { Link } from 'react-router';
import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AdminContentPackage, PackageFormInput } from '@bandbook/domain';
import { adminPaths } from '../../../admin-paths';
import { useDurationFromFile } from '../hooks/use-duration-from-file';
import { DurationFields } from './duration-fields';
import { ExerciseFilesField } from './exercise-files-field';
import { TrialVersionCheckbox } from './trial-version-checkbox';

interface SoundCheckItemFieldsProps {
  path: `content.mmsList.${number}.contentList.${number}`;
  number: number;
  pkg: AdminContentPackage;
  onRemove: () => void;
}

export function SoundCheckItemFields({ path, number, pkg, onRemove }: SoundCheckItemFieldsProps) {
  const { control, register, getFieldState, formState } = useFormContext<PackageFormInput>();
  const id = useWatch({ control, name: `${path}._id` });
  const saved = pkg.content.mmsList
    .flatMap((list) => list.contentList)
    .find((item) => item._id === id);
  const duration = useDurationFromFile(`${path}.durationInput`);
  const errorOf = (field: 'title' | 'mmsId') =>
    getFieldState(`${path}.${field}`, formState).error?.message;
  return (
    <Fieldset legend={`Item ${number}`}>
      <Stack>
        <TextInput label="Title" error={errorOf('title')} {...register(`${path}.title`)} />
        <TextInput
          label="MMS ID"
          description="Names the exercise's folder; left empty, one is made up."
          error={errorOf('mmsId')}
          {...register(`${path}.mmsId`)}
        />
        <TrialVersionCheckbox name={`${path}.trialVersion`} />
        <DurationFields name={`${path}.durationInput`} note={duration.note} />
        <ExerciseFilesField name={`${path}.exerciseFiles`} onFileAccepted={duration.readFrom} />
        {saved?.exerciseFilePath ? (
          <Group gap="xs">
            <Text size="sm">Exercise uploaded.</Text>
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={adminPaths.contentPackages.preview(pkg._id, saved._id)}
            >
              Preview
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No exercise yet.
          </Text>
        )}
        <Group>
          <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
            Remove Item
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
