// Perform's bottom controls (spec): Restart, Play/Pause (Original or Your Take), Record (No Backing,
// Metronome or Backing Track), Tempo and Score, with the microphone's level. Record says why when the
// part cannot be recorded (record-button.tsx).
import { Button, Group } from '@mantine/core';
import { isBusy, PLAY_SOURCES, RECORD_CHOICES, type PlayerState } from '../player/player-state';
import type { SoundCheckPlayer } from '../player/soundcheck-player';
import { ChoiceButtons } from './choice-buttons';
import { TransportButtons } from './transport-buttons';
import { LevelMeterBar } from './level-meter-bar';
import { RecordButton } from './record-button';
import { TempoControl } from './tempo-control';

interface PerformControlsProps {
  player: SoundCheckPlayer;
  state: PlayerState;
  bpm: number;
  canRecord: boolean;
  onRecord: () => void;
}

export function PerformControls({ player, state, bpm, canRecord, onRecord }: PerformControlsProps) {
  const ready = state.phase === 'ready';
  const busy = isBusy(state);
  const playing = state.transport === 'playing';
  const recording = state.transport === 'recording' || state.transport === 'starting';
  const backingChoices = RECORD_CHOICES.map((choice) => ({
    ...choice,
    disabled: choice.value === 'backing' && !player.hasStem('backing'),
  }));
  return (
    <Group gap="md" align="center" wrap="wrap">
      <TransportButtons player={player} playing={playing} disabled={!ready || busy} />
      <ChoiceButtons
        label="Play"
        data={PLAY_SOURCES.map((source) => ({
          ...source,
          disabled: source.value === 'take' && !state.hasTake,
        }))}
        value={state.playSource}
        onChange={(value) => player.setPlaySource(value)}
        disabled={!ready || busy}
      />
      <RecordButton
        recording={recording}
        starting={state.transport === 'starting'}
        canRecord={canRecord}
        disabled={!ready || busy}
        onRecord={onRecord}
        onStop={() => void player.stopRecording()}
      />
      <ChoiceButtons
        label="Record with"
        data={backingChoices}
        value={state.recordWith}
        onChange={(value) => player.setRecordWith(value)}
        disabled={!ready || busy}
      />
      <TempoControl
        tempo={state.tempo}
        bpm={bpm}
        disabled={!ready || busy}
        onChange={(tempo) => player.setTempo(tempo)}
      />
      <Button
        variant="light"
        onClick={() => player.setFeedbackView('panel')}
        disabled={!state.feedback || busy}
      >
        Score
      </Button>
      <LevelMeterBar player={player} />
    </Group>
  );
}
