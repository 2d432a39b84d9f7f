// Restart and Play/Pause, the first two controls of both Practice and Perform.
import { ActionIcon } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconRotate } from '@tabler/icons-react';
import type { SoundCheckPlayer } from '../player/soundcheck-player';

interface TransportButtonsProps {
  player: SoundCheckPlayer;
  playing: boolean;
  disabled: boolean;
}

export function TransportButtons({ player, playing, disabled }: TransportButtonsProps) {
  return (
    <>
      <ActionIcon
        variant="default"
        size="xl"
        aria-label="Restart"
        onClick={() => void player.restart()}
        disabled={disabled}
      >
        <IconRotate aria-hidden />
      </ActionIcon>
      <ActionIcon
        size="xl"
        radius="xl"
        aria-label={playing ? 'Pause' : 'Play'}
        onClick={() => void player.togglePlay()}
        disabled={disabled}
      >
        {playing ? <IconPlayerPauseFilled aria-hidden /> : <IconPlayerPlayFilled aria-hidden />}
      </ActionIcon>
    </>
  );
}
