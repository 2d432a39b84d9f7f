// The end of every admin form: the conflict after a stale save (what each side changed and the
// choices), the form's error, Save (hidden for staff who may only view), and the question a held
// navigation asks while the form has unsaved changes. `useVersionedSave(...).footer` gives it
// everything but `canSave`.
import { Button, Group } from '@mantine/core';
import { FormAlert } from '../../ui/form-alert';
import type { Choice, ConflictView } from './conflict';
import { ConflictAlert } from './conflict-alert';
import { LeaveConfirm } from './leave-confirm';
import type { LeaveGuard } from './use-leave-guard';

interface SaveFooterProps {
  saveError: string | null;
  isSubmitting: boolean;
  canSave?: boolean;
  conflict?: ConflictView | null;
  onReload?: () => void;
  onChoose?: (path: string, choice: Choice) => void;
  /** The form's leave guard (use-leave-guard.ts): its question is drawn here. */
  leave?: LeaveGuard;
}

export function SaveFooter(props: SaveFooterProps) {
  const { conflict, onReload, onChoose, leave, canSave = true } = props;
  return (
    <>
      {conflict && onReload && onChoose && (
        <ConflictAlert conflict={conflict} onReload={onReload} onChoose={onChoose} />
      )}
      <FormAlert message={props.saveError} />
      {canSave && (
        <Group>
          <Button type="submit" loading={props.isSubmitting}>
            Save
          </Button>
        </Group>
      )}
      {leave && <LeaveConfirm guard={leave} />}
    </>
  );
}
