// The rows-per-page choice of admin tables (spec section 9: 10/25/50/Show All); Show All asks the
// server for its largest page.
import { Select } from '@mantine/core';
import { PAGE_SIZES, SHOW_ALL_LIMIT } from '@bandbook/domain';

const OPTIONS = [
  ...PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) })),
  { value: String(SHOW_ALL_LIMIT), label: 'Show All' },
];

interface PageSizeSelectProps {
  value: number;
  onChange: (size: number) => void;
}

export function PageSizeSelect({ value, onChange }: PageSizeSelectProps) {
  return (
    <Select
      label="Rows per page"
      data={OPTIONS}
      value={String(value)}
      onChange={(size) => size && onChange(Number(size))}
      allowDeselect={false}
      w={140}
    />
  );
}
