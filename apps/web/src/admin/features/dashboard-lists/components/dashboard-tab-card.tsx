// One dashboard tab on the Dashboard Tabs page: its active switch, a select adding a list at the end,
// and its lists in order (drag and drop, or the move buttons).
import { Card, Select, Stack, Switch, Text, Title } from '@mantine/core';
import type { DashboardListRow, DashboardTab } from '@bandbook/domain';
import { SortableList } from '../../../ui/sortable-list';

const TAB_TEXT = {
  library: { name: 'Library', note: 'Web only: the iOS app does not show the Library tab.' },
  discover: { name: 'Discover', note: 'Shown on the web and in the iOS app.' },
} as const;

interface DashboardTabCardProps {
  tab: DashboardTab;
  lists: DashboardListRow[];
  onChange: (tab: DashboardTab) => void;
  isDisabled: boolean;
  error?: string | undefined;
}

export function DashboardTabCard({
  tab,
  lists,
  onChange,
  isDisabled,
  error,
}: DashboardTabCardProps) {
  const { name, note } = TAB_TEXT[tab.group];
  const titles = new Map(lists.map((list) => [list._id, list.title]));
  const available = lists
    .filter((list) => !tab.list.includes(list._id))
    .map((list) => ({ value: list._id, label: list.title }));
  return (
    <Card withBorder component="section" aria-label={`${name} tab`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {name}
        </Title>
        <Text size="sm" c="dimmed">
          {note}
        </Text>
        <Switch
          label={`${name} tab active`}
          checked={tab.active}
          disabled={isDisabled}
          onChange={(event) => onChange({ ...tab, active: event.currentTarget.checked })}
        />
        <Select
          label={`Add a list to the ${name} tab`}
          placeholder="Search by title"
          data={available}
          value={null}
          searchable
          nothingFoundMessage="No other list matches."
          disabled={isDisabled}
          onChange={(id) => id && onChange({ ...tab, list: [...tab.list, id] })}
        />
        <SortableList
          label={`Lists of the ${name} tab`}
          entries={tab.list.map((id) => ({ id, label: titles.get(id) ?? 'Unknown list' }))}
          onChange={(ids) => onChange({ ...tab, list: ids })}
          emptyText="No lists in this tab yet."
          isDisabled={isDisabled}
        />
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
