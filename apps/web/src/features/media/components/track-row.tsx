// One track of an audio list: plays when chosen; shown disabled when this user may not play it (a
// non-trial track during a trial). Owners also get a download link.
import { ActionIcon, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { IconDownload, IconLock, IconPlayerPlayFilled } from '@tabler/icons-react';
import { formatTime } from '../lib/playback';
import classes from './track-row.module.css';

interface TrackRowProps {
  title: string;
  durationInSeconds: number;
  isPlayable: boolean;
  isCurrent: boolean;
  downloadHref: string | null;
  onSelect: () => void;
}

export function TrackRow(props: TrackRowProps) {
  const { title, durationInSeconds, isPlayable, isCurrent, downloadHref, onSelect } = props;
  return (
    <Group
      component="li"
      gap="xs"
      wrap="nowrap"
      className={classes.row}
      data-current={isCurrent || undefined}
    >
      <UnstyledButton
        className={classes.button}
        onClick={onSelect}
        disabled={!isPlayable}
        aria-current={isCurrent ? 'true' : undefined}
        aria-label={isPlayable ? title : `${title} (not in the trial)`}
      >
        <Group gap="sm" wrap="nowrap">
          {isPlayable ? (
            <IconPlayerPlayFilled size={16} aria-hidden />
          ) : (
            <IconLock size={16} aria-hidden />
          )}
          <Text flex={1} lineClamp={1}>
            {title}
          </Text>
          {!isPlayable && (
            <Badge color="gray.7" variant="outline" size="sm">
              Full version
            </Badge>
          )}
          <Text size="sm" c="dimmed" ff="monospace">
            {formatTime(durationInSeconds)}
          </Text>
        </Group>
      </UnstyledButton>
      {downloadHref && (
        <ActionIcon
          component="a"
          href={downloadHref}
          download
          variant="subtle"
          aria-label={`Download ${title}`}
        >
          <IconDownload size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
