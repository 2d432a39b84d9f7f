// Tempo: 50-150 % of the exercise's tempo in steps of 5, pitch kept (the stems are time-stretched).
import { Group, Slider, Text } from '@mantine/core';
import { TEMPO_MAX, TEMPO_MIN, TEMPO_STEP } from '../player/player-state';

interface TempoControlProps {
  tempo: number;
  bpm: number;
  disabled: boolean;
  onChange: (tempo: number) => void;
}

export function TempoControl({ tempo, bpm, disabled, onChange }: TempoControlProps) {
  const label = `${tempo} % (${Math.round((bpm * tempo) / 100)} BPM)`;
  return (
    <Group gap="xs" wrap="nowrap" miw={220}>
      <Text size="sm" id="soundcheck-tempo">
        Tempo
      </Text>
      <Slider
        flex={1}
        min={TEMPO_MIN}
        max={TEMPO_MAX}
        step={TEMPO_STEP}
        value={tempo}
        onChange={onChange}
        disabled={disabled}
        label={label}
        thumbLabel="Tempo"
        thumbProps={{ 'aria-valuetext': label }}
        aria-labelledby="soundcheck-tempo"
      />
      <Text size="sm" w={48} ta="right" aria-hidden>
        {tempo}%
      </Text>
    </Group>
  );
}
