// The end of every admin form: the conflict choice after a stale save, the form's error, and Save
// (hidden for staff who may only view). `useVersionedSave(...).footer` gives it everything but
// `canSave`.
import { Button, Group } from '@mantine/core';
import { FormAlert } from '../../ui/form-alert';
import { ConflictAlert } from './conflict-alert';

interface SaveFooterProps {
  saveError: string | null;
  isSubmitting: boolean;
  canSave?: boolean;
  conflict?: { message: string } | null;
  onReload?: () => void;
  onOverwrite?: () => void;
}

export function SaveFooter(props: SaveFooterProps) {
  const { conflict, onReload, onOverwrite, canSave = true } = props;
  return (
    <>
      {conflict && onReload && onOverwrite && (
        <ConflictAlert message={conflict.message} onReload={onReload} onOverwrite={onOverwrite} />
      )}
      <FormAlert message={props.saveError} />
      {canSave && (
        <Group>
          <Button type="submit" loading={props.isSubmitting}>
            Save
          </Button>
        </Group>
      )}
    </>
  );
}
