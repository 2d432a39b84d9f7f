// Where a package is listed: genres, instruments, skill levels (at least one) and, when the staff
// member has channels to choose from, content channels.
import { MultiSelect } from '@mantine/core';
import { useController, useFormContext, useWatch, type Path } from 'react-hook-form';
import type { PackageSettingsInput } from '@bandbook/domain';
import type { ChannelChoice } from '../hooks/use-channel-choice';

export interface ReferenceOptions {
  genres: { value: string; label: string }[];
  instruments: { value: string; label: string }[];
  skillLevels: { value: string; label: string }[];
}

interface IdListFieldProps {
  name: Path<PackageSettingsInput>;
  label: string;
  data: { value: string; label: string; disabled?: boolean }[];
  required?: boolean;
}

function IdListField({ name, label, data, required }: IdListFieldProps) {
  const { control } = useFormContext<PackageSettingsInput>();
  const { field, fieldState } = useController({ control, name });
  return (
    <MultiSelect
      label={label}
      data={data}
      value={field.value as string[]}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      withAsterisk={required}
      searchable
      clearable
    />
  );
}

interface CatalogueFieldsProps {
  options: ReferenceOptions;
  channels: ChannelChoice;
}

export function CatalogueFields({ options, channels }: CatalogueFieldsProps) {
  const { control } = useFormContext<PackageSettingsInput>();
  const selected = useWatch({ control, name: 'contentChannelIdList' });
  // Channels outside the staff member's own stay visible, not removable (the server keeps them).
  const others = selected
    .filter((id) => !channels.options.some((option) => option.value === id))
    .map((id) => ({ value: id, label: channels.names.get(id) ?? id, disabled: true }));
  return (
    <>
      <IdListField name="genreIdList" label="Genres" data={options.genres} />
      <IdListField name="instrumentIdList" label="Instruments" data={options.instruments} />
      <IdListField
        name="skillLevelIdList"
        label="Skill Levels"
        data={options.skillLevels}
        required
      />
      {channels.isShown && (
        <IdListField
          name="contentChannelIdList"
          label="Content Channels"
          data={[...channels.options, ...others]}
          required={channels.isRequired}
        />
      )}
    </>
  );
}
