// A row of toggle buttons for one choice (mode, audio, record with, play): each a real button with
// aria-pressed, so it is reachable and pressable by keyboard, pointer and tests alike. The row wraps
// on a narrow screen rather than squeezing (and clipping) its words, e.g. Backing Track on a phone.
import { Button, Group } from '@mantine/core';

interface ChoiceButtonsProps<T extends string> {
  label: string;
  data: readonly { value: T; label: string; disabled?: boolean }[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

export function ChoiceButtons<T extends string>(props: ChoiceButtonsProps<T>) {
  const { label, data, value, onChange, disabled = false } = props;
  return (
    <Group role="group" aria-label={label} gap={4} wrap="wrap">
      {data.map((choice) => (
        <Button
          key={choice.value}
          variant={choice.value === value ? 'filled' : 'default'}
          aria-pressed={choice.value === value}
          disabled={disabled || choice.disabled}
          onClick={() => onChange(choice.value)}
          style={{ flexShrink: 0 }}
        >
          {choice.label}
        </Button>
      ))}
    </Group>
  );
}
