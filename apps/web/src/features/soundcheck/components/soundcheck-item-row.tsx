// One SoundCheck exercise: its title (a link that opens the player over the page), stars (0-5), the
// tempo they were earned at when slower than the exercise's, and duration. Exercises outside the trial
// show a lock and do not open.
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconLock, IconMicrophone } from '@tabler/icons-react';
import { ItemStars } from '../../../ui/item-stars';
import { ModalLink } from '../../../ui/modal-link';
import { formatDuration } from '../lib/format-duration';
import classes from './soundcheck-item-row.module.css';

interface SoundCheckItemRowProps {
  title: string;
  stars: number;
  /** The tempo (percent) of the best result when it was played slower than 100 %, else null. */
  slowerTempo: number | null;
  durationInSeconds: number;
  /** The player's modal route, or null when the learner may not open this exercise. */
  to: string | null;
}

export function SoundCheckItemRow({
  title,
  stars,
  slowerTempo,
  durationInSeconds,
  to,
}: SoundCheckItemRowProps) {
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
        {slowerTempo !== null && (
          <Text size="sm" c="dimmed" title={`Earned at ${slowerTempo} % tempo`}>
            at {slowerTempo} %
          </Text>
        )}
        <Text size="sm" c="dimmed" ff="monospace" w={48} ta="right">
          {formatDuration(durationInSeconds)}
        </Text>
      </Group>
    </Group>
  );
}
