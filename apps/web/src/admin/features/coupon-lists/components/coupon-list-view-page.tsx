// /admin/coupons/{id}/view: a code list's details and counters (and the progress of codes still being
// made), its codes 12 a page filtered All / Only available / Only activated, each 'Available' or
// 'Activated (n/multiUse)', who used an activated code, and the unused codes as a CSV file.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  CODE_FILTER_LABELS,
  CODE_FILTERS,
  codeStatusLabel,
  formatCode,
  type CodeFilter,
} from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { PageLoader } from '../../../../ui/page-loader';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { PagedList } from '../../../ui/paged-list';
import { useCan } from '../../../ui/use-can';
import { downloadAvailableCodes, useCodePage, useCouponList } from '../api/coupon-lists';
import { formatDate } from '../lib/dates';
import { CodeUsersModal } from './code-users-modal';
import { GenerationProgress } from './generation-progress';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

export function CouponListViewPage() {
  const id = useParams().id ?? '';
  const can = useCan();
  const list = useCouponList(id);
  const [filter, setFilter] = useState<CodeFilter>('all');
  const [page, setPage] = useState(1);
  const codes = useCodePage(id, page, filter);
  const [shownCode, setShownCode] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <Alert color="red">{getErrorMessage(list.error)}</Alert>;
  const data = list.data;

  const actions = (
    <>
      <Button
        variant="default"
        onClick={() => {
          setDownloadError(null);
          downloadAvailableCodes(id, data.name).catch((error: unknown) =>
            setDownloadError(getErrorMessage(error)),
          );
        }}
      >
        Download available codes (CSV)
      </Button>
      {can('couponList', 'update') && (
        <Button component={Link} to={adminPaths.couponLists.edit(id)}>
          Edit
        </Button>
      )}
    </>
  );
  return (
    <AdminPage
      title={data.name}
      crumbs={[{ label: 'Codes', to: adminPaths.couponLists.list }]}
      actions={actions}
    >
      <Stack>
        {downloadError && <Alert color="red">{downloadError}</Alert>}
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} aria-label="Counters">
          <Figure label="Content package" value={data.contentPackageTitle} />
          <Figure label="Uses per code" value={data.multiUseCounter} />
          <Figure label="Expires" value={data.expiresOn ? formatDate(data.expiresOn) : 'Never'} />
          <Figure label="Generated" value={data.generatedCodesCounter} />
          <Figure label="Used" value={data.usedCodesCounter} />
          <Figure label="Fully used" value={data.fullyUsedCodesCounter} />
        </SimpleGrid>
        <GenerationProgress generation={data.generation} />
        <Group gap="xs" role="group" aria-label="Show">
          {CODE_FILTERS.map((value) => (
            <Button
              key={value}
              size="xs"
              variant={filter === value ? 'filled' : 'default'}
              aria-pressed={filter === value}
              onClick={() => {
                setFilter(value);
                setPage(1);
              }}
            >
              {CODE_FILTER_LABELS[value]}
            </Button>
          ))}
        </Group>
        <PagedList query={codes} page={page} onPage={setPage} displayed={10}>
          {(rows) =>
            rows.length === 0 ? (
              <Text>No codes to show.</Text>
            ) : (
              <Table striped maw={640} aria-label="Codes">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Code</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">Used by</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.code}>
                      <Table.Td ff="monospace">{formatCode(row.code)}</Table.Td>
                      <Table.Td>{codeStatusLabel(row)}</Table.Td>
                      <Table.Td>
                        {row.uses > 0 && (
                          <Button
                            size="xs"
                            variant="subtle"
                            onClick={() => setShownCode(row.code)}
                            aria-label={`Who used ${formatCode(row.code)}`}
                          >
                            Who used it
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )
          }
        </PagedList>
      </Stack>
      <CodeUsersModal code={shownCode} onClose={() => setShownCode(null)} />
    </AdminPage>
  );
}
