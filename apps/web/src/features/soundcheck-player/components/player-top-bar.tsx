// The player's top bar (spec): the mode (PRACTICE or PERFORM), the help tour, tuner, metronome,
// listen mode, the parts menu and the settings (microphone and latency calibration). Below the md
// breakpoint (phones, small tablets) the buttons show their icons only, so the bar keeps to one row
// in landscape. The metronome toggle is named "Metronome clicks": Perform's Record choice is
// "Metronome".
import { Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEar, IconHelp, IconMetronome, IconSettings } from '@tabler/icons-react';
import { isBusy, MODE_CHOICES, type PlayerState } from '../player/player-state';
import type { SoundCheckPlayer } from '../player/soundcheck-player';
import { ChoiceButtons } from './choice-buttons';
import { PartsMenu } from './parts-menu';
import { TopBarButton } from './top-bar-button';
import { TunerPanel } from './tuner-panel';

/** Mantine's md breakpoint (62em): below it the top bar's buttons are icons. */
export const COMPACT_TOP_BAR_QUERY = '(max-width: 62em)';

interface PlayerTopBarProps {
  player: SoundCheckPlayer;
  state: PlayerState;
  onTour: () => void;
  onSettings: () => void;
}

export function PlayerTopBar({ player, state, onTour, onSettings }: PlayerTopBarProps) {
  const compact = useMediaQuery(COMPACT_TOP_BAR_QUERY, false, { getInitialValueInEffect: false });
  const busy = isBusy(state);
  const ready = state.phase === 'ready';
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <ChoiceButtons
        label="Mode"
        data={MODE_CHOICES}
        value={state.mode}
        onChange={(mode) => player.setMode(mode)}
        disabled={busy}
      />
      <Group gap="xs" wrap="wrap">
        <TopBarButton icon={IconHelp} label="Help tour" compact={compact} onClick={onTour} />
        <TunerPanel
          player={player}
          compact={compact}
          disabled={busy || state.transport === 'playing' || !ready}
        />
        <TopBarButton
          icon={IconMetronome}
          label="Metronome"
          name="Metronome clicks"
          compact={compact}
          pressed={state.metronome}
          onClick={() => player.setMetronome(!state.metronome)}
          disabled={busy || !ready}
        />
        <TopBarButton
          icon={IconEar}
          label="Listen mode"
          compact={compact}
          pressed={state.listen}
          onClick={() => player.setListen(!state.listen)}
          disabled={busy || !ready || state.mode !== 'practice'}
        />
        <PartsMenu
          parts={state.parts}
          partName={state.partName}
          disabled={busy}
          onSelect={(name) => void player.selectPart(name)}
        />
        <TopBarButton
          icon={IconSettings}
          label="Settings"
          compact={compact}
          onClick={onSettings}
          disabled={busy || !ready}
        />
      </Group>
    </Group>
  );
}
