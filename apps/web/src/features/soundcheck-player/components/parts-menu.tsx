// The parts menu: the exercise's parts (e.g. Guitar, Bass); it closes by itself after 15 s (spec).
import { useEffect, useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import type { ExercisePart } from '@bandbook/soundcheck';

export const PARTS_MENU_AUTO_CLOSE_MS = 15_000;

interface PartsMenuProps {
  parts: readonly ExercisePart[];
  partName: string | null;
  disabled: boolean;
  onSelect: (name: string) => void;
}

export function PartsMenu({ parts, partName, disabled, onSelect }: PartsMenuProps) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => setOpened(false), PARTS_MENU_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [opened]);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          rightSection={<IconChevronDown size={16} aria-hidden />}
          disabled={disabled || parts.length === 0}
          aria-label={`Parts: ${partName ?? 'none'}`}
        >
          {partName ?? 'Parts'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Parts</Menu.Label>
        {parts.map((part) => (
          <Menu.Item
            key={part.name}
            onClick={() => onSelect(part.name)}
            leftSection={
              part.name === partName ? (
                <IconCheck size={16} aria-hidden />
              ) : (
                <span style={{ width: 16 }} />
              )
            }
            aria-current={part.name === partName ? 'true' : undefined}
          >
            {part.name} ({part.instrument}
            {part.non_pitched ? ', rhythm' : ''})
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
