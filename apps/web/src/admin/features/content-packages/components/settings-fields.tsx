// The Settings tab: the package's description fields, its cover, and the lists it belongs to.
import { Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { PACKAGE_FILE_DIRS, type PackageSettingsInput } from '@bandbook/domain';
import { RichTextField } from '../../../ui/rich-text-field';
import type { ChannelChoice } from '../hooks/use-channel-choice';
import { CatalogueFields, type ReferenceOptions } from './catalogue-fields';
import { NumberField } from './number-field';
import { PackageFileField } from './package-file-field';

interface SettingsFieldsProps {
  options: ReferenceOptions;
  channels: ChannelChoice;
}

export function SettingsFields({ options, channels }: SettingsFieldsProps) {
  const { register, formState, control } = useFormContext<PackageSettingsInput>();
  const { errors } = formState;
  return (
    <Stack maw={720}>
      <TextInput label="Title" error={errors.title?.message} {...register('title')} />
      <TextInput label="Subtitle" error={errors.subtitle?.message} {...register('subtitle')} />
      <TextInput label="Author" error={errors.author?.message} {...register('author')} />
      <TextInput label="Publisher" error={errors.publisher?.message} {...register('publisher')} />
      <TextInput
        type="date"
        label="Release Date"
        error={errors.releaseDate?.message}
        {...register('releaseDate')}
      />
      <NumberField<PackageSettingsInput>
        name="trialPeriodInDays"
        label="Trial Period in Days"
        emptyValue={0}
        max={3650}
        w={200}
      />
      <TextInput
        label="Catalogue Number"
        error={errors.catalogueNumber?.message}
        {...register('catalogueNumber')}
      />
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <RichTextField
            label="Description"
            value={field.value}
            onChange={field.onChange}
            error={errors.description?.message}
          />
        )}
      />
      <PackageFileField<PackageSettingsInput>
        name="thumbnailImage"
        label="Thumbnail Image"
        targetDir={PACKAGE_FILE_DIRS.thumbnail}
        accept="image/png,image/jpeg,image/webp"
      />
      <CatalogueFields options={options} channels={channels} />
    </Stack>
  );
}
