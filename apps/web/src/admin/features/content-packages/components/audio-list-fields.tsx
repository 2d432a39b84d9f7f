// The Audio List tab: audio lists of tracks (tracks reordered by dragging), and the zip of every
// track that owners download.
import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { PACKAGE_FILE_DIRS, type PackageFormInput } from '@bandbook/domain';
import { newAudioList } from '../lib/new-entries';
import { PackageFileField } from './package-file-field';
import { TrackListFields } from './track-list-fields';

function AudioListFieldset({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register, formState } = useFormContext<PackageFormInput>();
  const error = formState.errors.content?.audioList?.[index]?.title?.message;
  return (
    <Fieldset legend={`Audio List ${index + 1}`}>
      <Stack>
        <TextInput
          label="List Title"
          error={error}
          {...register(`content.audioList.${index}.title`)}
        />
        <TrackListFields listIndex={index} />
        <Group>
          <Button variant="subtle" color="red" onClick={onRemove}>
            Remove List
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

export function AudioListFields() {
  const { control } = useFormContext<PackageFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'content.audioList' });
  return (
    <Stack maw={900}>
      {fields.map((field, i) => (
        <AudioListFieldset key={field.id} index={i} onRemove={() => remove(i)} />
      ))}
      <Group>
        <Button variant="light" onClick={() => append(newAudioList(fields.length + 1))}>
          Add List
        </Button>
      </Group>
      <PackageFileField<PackageFormInput>
        name="content.audioListZipFilePath"
        label="Audio Zip"
        description="Every track in one .zip, for owners to download."
        targetDir={PACKAGE_FILE_DIRS.audio}
        accept=".zip,application/zip"
        kinds={['zip']}
      />
    </Stack>
  );
}
