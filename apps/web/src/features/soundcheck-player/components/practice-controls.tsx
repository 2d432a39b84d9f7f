// Practice's bottom controls (spec): Restart, Play/Pause, Loop, Tempo, Audio (Full Track, Solo,
// Backing Track) and volume; then Wait for Me and the Tempo Ramp over the loop (decision 067).
import { Button, Group, NumberInput, Slider, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { bookBarNumber } from '../audio/loop';
import { AUDIO_CHOICES, type BarLoop, type PlayerState } from '../player/player-state';
import type { SoundCheckPlayer } from '../player/soundcheck-player';
import { ChoiceButtons } from './choice-buttons';
import { TempoRampControls, WaitForMe } from './practice-modes';
import { TransportButtons } from './transport-buttons';
import { TempoControl } from './tempo-control';

interface PracticeControlsProps {
  player: SoundCheckPlayer;
  state: PlayerState;
  bpm: number;
  bars: number;
  /** The first bar with notes (after the count-in), where a new loop starts. */
  firstBar: number;
}

export function PracticeControls({ player, state, bpm, bars, firstBar }: PracticeControlsProps) {
  const ready = state.phase === 'ready';
  const playing = state.transport === 'playing';
  const audioChoices = AUDIO_CHOICES.map((choice) => ({
    ...choice,
    disabled: !player.hasStem(choice.value),
  }));
  const toggleLoop = () =>
    player.setLoop(
      state.loop
        ? null
        : { startBar: Math.min(firstBar, bars - 1), endBar: Math.min(bars, firstBar + 2) },
    );
  const setLoopBars = (patch: Partial<BarLoop>) => {
    if (!state.loop) return;
    const next = { ...state.loop, ...patch };
    if (next.endBar <= next.startBar) next.endBar = next.startBar + 1;
    player.setLoop(next);
  };
  return (
    <Stack gap="sm">
      <Group gap="md" align="center" wrap="wrap">
        <TransportButtons player={player} playing={playing} disabled={!ready} />
        <Button
          variant={state.loop ? 'filled' : 'default'}
          leftSection={<IconRepeat size={18} aria-hidden />}
          aria-pressed={state.loop !== null}
          onClick={toggleLoop}
          disabled={!ready}
        >
          Loop
        </Button>
        {state.loop && (
          <Group gap={4} wrap="nowrap">
            {/* The book's bar numbers: its bar 1 is the first after the count-in (firstBar). */}
            <NumberInput
              label="From bar"
              size="xs"
              w={80}
              min={1}
              max={bars - firstBar}
              value={bookBarNumber(state.loop.startBar, firstBar)}
              onChange={(value) => setLoopBars({ startBar: Number(value) - 1 + firstBar })}
            />
            <NumberInput
              label="To bar"
              size="xs"
              w={80}
              min={bookBarNumber(state.loop.startBar, firstBar)}
              max={bars - firstBar}
              value={state.loop.endBar - firstBar}
              onChange={(value) => setLoopBars({ endBar: Number(value) + firstBar })}
            />
          </Group>
        )}
        <TempoControl
          tempo={state.tempo}
          bpm={bpm}
          disabled={!ready}
          onChange={(tempo) => player.setTempo(tempo)}
        />
        <ChoiceButtons
          label="Audio"
          data={audioChoices}
          value={state.audio}
          onChange={(value) => player.setAudio(value)}
          disabled={!ready}
        />
        <Group gap="xs" wrap="nowrap" miw={160}>
          <Text size="sm" id="soundcheck-volume">
            Volume
          </Text>
          <Slider
            flex={1}
            min={0}
            max={100}
            value={state.volume}
            onChange={(volume) => player.setVolume(volume)}
            thumbLabel="Volume"
            aria-labelledby="soundcheck-volume"
          />
        </Group>
      </Group>
      <Group gap="xl" align="flex-start" wrap="wrap">
        <WaitForMe player={player} state={state} part={player.part} disabled={!ready} />
        <TempoRampControls player={player} state={state} part={player.part} disabled={!ready} />
      </Group>
    </Stack>
  );
}
