// A row of toggle buttons for one choice (mode, audio, record with, play): each a real button with
// aria-pressed, so it is reachable and pressable by keyboard, pointer and tests alike.
import { Button } from '@mantine/core';

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
    <Button.Group aria-label={label}>
      {data.map((choice) => (
        <Button
          key={choice.value}
          variant={choice.value === value ? 'filled' : 'default'}
          aria-pressed={choice.value === value}
          disabled={disabled || choice.disabled}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </Button>
      ))}
    </Button.Group>
  );
}
