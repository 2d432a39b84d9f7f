// A learner's profile on the single-user edit form (issue 44): age, address (countries and, in the
// United States, the states of the spec's lists), instruments, genres and the picture, uploaded as
// an image (spec section 5: image only, at most 3 MB, which the server checks on save). The lists
// come from the public config, as the learner's own profile reads them.
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Fieldset, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { PICTURE_UPLOAD_DIR, UPLOADED_PICTURE_PATTERN } from '@bandbook/domain';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from '../../../../api/public-config';
import { FileUploadField } from '../../../ui/uploads/file-upload-field';
import type { UserFormValues } from '../lib/user-form-values';

const MEDIA = '/media/';
/** What the upload field holds: a stored key, or the learner's own picture by a label. */
const pictureKeyOf = (url: string) =>
  UPLOADED_PICTURE_PATTERN.test(url) ? url.slice(MEDIA.length) : url ? 'current picture' : null;

const EMPTY = { ageOptions: [], instruments: [], genres: [], countries: [], usStates: [] } as const;

interface LearnerProfileFieldsProps {
  form: UseFormReturn<UserFormValues>;
  readOnly: boolean;
}

export function LearnerProfileFields({ form, readOnly }: LearnerProfileFieldsProps) {
  // Read without suspending: the form shows at once, the lists fill in (the app loads the config
  // before it starts, so they are there already).
  const config = useQuery(publicConfigQuery()).data ?? EMPTY;
  const { errors } = form.formState;
  const countryCode = useWatch({ control: form.control, name: 'address.countryCode' });
  const options = (items: readonly { id: string; label: string }[]) =>
    items.map((item) => ({ value: item.id, label: item.label }));
  const text = (name: 'line1' | 'line2' | 'city' | 'zip', label: string) => (
    <TextInput
      label={label}
      readOnly={readOnly}
      error={errors.address?.[name]?.message}
      {...form.register(`address.${name}`)}
    />
  );
  return (
    <Fieldset legend="Learner profile">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={form.control}
          name="age"
          render={({ field }) => (
            <Select
              label="Age"
              readOnly={readOnly}
              clearable
              data={config.ageOptions.map(String)}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={errors.age?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="profilePictureUrl"
          render={({ field }) => (
            <FileUploadField
              label="Picture"
              description="An image (PNG, JPEG or WebP), at most 3 MB."
              targetDir={PICTURE_UPLOAD_DIR as 'uploads/thumbnail/'}
              accept="image/png,image/jpeg,image/webp"
              value={pictureKeyOf(field.value)}
              onChange={(key) => field.onChange(key ? `${MEDIA}${key}` : '')}
              error={errors.profilePictureUrl?.message}
              disabled={readOnly}
            />
          )}
        />
        <Controller
          control={form.control}
          name="instruments"
          render={({ field }) => (
            <MultiSelect
              label="Instruments"
              readOnly={readOnly}
              searchable
              data={options(config.instruments)}
              value={field.value}
              onChange={field.onChange}
              error={errors.instruments?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="genres"
          render={({ field }) => (
            <MultiSelect
              label="Genres"
              readOnly={readOnly}
              searchable
              data={options(config.genres)}
              value={field.value}
              onChange={field.onChange}
              error={errors.genres?.message}
            />
          )}
        />
        {text('line1', 'Address Line 1')}
        {text('line2', 'Address Line 2')}
        {text('city', 'City')}
        {text('zip', 'Zip / Postal Code')}
        <Controller
          control={form.control}
          name="address.countryCode"
          render={({ field }) => (
            <Select
              label="Country"
              readOnly={readOnly}
              searchable
              clearable
              data={config.countries.map((country) => ({
                value: country.code,
                label: country.name,
              }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={errors.address?.countryCode?.message}
            />
          )}
        />
        {countryCode === 'US' ? (
          <Controller
            control={form.control}
            name="address.state"
            render={({ field }) => (
              <Select
                label="State"
                readOnly={readOnly}
                searchable
                clearable
                data={config.usStates.map((state) => ({ value: state.code, label: state.name }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.address?.state?.message}
              />
            )}
          />
        ) : (
          <TextInput
            label="State / Region"
            readOnly={readOnly}
            error={errors.address?.state?.message}
            {...form.register('address.state')}
          />
        )}
      </SimpleGrid>
    </Fieldset>
  );
}
