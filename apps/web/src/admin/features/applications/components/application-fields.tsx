// The application's own fields: name, icon, content flag, SSO URL and the credentials.
import { Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { APP_ICON_DIR, UPLOAD_DIR_TYPES, type ApplicationForm } from '@bandbook/domain';
import { FileUploadField } from '../../../ui/uploads/file-upload-field';

const ICON_TYPES = UPLOAD_DIR_TYPES[APP_ICON_DIR].join(',');

export function ApplicationFields() {
  const { register, control, formState } = useFormContext<ApplicationForm>();
  const { errors } = formState;
  return (
    <Stack gap="sm">
      <TextInput label="Name" withAsterisk error={errors.name?.message} {...register('name')} />
      <Controller
        control={control}
        name="icon"
        render={({ field, fieldState }) => (
          <FileUploadField
            label="Icon"
            targetDir={APP_ICON_DIR}
            accept={ICON_TYPES}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Checkbox label="Is Content" {...register('isContent')} />
      <TextInput
        label="SSO URL"
        type="url"
        error={errors.ssoUrl?.message}
        {...register('ssoUrl')}
      />
      <TextInput
        label="OAuth Public Key"
        autoComplete="off"
        error={errors.oAuth?.publicKey?.message}
        {...register('oAuth.publicKey')}
      />
      <PasswordInput
        label="OAuth Secret Key"
        autoComplete="off"
        error={errors.oAuth?.secretKey?.message}
        {...register('oAuth.secretKey')}
      />
      <PasswordInput
        label="API Key"
        autoComplete="off"
        error={errors.api?.key?.message}
        {...register('api.key')}
      />
    </Stack>
  );
}
