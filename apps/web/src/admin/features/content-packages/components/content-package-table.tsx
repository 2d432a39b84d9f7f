// The packages of one page: a selection box (and one for the whole page) when a bulk action is open
// to the staff member, status, cover, title, author/publisher, release date and the row actions;
// Title and Release Date sort the list.
import { Checkbox, Table, Text, UnstyledButton } from '@mantine/core';
import type { ContentPackageListRow, ContentPackageSort } from '@bandbook/domain';
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

export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange: (ids: string[], isSelected: boolean) => void;
}

interface ContentPackageTableProps {
  rows: ContentPackageListRow[];
  sort: ContentPackageSort;
  onSort: (sort: ContentPackageSort) => void;
  selection?: RowSelection | undefined;
}

export function ContentPackageTable({ rows, sort, onSort, selection }: ContentPackageTableProps) {
  if (rows.length === 0) return <Text>No content packages match.</Text>;
  const chosen = selection ? rows.filter((row) => selection.selected.has(row._id)).length : 0;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" aria-label="Content Packages">
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th>
                <Checkbox
                  aria-label="Select all on this page"
                  checked={chosen === rows.length}
                  indeterminate={chosen > 0 && chosen < rows.length}
                  onChange={(event) =>
                    selection.onChange(
                      rows.map((row) => row._id),
                      event.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
            )}
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
            <ContentPackageTableRow
              key={row._id}
              row={row}
              selection={
                selection && {
                  isSelected: selection.selected.has(row._id),
                  onChange: (isSelected) => selection.onChange([row._id], isSelected),
                }
              }
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
