// One track of an audio list: its drag handle, title, trial flag, duration (read from the audio file
// when one is chosen) and audio file.
import { ActionIcon, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PACKAGE_FILE_DIRS, type PackageFormInput } from '@bandbook/domain';
import { useDurationFromFile } from '../hooks/use-duration-from-file';
import { DurationFields } from './duration-fields';
import { PackageFileField } from './package-file-field';
import { TrialVersionCheckbox } from './trial-version-checkbox';

const AUDIO_TYPES = '.mp3,.aac,.mp4,.m4a,audio/mpeg,audio/aac,audio/mp4,audio/x-m4a';
/** A track is audio (its folder also takes the audio zip, which has a field of its own). */
const TRACK_KINDS = ['mp3', 'aac', 'm4a'] as const;

interface TrackFieldsProps {
  sortId: string;
  path: `content.audioList.${number}.trackList.${number}`;
  number: number;
  onRemove: () => void;
}

export function TrackFields({ sortId, path, number, onRemove }: TrackFieldsProps) {
  const { control, register, getFieldState, formState } = useFormContext<PackageFormInput>();
  const title = useWatch({ control, name: `${path}.title` });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: sortId });
  // Translate only: a scale would squash tracks of different heights while dragging.
  const style = { transform: CSS.Translate.toString(transform), transition };
  const duration = useDurationFromFile(`${path}.durationInput`);
  const titleError = getFieldState(`${path}.title`, formState).error?.message;
  return (
    <Paper
      ref={setNodeRef}
      style={style}
      withBorder
      p="sm"
      role="group"
      aria-label={`Track ${number}`}
    >
      <Group align="flex-start" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          aria-label={`Move ${title || `Track ${number}`}`}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden="true" />
        </ActionIcon>
        <Stack gap="xs" style={{ flex: 1 }}>
          <TextInput label="Title" error={titleError} {...register(`${path}.title`)} />
          <TrialVersionCheckbox name={`${path}.trialVersion`} />
          <DurationFields name={`${path}.durationInput`} note={duration.note} />
          <PackageFileField<PackageFormInput>
            name={`${path}.audioFilePath`}
            label="Audio"
            targetDir={PACKAGE_FILE_DIRS.audio}
            accept={AUDIO_TYPES}
            kinds={TRACK_KINDS}
            onFileAccepted={duration.readFrom}
          />
        </Stack>
        <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
          Remove Track
        </Button>
      </Group>
    </Paper>
  );
}
