// The icon selector of a dashboard list (spec section 9: 10 choices): a radio group named 'Icon',
// each choice drawn as the learner dashboard draws it and named for screen readers.
import { Group, Paper, Radio } from '@mantine/core';
import { DASHBOARD_LIST_ICONS } from '@bandbook/domain';
import { ListIcon } from '../../../../ui/list-icon';

interface ListIconPickerProps {
  value: string;
  onChange: (icon: string) => void;
  error?: string | undefined;
  isDisabled?: boolean;
}

export function ListIconPicker({
  value,
  onChange,
  error,
  isDisabled = false,
}: ListIconPickerProps) {
  return (
    <Radio.Group label="Icon" required value={value} onChange={onChange} error={error}>
      <Group gap="xs" mt="xs">
        {DASHBOARD_LIST_ICONS.map((icon) => (
          <Paper key={icon.id} withBorder px="xs" py={6} title={icon.label}>
            <Radio
              value={icon.id}
              aria-label={icon.label}
              disabled={isDisabled}
              label={<ListIcon name={icon.id} />}
            />
          </Paper>
        ))}
      </Group>
    </Radio.Group>
  );
}
