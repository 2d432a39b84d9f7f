// A code list's content channels (the spec's CouponList.contentChannelIdList) on its create and edit
// forms: a restricted admin is offered its own channels only; the list's other channels, which it
// cannot see, are kept by the server (issue 44).
import { MultiSelect } from '@mantine/core';
import { useListChannelOptions } from '../api/coupon-lists';

interface ListChannelsFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  readOnly?: boolean;
}

export function ListChannelsField({ value, onChange, error, readOnly }: ListChannelsFieldProps) {
  const options = useListChannelOptions();
  const offered = new Set(options.map((option) => option.value));
  return (
    <MultiSelect
      label="Content channels"
      description="The channels these codes belong to (optional)"
      searchable
      readOnly={readOnly}
      data={options}
      // Only the channels on offer are shown; the others stay on the list as they are.
      value={value.filter((id) => offered.has(id))}
      onChange={onChange}
      error={error}
    />
  );
}
