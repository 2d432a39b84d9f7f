// The eBook tab: its title, the PDF, and the PDF learners get during a trial.
import { Stack, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { PACKAGE_FILE_DIRS, type PackageFormInput } from '@bandbook/domain';
import { PackageFileField } from './package-file-field';

export function EbookFields() {
  const { register, formState } = useFormContext<PackageFormInput>();
  return (
    <Stack maw={720}>
      <TextInput
        label="Title"
        error={formState.errors.content?.ebook?.title?.message}
        {...register('content.ebook.title')}
      />
      <PackageFileField<PackageFormInput>
        name="content.ebook.pdfFilePath"
        label="PDF"
        targetDir={PACKAGE_FILE_DIRS.ebook}
        accept="application/pdf"
      />
      <PackageFileField<PackageFormInput>
        name="content.ebook.trialVersionPdfFilePath"
        label="Trial Version PDF"
        targetDir={PACKAGE_FILE_DIRS.ebook}
        accept="application/pdf"
      />
    </Stack>
  );
}
