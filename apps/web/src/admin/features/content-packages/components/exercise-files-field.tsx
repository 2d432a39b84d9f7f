// The exercise upload of a SoundCheck item: a zip of the exercise folder, or its files one by one
// (exercise JSON, MIDI file, stems). Each upload adds a key; the server checks them all on save. A
// stem chosen is handed on, so the item's duration can be read from it.
import { Stack, Text } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { PACKAGE_FILE_DIRS, type FileKind, type PackageFormInput } from '@bandbook/domain';
import { FileUploadField } from '../../../ui/uploads/file-upload-field';

const EXERCISE_TYPES = '.zip,.json,.mid,.midi,.mp3,.wav';

interface ExerciseFilesFieldProps {
  name: `content.mmsList.${number}.contentList.${number}.exerciseFiles`;
  onFileAccepted?: (file: File, kind: FileKind) => void;
}

export function ExerciseFilesField({ name, onFileAccepted }: ExerciseFilesFieldProps) {
  const { control } = useFormContext<PackageFormInput>();
  const { field, fieldState } = useController({ control, name });
  const keys = field.value;
  const replace = (index: number, key: string | null) => {
    const next = [...keys];
    if (key) next[index] = key;
    else next.splice(index, 1);
    field.onChange(next);
  };
  // The uploads so far, then an empty field for the next file.
  const slots = [...keys, null];
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Exercise Files
      </Text>
      <Text size="xs" c="dimmed">
        A zip of the exercise folder, or the exercise JSON, its MIDI file and its stems.
      </Text>
      {slots.map((key, i) => (
        <FileUploadField
          key={key ?? `next-${i}`}
          label={`Exercise File ${i + 1}`}
          targetDir={PACKAGE_FILE_DIRS.soundcheck}
          accept={EXERCISE_TYPES}
          value={key}
          onChange={(next) => replace(i, next)}
          onFileAccepted={onFileAccepted}
          error={i === slots.length - 1 ? fieldState.error?.message : undefined}
        />
      ))}
    </Stack>
  );
}
