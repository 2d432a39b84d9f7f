// A top bar button: its icon and word, or on small screens its icon alone, named by aria-label so
// that keyboard, screen reader and tests find it by the same name either way.
import type { ComponentType } from 'react';
import { ActionIcon, Button } from '@mantine/core';

interface TopBarButtonProps {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** The visible word (spec). */
  label: string;
  /** The accessible name when it must say more than the word (it starts with the word). */
  name?: string;
  compact: boolean;
  /** A toggle's state; leave out for a plain button. */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

export function TopBarButton(props: TopBarButtonProps) {
  const { icon: Icon, label, name = label, compact, pressed, disabled, onClick } = props;
  const variant = pressed ? 'filled' : 'default';
  if (compact) {
    return (
      <ActionIcon
        size="input-sm"
        variant={variant}
        aria-label={name}
        aria-pressed={pressed}
        onClick={onClick}
        disabled={disabled}
      >
        <Icon size={20} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <Button
      variant={variant}
      leftSection={<Icon size={18} aria-hidden />}
      aria-label={name === label ? undefined : name}
      aria-pressed={pressed}
      onClick={onClick}
      disabled={disabled}
    >
      {label}
    </Button>
  );
}
