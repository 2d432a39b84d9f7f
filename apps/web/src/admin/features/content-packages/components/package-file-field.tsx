// A file of the package form: the shared upload field bound to a form field holding a storage key.
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import type { UploadTargetDir } from '@bandbook/domain';
import { FileUploadField } from '../../../ui/uploads/file-upload-field';

interface PackageFileFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  targetDir: UploadTargetDir;
  accept: string;
  description?: string;
}

export function PackageFileField<T extends FieldValues>({
  name,
  label,
  targetDir,
  accept,
  description,
}: PackageFileFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  return (
    <FileUploadField
      label={label}
      targetDir={targetDir}
      accept={accept}
      value={(field.value as string | null) ?? null}
      onChange={field.onChange}
      description={description}
      error={fieldState.error?.message}
    />
  );
}
