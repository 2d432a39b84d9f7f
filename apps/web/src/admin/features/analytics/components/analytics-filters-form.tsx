// The analytics filters: the range of days and the optional book, channel and code list, each with
// its label and the server's message on the field it names.
import { Group, Select, TextInput } from '@mantine/core';
import type { RedemptionFilterOptions } from '@bandbook/domain';
import type { FieldErrors } from '../../../../lib/api-error';
import type { AnalyticsFilters } from '../lib/analytics-filters';

interface AnalyticsFiltersFormProps {
  filters: AnalyticsFilters;
  options: RedemptionFilterOptions | undefined;
  errors: FieldErrors;
  onChange: (filters: AnalyticsFilters) => void;
}

export function AnalyticsFiltersForm({
  filters,
  options,
  errors,
  onChange,
}: AnalyticsFiltersFormProps) {
  const set = (field: keyof AnalyticsFilters) => (value: string | null) =>
    onChange({ ...filters, [field]: value ?? '' });
  const lists = (options?.codeLists ?? []).filter(
    (list) => !filters.packageId || list.contentPackageId === filters.packageId,
  );
  return (
    <Group align="flex-start" wrap="wrap" role="search" aria-label="Analytics filters">
      <TextInput
        type="date"
        label="From"
        description="First day (UTC)"
        value={filters.from}
        onChange={(event) => set('from')(event.currentTarget.value)}
        error={errors.from?.message}
      />
      <TextInput
        type="date"
        label="To"
        description="Last day (UTC)"
        value={filters.to}
        onChange={(event) => set('to')(event.currentTarget.value)}
        error={errors.to?.message}
      />
      <Select
        label="Content package"
        placeholder="All content packages"
        searchable
        clearable
        data={(options?.packages ?? []).map((book) => ({ value: book._id, label: book.title }))}
        value={filters.packageId || null}
        onChange={(value) => onChange({ ...filters, packageId: value ?? '', couponListId: '' })}
        error={errors.packageId?.message}
        w={240}
      />
      <Select
        label="Content channel"
        placeholder="All content channels"
        searchable
        clearable
        data={(options?.channels ?? []).map((channel) => ({
          value: channel._id,
          label: channel.name,
        }))}
        value={filters.channelId || null}
        onChange={set('channelId')}
        error={errors.channelId?.message}
        w={220}
      />
      <Select
        label="Code list"
        placeholder="All code lists"
        searchable
        clearable
        data={lists.map((list) => ({ value: list._id, label: list.name }))}
        value={filters.couponListId || null}
        onChange={set('couponListId')}
        error={errors.couponListId?.message}
        w={240}
      />
    </Group>
  );
}
