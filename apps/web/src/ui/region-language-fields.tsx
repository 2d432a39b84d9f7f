// Region (store and currency) and language pickers of the signup and profile forms.
import { NativeSelect } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { usePublicConfig } from '../api/public-config';

interface RegionLanguageFieldsProps {
  region: UseFormRegisterReturn;
  language: UseFormRegisterReturn;
  regionError?: string;
  languageError?: string;
}

export function RegionLanguageFields(props: RegionLanguageFieldsProps) {
  const { regions, languages } = usePublicConfig();
  return (
    <>
      <NativeSelect
        label="Region"
        data={[
          { value: '', label: 'Choose your region' },
          ...regions.map((region) => ({
            value: region.code,
            label: `${region.store} (${region.code})`,
          })),
        ]}
        error={props.regionError}
        {...props.region}
      />
      <NativeSelect
        label="Language"
        data={[
          { value: '', label: 'Choose your language' },
          ...languages.map((language) => ({ value: language.id, label: language.label })),
        ]}
        error={props.languageError}
        {...props.language}
      />
    </>
  );
}
