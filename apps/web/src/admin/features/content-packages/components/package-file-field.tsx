// A file of the package form: the shared upload field bound to a form field holding a storage key,
// previewed from the package's signed URLs.
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import type { FileKind, UploadTargetDir } from '@bandbook/domain';
import { FileUploadField } from '../../../ui/uploads/file-upload-field';
import { usePackageFileUrl } from './package-file-urls';

interface PackageFileFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  targetDir: UploadTargetDir;
  accept: string;
  /** What the file's content must be (the target dir's kinds when left out). */
  kinds?: readonly FileKind[];
  onFileAccepted?: (file: File, kind: FileKind) => void;
  description?: string;
}

export function PackageFileField<T extends FieldValues>({
  name,
  label,
  targetDir,
  accept,
  kinds,
  onFileAccepted,
  description,
}: PackageFileFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | null) ?? null;
  return (
    <FileUploadField
      label={label}
      targetDir={targetDir}
      accept={accept}
      kinds={kinds}
      value={value}
      url={usePackageFileUrl(value)}
      onChange={field.onChange}
      onFileAccepted={onFileAccepted}
      description={description}
      error={fieldState.error?.message}
    />
  );
}
