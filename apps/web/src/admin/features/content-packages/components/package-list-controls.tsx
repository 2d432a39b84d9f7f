// The list's search box and page size (10, 25, 50 or Show All).
import { Group, TextInput } from '@mantine/core';
import { PageSizeSelect } from '../../../ui/page-size-select';

interface PackageListControlsProps {
  search: string;
  onSearch: (search: string) => void;
  limit: number;
  onLimit: (limit: number) => void;
}

export function PackageListControls({
  search,
  onSearch,
  limit,
  onLimit,
}: PackageListControlsProps) {
  return (
    <Group align="flex-end">
      <TextInput
        label="Search"
        placeholder="Title, author or publisher"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={320}
      />
      <PageSizeSelect value={limit} onChange={onLimit} />
    </Group>
  );
}
