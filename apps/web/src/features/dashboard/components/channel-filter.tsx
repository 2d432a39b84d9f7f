// The content-channel select of the discover page, for admins with several channels.
import { NativeSelect } from '@mantine/core';
import type { ChannelOption } from '../lib/channel-filter';

interface ChannelFilterProps {
  options: ChannelOption[];
  value: string;
  onChange: (value: string) => void;
}

export function ChannelFilter({ options, value, onChange }: ChannelFilterProps) {
  return (
    <NativeSelect
      label="Content Channel"
      data={options}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={260}
    />
  );
}
