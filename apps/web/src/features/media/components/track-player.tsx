// The audio player: play/pause, seek, 15-second skips, previous/next track, tempo (50-150 % in 10 %
// steps, pitch kept) and volume. The <audio> element is driven by a TrackPlayer.
import type { Ref } from 'react';
import { ActionIcon, Group, Paper, Slider, Stack, Text } from '@mantine/core';
import {
  IconMinus,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerTrackNextFilled,
  IconPlayerTrackPrevFilled,
  IconPlus,
  IconRewindBackward15,
  IconRewindForward15,
  IconVolume,
} from '@tabler/icons-react';
import {
  formatTime,
  SKIP_SECONDS,
  stepTempo,
  TEMPO_MAX,
  TEMPO_MIN,
  TEMPO_STEP,
} from '../lib/playback';
import type { TrackPlayer as Player, TrackPlayerState } from '../lib/track-player';

interface TrackPlayerProps {
  player: Player;
  state: TrackPlayerState;
  audioRef: Ref<HTMLAudioElement>;
  trackTitle: string | null;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  onPlayFirst: () => void;
}

const TEMPO_MARKS = [{ value: 50 }, { value: 100 }, { value: 150 }];

function TempoControl({ player, tempo }: { player: Player; tempo: number }) {
  return (
    <Group gap="xs" wrap="nowrap" miw={260} flex={1} maw={460}>
      <Text size="sm" fw={600} w={52}>
        Tempo
      </Text>
      <ActionIcon
        variant="default"
        aria-label="Decrease tempo"
        disabled={tempo <= TEMPO_MIN}
        onClick={() => player.setTempo(stepTempo(tempo, -1))}
      >
        <IconMinus size={16} />
      </ActionIcon>
      <Slider
        flex={1}
        min={TEMPO_MIN}
        max={TEMPO_MAX}
        step={TEMPO_STEP}
        marks={TEMPO_MARKS}
        value={tempo}
        onChange={(value) => player.setTempo(value)}
        thumbLabel="Tempo"
        label={(value) => `${value} %`}
      />
      <ActionIcon
        variant="default"
        aria-label="Increase tempo"
        disabled={tempo >= TEMPO_MAX}
        onClick={() => player.setTempo(stepTempo(tempo, 1))}
      >
        <IconPlus size={16} />
      </ActionIcon>
      <Text size="sm" w={48} ta="right" aria-live="polite" data-testid="tempo-value">
        {tempo} %
      </Text>
    </Group>
  );
}

function VolumeControl({ player, volume }: { player: Player; volume: number }) {
  return (
    <Group gap="xs" wrap="nowrap" miw={200}>
      <IconVolume size={20} aria-hidden />
      <Slider
        flex={1}
        min={0}
        max={100}
        value={volume}
        onChange={(value) => player.setVolume(value)}
        thumbLabel="Volume"
      />
      <Text size="sm" w={32} ta="right">
        {volume}
      </Text>
    </Group>
  );
}

export function TrackPlayer(props: TrackPlayerProps) {
  const { player, state, audioRef, trackTitle, onPrevious, onNext, onPlayFirst } = props;
  const hasTrack = state.src !== null;
  const togglePlay = () => (hasTrack ? void player.toggle() : onPlayFirst());
  return (
    <Paper withBorder p="md" component="section" aria-label="Audio player">
      <audio ref={audioRef} preload="metadata" />
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} lineClamp={1} aria-live="polite">
            {trackTitle ?? 'Choose a track to play'}
          </Text>
          <Text size="sm" c="dimmed" ff="monospace" data-testid="track-time">
            {formatTime(state.currentTime)} / {formatTime(state.duration)}
          </Text>
        </Group>
        <Slider
          min={0}
          max={Math.max(state.duration, 0.1)}
          step={0.1}
          value={Math.min(state.currentTime, state.duration)}
          onChange={(value) => player.seek(value)}
          disabled={!hasTrack}
          thumbLabel="Seek"
          label={formatTime}
        />
        <Group justify="center" gap="xs">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Previous track"
            disabled={!onPrevious}
            onClick={() => onPrevious?.()}
          >
            <IconPlayerTrackPrevFilled size={20} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={`Back ${SKIP_SECONDS} seconds`}
            disabled={!hasTrack}
            onClick={() => player.skip(-SKIP_SECONDS)}
          >
            <IconRewindBackward15 size={22} />
          </ActionIcon>
          <ActionIcon
            size={48}
            radius="xl"
            aria-label={state.isPlaying ? 'Pause' : 'Play'}
            onClick={togglePlay}
          >
            {state.isPlaying ? (
              <IconPlayerPauseFilled size={24} />
            ) : (
              <IconPlayerPlayFilled size={24} />
            )}
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={`Forward ${SKIP_SECONDS} seconds`}
            disabled={!hasTrack}
            onClick={() => player.skip(SKIP_SECONDS)}
          >
            <IconRewindForward15 size={22} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Next track"
            disabled={!onNext}
            onClick={() => onNext?.()}
          >
            <IconPlayerTrackNextFilled size={20} />
          </ActionIcon>
        </Group>
        <Group justify="space-between" gap="lg">
          <TempoControl player={player} tempo={state.tempo} />
          <VolumeControl player={player} volume={state.volume} />
        </Group>
        {state.error && (
          <Text size="sm" c="red.9" role="alert">
            {state.error}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Keys: Space play/pause · ← → switch audio (demonstration or play-along) · ↑ ↓ previous or
          next track · Enter back to the start
        </Text>
      </Stack>
    </Paper>
  );
}
