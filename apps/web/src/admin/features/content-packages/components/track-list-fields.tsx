// The tracks of one audio list, reordered by dragging a track's handle (mouse, touch or keyboard:
// space to lift, arrows to move, space to drop).
import { Button, Group, Stack } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { PackageFormInput } from '@bandbook/domain';
import { newTrack } from '../lib/new-entries';
import { TrackFields } from './track-fields';

export function TrackListFields({ listIndex }: { listIndex: number }) {
  const { control } = useFormContext<PackageFormInput>();
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: `content.audioList.${listIndex}.trackList`,
  });
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((field) => field.id === active.id);
    const to = fields.findIndex((field) => field.id === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };
  return (
    <Stack gap="xs">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={drop}>
        <SortableContext
          items={fields.map((field) => field.id)}
          strategy={verticalListSortingStrategy}
        >
          {fields.map((field, i) => (
            <TrackFields
              key={field.id}
              sortId={field.id}
              path={`content.audioList.${listIndex}.trackList.${i}`}
              number={i + 1}
              onRemove={() => remove(i)}
            />
          ))}
        </SortableContext>
      </DndContext>
      <Group>
        <Button variant="light" size="xs" onClick={() => append(newTrack(fields.length + 1))}>
          Add Track
        </Button>
      </Group>
    </Stack>
  );
}
