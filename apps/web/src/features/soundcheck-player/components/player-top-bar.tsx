// The player's top bar (spec): the mode (PRACTICE or PERFORM), the help tour, tuner, metronome,
// listen mode, the parts menu and the settings (latency calibration).
import { Button, Group } from '@mantine/core';
import { IconEar, IconHelp, IconMetronome, IconSettings } from '@tabler/icons-react';
import { isBusy, MODE_CHOICES, type PlayerState } from '../player/player-state';
import type { SoundCheckPlayer } from '../player/soundcheck-player';
import { ChoiceButtons } from './choice-buttons';
import { PartsMenu } from './parts-menu';
import { TunerPanel } from './tuner-panel';

interface PlayerTopBarProps {
  player: SoundCheckPlayer;
  state: PlayerState;
  onTour: () => void;
  onSettings: () => void;
}

export function PlayerTopBar({ player, state, onTour, onSettings }: PlayerTopBarProps) {
  const busy = isBusy(state);
  const ready = state.phase === 'ready';
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <ChoiceButtons
        label="Mode"
        data={MODE_CHOICES}
        value={state.mode}
        onChange={(mode) => player.setMode(mode)}
        disabled={busy}
      />
      <Group gap="xs" wrap="wrap">
        <Button variant="default" leftSection={<IconHelp size={18} aria-hidden />} onClick={onTour}>
          Help tour
        </Button>
        <TunerPanel player={player} disabled={busy || state.transport === 'playing' || !ready} />
        <Button
          variant={state.metronome ? 'filled' : 'default'}
          leftSection={<IconMetronome size={18} aria-hidden />}
          aria-pressed={state.metronome}
          onClick={() => player.setMetronome(!state.metronome)}
          disabled={busy || !ready}
        >
          Metronome
        </Button>
        <Button
          variant={state.listen ? 'filled' : 'default'}
          leftSection={<IconEar size={18} aria-hidden />}
          aria-pressed={state.listen}
          onClick={() => player.setListen(!state.listen)}
          disabled={busy || !ready || state.mode !== 'practice'}
        >
          Listen mode
        </Button>
        <PartsMenu
          parts={state.parts}
          partName={state.partName}
          disabled={busy}
          onSelect={(name) => void player.selectPart(name)}
        />
        <Button
          variant="default"
          leftSection={<IconSettings size={18} aria-hidden />}
          onClick={onSettings}
          disabled={busy || !ready}
        >
          Settings
        </Button>
      </Group>
    </Group>
  );
}
