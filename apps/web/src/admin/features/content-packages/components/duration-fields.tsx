// A duration typed as hours, minutes and seconds (spec section 5); the server stores the seconds. A
// part out of its range is refused on its own box (never wrapped or clamped), and the note says when
// a chosen file filled the fields in or could not.
import { Group, Text } from '@mantine/core';
import type { Path } from 'react-hook-form';
import type { PackageFormInput } from '@bandbook/domain';
import type { DurationPath } from '../hooks/use-duration-from-file';
import { NumberField } from './number-field';

export function DurationFields({ name, note }: { name: DurationPath; note?: string | null }) {
  const part = (unit: 'hours' | 'minutes' | 'seconds') =>
    `${name}.${unit}` as Path<PackageFormInput>;
  return (
    <div role="group" aria-label="Duration">
      <Text size="sm" fw={500}>
        Duration
      </Text>
      <Group gap="xs" align="flex-start">
        <NumberField<PackageFormInput> name={part('hours')} label="Hours" emptyValue={0} w={110} />
        <NumberField<PackageFormInput>
          name={part('minutes')}
          label="Minutes"
          emptyValue={0}
          max={59}
          w={110}
        />
        <NumberField<PackageFormInput>
          name={part('seconds')}
          label="Seconds"
          emptyValue={0}
          max={59}
          w={110}
        />
      </Group>
      <Text size="xs" c="dimmed" role="status" mt={4}>
        {note}
      </Text>
    </div>
  );
}
