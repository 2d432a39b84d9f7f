// A duration typed as hours, minutes and seconds (spec section 5); the server stores the seconds.
import { Group, Text } from '@mantine/core';
import type { Path } from 'react-hook-form';
import type { PackageFormInput } from '@bandbook/domain';
import { NumberField } from './number-field';

type DurationPath =
  | `content.videoList.${number}.durationInput`
  | `content.audioList.${number}.trackList.${number}.durationInput`
  | `content.mmsList.${number}.contentList.${number}.durationInput`;

export function DurationFields({ name }: { name: DurationPath }) {
  const part = (unit: 'hours' | 'minutes' | 'seconds') =>
    `${name}.${unit}` as Path<PackageFormInput>;
  return (
    <div role="group" aria-label="Duration">
      <Text size="sm" fw={500}>
        Duration
      </Text>
      <Group gap="xs">
        <NumberField<PackageFormInput>
          name={part('hours')}
          label="Hours"
          emptyValue={0}
          max={99}
          w={90}
        />
        <NumberField<PackageFormInput>
          name={part('minutes')}
          label="Minutes"
          emptyValue={0}
          max={59}
          w={90}
        />
        <NumberField<PackageFormInput>
          name={part('seconds')}
          label="Seconds"
          emptyValue={0}
          max={59}
          w={90}
        />
      </Group>
    </div>
  );
}
