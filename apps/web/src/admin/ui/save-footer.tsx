// The end of every admin form: the conflict choice after a stale save, the form's error, and Save
// (hidden for staff who may only view).
import { Button, Group } from '@mantine/core';
import { FormAlert } from '../../ui/form-alert';
import type { Conflict } from './conflict';
import { ConflictAlert } from './conflict-alert';

interface SaveFooterProps<T> {
  saveError: string | null;
  isSubmitting: boolean;
  canSave?: boolean;
  conflict?: Conflict<T> | null;
  onReload?: (current: T) => void;
  onOverwrite?: (current: T) => void;
}

export function SaveFooter<T>(props: SaveFooterProps<T>) {
  const { conflict, onReload, onOverwrite, canSave = true } = props;
  return (
    <>
      {conflict && onReload && onOverwrite && (
        <ConflictAlert
          message={conflict.message}
          onReload={() => onReload(conflict.current)}
          onOverwrite={() => onOverwrite(conflict.current)}
        />
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
