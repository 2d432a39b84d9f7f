// The tuner: while its popover is open it opens its own microphone and shows the note heard, a
// cents needle and whether it is in tune (within ±5 cents). It listens to the microphone chosen in
// the settings.
import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Box, Button, Popover, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { MicrophoneError, MICROPHONE_MESSAGES } from '../audio/microphone';
import { chosenMicrophone } from '../audio/microphone-choice';
import { TunerSession, type TunerReading } from '../audio/tuner';
import type { SoundCheckPlayer } from '../player/soundcheck-player';

interface TunerPanelProps {
  player: SoundCheckPlayer;
  disabled: boolean;
  /** Small screens: the icon alone, named by its aria-label. */
  compact?: boolean;
}

export function TunerPanel({ player, disabled, compact = false }: TunerPanelProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened && !disabled}
      onChange={setOpened}
      width={260}
      position="bottom"
      withArrow
      trapFocus
    >
      <Popover.Target>
        {compact ? (
          <ActionIcon
            size="input-sm"
            variant={opened ? 'filled' : 'default'}
            aria-label="Tuner"
            onClick={() => setOpened((open) => !open)}
            aria-expanded={opened}
            disabled={disabled}
          >
            <IconAdjustmentsHorizontal size={20} aria-hidden />
          </ActionIcon>
        ) : (
          <Button
            variant={opened ? 'filled' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            onClick={() => setOpened((open) => !open)}
            aria-expanded={opened}
            disabled={disabled}
          >
            Tuner
          </Button>
        )}
      </Popover.Target>
      <Popover.Dropdown aria-label="Tuner">
        {opened && <TunerReadout player={player} />}
      </Popover.Dropdown>
    </Popover>
  );
}

function TunerReadout({ player }: { player: SoundCheckPlayer }) {
  const [reading, setReading] = useState<TunerReading | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let session: TunerSession | null = null;
    let cancelled = false;
    void (async () => {
      const recorder = await player.inputRecorder();
      if (!recorder || cancelled) return;
      const { deviceId } = await chosenMicrophone();
      if (cancelled) return;
      session = new TunerSession(recorder);
      try {
        await session.start((next) => setReading(next), deviceId ?? undefined);
        if (cancelled) session.stop();
      } catch (caught) {
        setError(
          caught instanceof MicrophoneError
            ? MICROPHONE_MESSAGES[caught.kind]
            : MICROPHONE_MESSAGES.unknown,
        );
      }
    })();
    return () => {
      cancelled = true;
      session?.stop();
    };
  }, [player]);

  if (error)
    return (
      <Text role="alert" size="sm">
        {error}
      </Text>
    );
  const cents = reading?.cents ?? 0;
  return (
    <Stack gap="xs" align="center" role="status" aria-live="polite">
      <Text fz={40} fw={700} lh={1}>
        {reading ? `${reading.name}${reading.octave}` : '–'}
      </Text>
      <Box pos="relative" w="100%" h={16} bg="gray.2" style={{ borderRadius: 8 }} aria-hidden>
        <Box pos="absolute" left="50%" top={0} h={16} w={2} bg="gray.6" />
        {reading && (
          <Box
            pos="absolute"
            top={0}
            h={16}
            w={4}
            bg={reading.inTune ? 'green.7' : 'orange.7'}
            style={{
              left: `calc(${50 + Math.max(-50, Math.min(50, cents))}% - 2px)`,
              borderRadius: 2,
            }}
          />
        )}
      </Box>
      <Text size="sm">
        {reading ? `${cents > 0 ? '+' : ''}${Math.round(cents)} cents` : 'Play a note'}
      </Text>
      {reading &&
        (reading.inTune ? (
          <Badge color="green">In tune</Badge>
        ) : (
          <Badge color="orange">{cents > 0 ? 'Too high' : 'Too low'}</Badge>
        ))}
    </Stack>
  );
}
