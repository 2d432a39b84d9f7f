// A package's status on the list (spec section 4): Live or Draft, saved at once with a notice.
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CONTENT_PACKAGE_MESSAGES, type ContentPackageRow } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { useSetContentPackageActive } from '../api/package-row-actions';

interface LiveDraftSwitchProps {
  row: ContentPackageRow;
  disabled: boolean;
}

export function LiveDraftSwitch({ row, disabled }: LiveDraftSwitchProps) {
  const setActive = useSetContentPackageActive();
  const toggle = async (active: boolean) => {
    try {
      await setActive.mutateAsync({ _id: row._id, version: row.version, active });
      notifications.show({
        color: 'green',
        message: active ? CONTENT_PACKAGE_MESSAGES.live : CONTENT_PACKAGE_MESSAGES.draft,
      });
    } catch (error) {
      notifications.show({ color: 'red', message: getErrorMessage(error) });
    }
  };
  return (
    <Switch
      label={row.active ? 'Live' : 'Draft'}
      checked={row.active}
      disabled={disabled || setActive.isPending}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
