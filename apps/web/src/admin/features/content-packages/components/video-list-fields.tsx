// The Video List tab: videos added and removed, each with its title, description, trial flag,
// duration (read from the MP4 file when one is chosen), preview image and MP4 file.
import { Button, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { PACKAGE_FILE_DIRS, type PackageFormInput } from '@bandbook/domain';
import { useDurationFromFile } from '../hooks/use-duration-from-file';
import { newVideo } from '../lib/new-entries';
import { DurationFields } from './duration-fields';
import { PackageFileField } from './package-file-field';
import { TrialVersionCheckbox } from './trial-version-checkbox';

function VideoFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register, formState } = useFormContext<PackageFormInput>();
  const errors = formState.errors.content?.videoList?.[index];
  const path = `content.videoList.${index}` as const;
  const duration = useDurationFromFile(`${path}.durationInput`);
  return (
    <Fieldset legend={`Video ${index + 1}`}>
      <Stack>
        <TextInput label="Title" error={errors?.title?.message} {...register(`${path}.title`)} />
        <Textarea
          label="Description"
          rows={3}
          error={errors?.description?.message}
          {...register(`${path}.description`)}
        />
        <TrialVersionCheckbox name={`${path}.trialVersion`} />
        <DurationFields name={`${path}.durationInput`} note={duration.note} />
        <PackageFileField<PackageFormInput>
          name={`${path}.previewImageFilePath`}
          label="Preview Image"
          targetDir={PACKAGE_FILE_DIRS.videoPreview}
          accept="image/png,image/jpeg,image/webp"
        />
        <PackageFileField<PackageFormInput>
          name={`${path}.videoFilePath`}
          label="Video"
          targetDir={PACKAGE_FILE_DIRS.video}
          accept="video/mp4"
          onFileAccepted={duration.readFrom}
        />
        <Group>
          <Button variant="subtle" color="red" onClick={onRemove}>
            Remove Video
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

export function VideoListFields() {
  const { control } = useFormContext<PackageFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'content.videoList' });
  return (
    <Stack maw={720}>
      {fields.map((field, i) => (
        <VideoFields key={field.id} index={i} onRemove={() => remove(i)} />
      ))}
      <Group>
        <Button variant="light" onClick={() => append(newVideo(fields.length + 1))}>
          Add Video
        </Button>
      </Group>
    </Stack>
  );
}
