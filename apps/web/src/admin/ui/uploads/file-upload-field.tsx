// The admin forms' upload field (spec sections 5, 7, 8; issue 44): a preview of the file (a
// thumbnail, a player, a PDF link, its name as chosen), Remove, a button to choose a file, a progress
// bar while it uploads, and a failure as the spec's alert. A chosen file is checked by its first bytes
// before anything is sent: one of another kind is refused on the field, naming what it is not.
import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { kindsOfDir, type FileKind, type UploadTargetDir } from '@bandbook/domain';
import { getErrorMessage } from '../../../lib/api-error';
import { checkFileContent } from './file-content';
import { FilePreview } from './file-preview';
import { kindOfKey, mediaOf, readableNameOf } from './stored-file';
import { uploadFile } from './upload-file';

export { fileNameOf } from './stored-file';

export interface FileUploadFieldProps {
  label: string;
  targetDir: UploadTargetDir;
  /** The file input's accept attribute. */
  accept: string;
  /** What a chosen file's content must be; every kind the target dir takes when left out. */
  kinds?: readonly FileKind[];
  /** The storage key of the current file. */
  value: string | null;
  onChange: (key: string | null) => void;
  /** Where the browser can read the stored file (the record's signed URL), for its preview. */
  url?: string | null;
  /** A chosen file passed its check and its upload starts (to read its duration, say). */
  onFileAccepted?: (file: File, kind: FileKind) => void;
  description?: string;
  error?: string;
  disabled?: boolean;
}

/** The file uploaded in this field since it opened: previewed from the browser's own copy. */
interface Chosen {
  key: string;
  name: string;
  url: string;
  kind: FileKind;
}

export function FileUploadField(props: FileUploadFieldProps) {
  const { label, targetDir, accept, value, onChange, description, error, disabled } = props;
  const kinds = props.kinds ?? kindsOfDir(targetDir);
  const id = useId();
  const resetRef = useRef<() => void>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const isUploading = progress !== null;
  const isLocked = Boolean(disabled) || isUploading;

  // The object URL holds the file in memory: let it go once another file or none is shown.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  const upload = async (file: File | null) => {
    // Choosing the same file again after a failure must fire again.
    resetRef.current?.();
    if (!file) return;
    setFailure(null);
    setRefusal(null);
    const check = await checkFileContent(file, targetDir, kinds);
    if (!check.ok) {
      setRefusal(check.message);
      return;
    }
    props.onFileAccepted?.(file, check.kind);
    setProgress(0);
    try {
      const key = await uploadFile(file, targetDir, setProgress);
      setChosen({ key, name: file.name, url: URL.createObjectURL(file), kind: check.kind });
      onChange(key);
    } catch (caught) {
      setFailure(getErrorMessage(caught));
    } finally {
      setProgress(null);
    }
  };

  const shown = value && chosen?.key === value ? chosen : null;
  const chooseText = value ? 'Replace File' : 'Choose File';
  const fieldError = refusal ?? error;
  return (
    <Input.Wrapper id={id} label={label} description={description} error={fieldError}>
      <Stack gap={6} mt={4}>
        {value && (
          <FilePreview
            label={label}
            name={shown ? shown.name : readableNameOf(value)}
            url={shown ? shown.url : (props.url ?? null)}
            media={mediaOf(shown ? shown.kind : kindOfKey(value, kinds))}
          />
        )}
        <Group gap="sm">
          {!value && (
            <Text size="sm" c="dimmed">
              No file
            </Text>
          )}
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
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${id}-error` : undefined}
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
              onClick={() => {
                setRefusal(null);
                onChange(null);
              }}
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
