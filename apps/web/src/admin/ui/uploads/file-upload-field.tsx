// The admin forms' upload field (spec sections 5, 7, 8): the stored file by name with Remove, a
// button to choose a file, a progress bar while it uploads, and a failure as the spec's alert.
import { useId, useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import type { UploadTargetDir } from '@bandbook/domain';
import { getErrorMessage } from '../../../lib/api-error';
import { uploadFile } from './upload-file';

export interface FileUploadFieldProps {
  label: string;
  targetDir: UploadTargetDir;
  /** The file input's accept attribute. */
  accept: string;
  /** The storage key of the current file. */
  value: string | null;
  onChange: (key: string | null) => void;
  description?: string;
  error?: string;
  disabled?: boolean;
}

/** The stored file's name: the last path segment of its key. */
export const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

export function FileUploadField(props: FileUploadFieldProps) {
  const { label, targetDir, accept, value, onChange, description, error, disabled } = props;
  const id = useId();
  const resetRef = useRef<() => void>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isUploading = progress !== null;
  const isLocked = Boolean(disabled) || isUploading;

  const upload = async (file: File | null) => {
    // Choosing the same file again after a failure must fire again.
    resetRef.current?.();
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      onChange(await uploadFile(file, targetDir, setProgress));
    } catch (caught) {
      setFailure(getErrorMessage(caught));
    } finally {
      setProgress(null);
    }
  };

  const chooseText = value ? 'Replace File' : 'Choose File';
  return (
    <Input.Wrapper id={id} label={label} description={description} error={error}>
      <Stack gap={6} mt={4}>
        <Group gap="sm">
          <Text size="sm" c={value ? undefined : 'dimmed'} style={{ wordBreak: 'break-all' }}>
            {value ? fileNameOf(value) : 'No file'}
          </Text>
          <FileButton
            onChange={(file) => void upload(file)}
            accept={accept}
            disabled={isLocked}
            resetRef={resetRef}
            inputProps={{ id }}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="default"
                size="xs"
                disabled={isLocked}
                aria-label={`${chooseText} for ${label}`}
              >
                {chooseText}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              disabled={isLocked}
              aria-label={`Remove ${label}`}
              onClick={() => onChange(null)}
            >
              Remove
            </Button>
          )}
        </Group>
        {isUploading && <Progress value={progress} aria-label={`Uploading ${label}`} />}
        {failure && (
          <Alert role="alert" color="red" variant="light">
            {failure}
          </Alert>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
