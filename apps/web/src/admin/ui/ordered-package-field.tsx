// The spec's "sortable multi-select of content packages": a searchable select adds a package at the
// end, the chosen ones show as an ordered list to rearrange or remove from, with their count.
import { useMemo, useState } from 'react';
import { Fieldset, Input, Select, Stack, Text } from '@mantine/core';
import type { PackageOption } from '@bandbook/domain';
import { SortableList } from './sortable-list';

interface OrderedPackageFieldProps {
  /** The chosen package ids, in order. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** What the select offers (any package the editor may pick). */
  options: PackageOption[];
  /** Titles of packages already saved in the list, which the options may not hold. */
  known: PackageOption[];
  isLoadingOptions?: boolean;
  error?: string | undefined;
  isDisabled?: boolean;
  /** e.g. 'Content packages of this channel': names the ordered list. */
  listLabel: string;
}

export const countLabel = (count: number) =>
  count === 1 ? '1 content package' : `${count} content packages`;

export function OrderedPackageField(props: OrderedPackageFieldProps) {
  const { value, onChange, options, known, error, isDisabled = false, listLabel } = props;
  // Cleared after each pick, so the select is always ready for the next one.
  const [search, setSearch] = useState('');
  const titles = useMemo(
    () => new Map([...known, ...options].map((option) => [option._id, option.title])),
    [known, options],
  );
  const chosen = new Set(value);
  const data = options
    .filter((option) => !chosen.has(option._id))
    .map((option) => ({ value: option._id, label: option.title }));

  return (
    <Fieldset legend="Content Packages" disabled={isDisabled}>
      <Stack gap="sm">
        <Select
          label="Add a content package"
          placeholder={props.isLoadingOptions ? 'Loading packages...' : 'Search by title'}
          data={data}
          value={null}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage="No other package matches."
          onChange={(id) => {
            if (id) onChange([...value, id]);
            setSearch('');
          }}
          disabled={isDisabled}
        />
        <Text size="sm" aria-live="polite">
          {countLabel(value.length)}
        </Text>
        <SortableList
          label={listLabel}
          entries={value.map((id) => ({ id, label: titles.get(id) ?? 'Unknown package' }))}
          onChange={onChange}
          emptyText="No content packages yet: add some with the select above."
          isDisabled={isDisabled}
        />
        {error && <Input.Error role="alert">{error}</Input.Error>}
      </Stack>
    </Fieldset>
  );
}
