// The packages of one page: status, cover, title, author/publisher, release date and the row actions;
// Title and Release Date sort the list.
import { Table, Text, UnstyledButton } from '@mantine/core';
import type { ContentPackageRow, ContentPackageSort } from '@bandbook/domain';
import { ContentPackageTableRow } from './content-package-table-row';

interface SortHeaderProps {
  label: string;
  field: 'title' | 'releaseDate';
  sort: ContentPackageSort;
  onSort: (sort: ContentPackageSort) => void;
}

function SortHeader({ label, field, sort, onSort }: SortHeaderProps) {
  const direction = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton
        fw={700}
        fz="sm"
        onClick={() => onSort(direction === 'ascending' ? `-${field}` : field)}
      >
        {label}
        <span aria-hidden="true">
          {direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ''}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}

interface ContentPackageTableProps {
  rows: ContentPackageRow[];
  sort: ContentPackageSort;
  onSort: (sort: ContentPackageSort) => void;
}

export function ContentPackageTable({ rows, sort, onSort }: ContentPackageTableProps) {
  if (rows.length === 0) return <Text>No content packages match.</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" aria-label="Content Packages">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Status</Table.Th>
            <Table.Th>Thumbnail</Table.Th>
            <SortHeader label="Title" field="title" sort={sort} onSort={onSort} />
            <Table.Th>Author / Publisher</Table.Th>
            <SortHeader label="Release Date" field="releaseDate" sort={sort} onSort={onSort} />
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <ContentPackageTableRow key={row._id} row={row} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
