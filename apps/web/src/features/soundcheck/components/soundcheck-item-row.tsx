// One SoundCheck exercise: its title, stars (0-5) and duration. The player itself comes with the
// SoundCheck player; until then choosing an exercise says so.
import { Group, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock, IconMicrophone } from '@tabler/icons-react';
import { formatDuration } from '../lib/format-duration';
import { ItemStars } from './item-stars';
import classes from './soundcheck-item-row.module.css';

interface SoundCheckItemRowProps {
  title: string;
  stars: number;
  durationInSeconds: number;
  isAvailable: boolean;
}

export const PLAYER_COMING_SOON = 'The SoundCheck player is coming soon.';

export function SoundCheckItemRow({
  title,
  stars,
  durationInSeconds,
  isAvailable,
}: SoundCheckItemRowProps) {
  const open = () => notifications.show({ id: 'soundcheck-soon', message: PLAYER_COMING_SOON });
  return (
    <Group component="li" justify="space-between" wrap="nowrap" className={classes.row}>
      <UnstyledButton
        onClick={open}
        disabled={!isAvailable}
        className={classes.button}
        aria-label={isAvailable ? title : `${title} (not in the trial)`}
      >
        <Group gap="sm" wrap="nowrap">
          {isAvailable ? (
            <IconMicrophone size={18} aria-hidden />
          ) : (
            <IconLock size={18} aria-hidden />
          )}
          <Text>{title}</Text>
        </Group>
      </UnstyledButton>
      <Group gap="md" wrap="nowrap">
        <ItemStars stars={stars} />
        <Text size="sm" c="dimmed" ff="monospace" w={48} ta="right">
          {formatDuration(durationInSeconds)}
        </Text>
      </Group>
    </Group>
  );
}
