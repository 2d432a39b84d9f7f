// /admin/audit: the audit log for superadmins: every admin write, newest first, filtered by staff
// member, record type, action and date; each entry opens to its changed fields.
import { useState } from 'react';
import { Button, Group, Select, Table, TextInput } from '@mantine/core';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  PAGE_SIZES,
  type AuditEntityType,
} from '@bandbook/domain';
import { AdminPage } from '../../../ui/admin-page';
import { AuditChanges, AuditEntryHeader } from '../../../ui/audit-entry';
import { PageSizeSelect } from '../../../ui/page-size-select';
import { PagedList } from '../../../ui/paged-list';
import { useAuditActors, useAuditPage, type AuditFilters } from '../api/audit';

const NO_FILTERS: AuditFilters = { actorId: '', entityType: '', action: '', from: '', to: '' };
const entityLabel = (type: string) => AUDIT_ENTITY_LABELS[type as AuditEntityType] ?? type;

export function AuditListPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[1]);
  const [open, setOpen] = useState<string | null>(null);
  const actors = useAuditActors();
  const list = useAuditPage(filters, (page - 1) * limit, limit);
  const set = (field: keyof AuditFilters) => (value: string | null) => {
    setFilters((current) => ({ ...current, [field]: value ?? '' }));
    setPage(1);
  };

  return (
    <AdminPage title="Audit log">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Staff member"
          placeholder="Everyone"
          clearable
          data={(actors.data ?? []).map((actor) => ({
            value: actor._id,
            label: actor.username ?? actor._id,
          }))}
          value={filters.actorId || null}
          onChange={set('actorId')}
          w={200}
        />
        <Select
          label="Record type"
          placeholder="All"
          clearable
          data={AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: entityLabel(type) }))}
          value={filters.entityType || null}
          onChange={set('entityType')}
          w={200}
        />
        <Select
          label="Action"
          placeholder="All"
          clearable
          data={[...AUDIT_ACTIONS]}
          value={filters.action || null}
          onChange={set('action')}
          w={140}
        />
        <TextInput
          type="date"
          label="From"
          value={filters.from}
          onChange={(event) => set('from')(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="To"
          value={filters.to}
          onChange={(event) => set('to')(event.currentTarget.value)}
        />
        <PageSizeSelect
          value={limit}
          onChange={(size) => {
            setLimit(size);
            setPage(1);
          }}
        />
      </Group>
      <PagedList query={list} page={page} onPage={setPage} displayed={10}>
        {(entries) => (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">When and who</Table.Th>
                <Table.Th scope="col">Record</Table.Th>
                <Table.Th scope="col">Changes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={3}>No entries match these filters.</Table.Td>
                </Table.Tr>
              )}
              {entries.map((entry) => (
                <Table.Tr key={entry._id}>
                  <Table.Td>
                    <AuditEntryHeader entry={entry} />
                  </Table.Td>
                  <Table.Td>
                    {entityLabel(entry.entityType)}: {entry.entityLabel || entry.entityId}
                  </Table.Td>
                  <Table.Td>
                    {open === entry._id ? (
                      <AuditChanges entry={entry} />
                    ) : (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setOpen(entry._id)}
                        aria-label={`Show the changes to ${entry.entityLabel || entry.entityId} at ${entry.at}`}
                      >
                        {entry.changes.length} changed field{entry.changes.length === 1 ? '' : 's'}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </PagedList>
    </AdminPage>
  );
}
