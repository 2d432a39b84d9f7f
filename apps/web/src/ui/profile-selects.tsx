// Selects for the profile's age, musician type, country and US state, from the public config.
import { forwardRef, type ChangeEventHandler, type FocusEventHandler } from 'react';
import { NativeSelect, TextInput, type NativeSelectProps } from '@mantine/core';
import { usePublicConfig } from '../api/public-config';

type SelectProps = Omit<NativeSelectProps, 'data'>;

export const AgeSelect = forwardRef<HTMLSelectElement, SelectProps>(function AgeSelect(props, ref) {
  const { ageOptions } = usePublicConfig();
  const data = [
    { value: '', label: 'Prefer not to say' },
    ...ageOptions.map((age) => ({ value: String(age), label: String(age) })),
  ];
  return <NativeSelect ref={ref} label="Age" data={data} {...props} />;
});

export const MusicianTypeSelect = forwardRef<HTMLSelectElement, SelectProps>(
  function MusicianTypeSelect(props, ref) {
    const { musicianTypes } = usePublicConfig();
    const data = [{ value: '', label: 'Choose one' }, ...musicianTypes];
    return <NativeSelect ref={ref} label="Musician Type" data={data} {...props} />;
  },
);

export const CountrySelect = forwardRef<HTMLSelectElement, SelectProps>(
  function CountrySelect(props, ref) {
    const { countries } = usePublicConfig();
    const data = [
      { value: '', label: 'Choose a country' },
      ...countries.map((country) => ({ value: country.code, label: country.name })),
    ];
    return <NativeSelect ref={ref} label="Country" data={data} {...props} />;
  },
);

interface StateFieldProps {
  countryCode: string;
  error?: string;
  name: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLSelectElement>;
  onBlur: FocusEventHandler<HTMLInputElement | HTMLSelectElement>;
}

/** A US state select for the United States, a free text field elsewhere. */
export const StateField = forwardRef<HTMLInputElement & HTMLSelectElement, StateFieldProps>(
  function StateField({ countryCode, ...props }, ref) {
    const { usStates } = usePublicConfig();
    if (countryCode === 'US') {
      const data = [
        { value: '', label: 'Choose a state' },
        ...usStates.map((state) => ({ value: state.code, label: state.name })),
      ];
      return <NativeSelect ref={ref} label="State" data={data} {...props} />;
    }
    return <TextInput ref={ref} label="State / Province" {...props} />;
  },
);
