// One entry of an ordered list: a drag handle (pointer or keyboard, via @dnd-kit) and, for those who
// neither drag nor use dnd-kit's keyboard mode, named Move up / Move down / Remove buttons.
import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconX } from '@tabler/icons-react';

interface SortableRowProps {
  id: string;
  label: string;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  isDisabled: boolean;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

export function SortableRow(props: SortableRowProps) {
  const { id, label, position, isFirst, isLast, isDisabled, onMove, onRemove } = props;
  const sortable = useSortable({ id, disabled: isDisabled });
  return (
    <Paper
      component="li"
      ref={sortable.setNodeRef}
      withBorder
      p={4}
      pl="xs"
      // Translate only: a scale would squash rows of different heights while dragging.
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
        listStyle: 'none',
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Drag ${label}`}
          disabled={isDisabled}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Text size="sm" c="dimmed" w={28} ta="right">
          {position}.
        </Text>
        <Text size="sm" style={{ flex: 1 }} truncate>
          {label}
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label={`Move ${label} up`}
          disabled={isDisabled || isFirst}
          onClick={() => onMove(-1)}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={`Move ${label} down`}
          disabled={isDisabled || isLast}
          onClick={() => onMove(1)}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${label}`}
          disabled={isDisabled}
          onClick={onRemove}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
