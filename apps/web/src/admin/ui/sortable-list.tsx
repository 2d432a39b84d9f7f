// An ordered list staff rearrange: drag and drop with @dnd-kit (pointer, or keyboard: space to lift,
// arrows to move) plus Move up / Move down / Remove buttons on every entry. Used for a channel's and a
// dashboard list's packages and for the lists of each dashboard tab.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Stack, Text } from '@mantine/core';
import { SortableRow } from './sortable-row';

export interface SortableEntry {
  id: string;
  label: string;
}

interface SortableListProps {
  /** The accessible name of the list, e.g. 'Content packages of this channel'. */
  label: string;
  entries: SortableEntry[];
  onChange: (ids: string[]) => void;
  emptyText: string;
  isDisabled?: boolean;
}

export function SortableList({
  label,
  entries,
  onChange,
  emptyText,
  isDisabled = false,
}: SortableListProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so clicks on the row's buttons stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = entries.map((entry) => entry.id);
  const move = (from: number, to: number) => onChange(arrayMove(ids, from, to));

  // Spoken while dragging: titles and positions, not ids.
  const labelOf = (id: UniqueIdentifier) => entries.find((entry) => entry.id === id)?.label ?? '';
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${labelOf(active.id)} is over position ${positionOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} was dropped at position ${positionOf(over.id)}.`
        : `${labelOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap={4} p={0} m={0} aria-label={label}>
          {entries.map((entry, index) => (
            <SortableRow
              key={entry.id}
              id={entry.id}
              label={entry.label}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === entries.length - 1}
              isDisabled={isDisabled}
              onMove={(offset) => move(index, index + offset)}
              onRemove={() => onChange(ids.filter((id) => id !== entry.id))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
