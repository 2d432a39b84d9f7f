// The microphone level meter: a bar that follows the smoothed input level on animation frames.
import { useRef } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { useAnimationFrame } from '../hooks/use-animation-frame';
import type { SoundCheckPlayer } from '../player/soundcheck-player';

export function LevelMeterBar({ player }: { player: SoundCheckPlayer }) {
  const barRef = useRef<HTMLDivElement>(null);
  const meterRef = useRef<HTMLDivElement>(null);
  const shown = useRef(-1);
  useAnimationFrame(() => {
    const percent = Math.round(player.meter.value * 100);
    if (percent === shown.current) return;
    shown.current = percent;
    if (barRef.current) barRef.current.style.width = `${percent}%`;
    meterRef.current?.setAttribute('aria-valuenow', String(percent));
  });
  return (
    <Group gap="xs" wrap="nowrap" miw={160}>
      <Text size="xs" c="dimmed" aria-hidden>
        Mic
      </Text>
      <Box
        ref={meterRef}
        role="meter"
        aria-label="Microphone level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={0}
        h={8}
        flex={1}
        bg="gray.2"
        style={{ borderRadius: 4, overflow: 'hidden' }}
      >
        <Box ref={barRef} h="100%" w="0%" bg="teal.6" style={{ transition: 'width 40ms linear' }} />
      </Box>
    </Group>
  );
}
