// One SoundCheck exercise: its title (a link that opens the player over the page), stars (0-5) and
// duration. Exercises outside the trial show a lock and do not open.
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconLock, IconMicrophone } from '@tabler/icons-react';
import { ItemStars } from '../../../ui/item-stars';
import { ModalLink } from '../../../ui/modal-link';
import { formatDuration } from '../lib/format-duration';
import classes from './soundcheck-item-row.module.css';

interface SoundCheckItemRowProps {
  title: string;
  stars: number;
  durationInSeconds: number;
  /** The player's modal route, or null when the learner may not open this exercise. */
  to: string | null;
}

export function SoundCheckItemRow({ title, stars, durationInSeconds, to }: SoundCheckItemRowProps) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" className={classes.row}>
      {to ? (
        <UnstyledButton component={ModalLink} to={to} className={classes.button}>
          <Group gap="sm" wrap="nowrap">
            <IconMicrophone size={18} aria-hidden />
            <Text>{title}</Text>
          </Group>
        </UnstyledButton>
      ) : (
        <UnstyledButton
          disabled
          className={classes.button}
          aria-label={`${title} (not in the trial)`}
        >
          <Group gap="sm" wrap="nowrap">
            <IconLock size={18} aria-hidden />
            <Text>{title}</Text>
          </Group>
        </UnstyledButton>
      )}
      <Group gap="md" wrap="nowrap">
        <ItemStars stars={stars} />
        <Text size="sm" c="dimmed" ff="monospace" w={48} ta="right">
          {formatDuration(durationInSeconds)}
        </Text>
      </Group>
    </Group>
  );
}
