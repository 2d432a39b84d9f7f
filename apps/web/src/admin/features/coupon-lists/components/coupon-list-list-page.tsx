// /admin/coupons/list: the code lists, newest first, with their counters (generated, used, fully
// used), a search by name or package, 10/25/50/Show All a page with 10 page links; View, Edit and
// Delete as the policy allows (never Delete for a list the API made), the CSV exports, and a search
// for one code across the lists.
import { Link } from 'react-router';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { ConfirmDeleteButton } from '../../../ui/confirm-delete-button';
import { ExportFilesButton } from '../../../ui/export-files/export-files-button';
import { ListControls, PagedList, useListState } from '../../../ui/paged-list';
import { useCan } from '../../../ui/use-can';
import { useCouponListPage, useDeleteCouponList } from '../api/coupon-lists';
import { formatDate } from '../lib/dates';
import { CodeSearch } from './code-search';
import { generationLabel } from './generation-progress';

/** Spec section 9: 10 page links on code lists. */
const DISPLAYED_PAGES = 10;

export function CouponListListPage() {
  const can = useCan();
  const state = useListState<null>({ limit: 10, sort: null });
  const list = useCouponListPage(state.start, state.limit, state.debouncedSearch);
  const remove = useDeleteCouponList();
  const actions = (
    <>
      <ExportFilesButton kind="coupon" />
      {can('couponList', 'create') && (
        <Button component={Link} to={adminPaths.couponLists.create}>
          Add
        </Button>
      )}
    </>
  );
  return (
    <AdminPage title="Codes" actions={actions}>
      <Stack>
        <CodeSearch />
        <ListControls
          search={state.search}
          onSearch={state.setSearch}
          placeholder="Name or content package"
          limit={{ value: state.limit, onChange: state.setLimit }}
        />
        <PagedList
          query={list}
          page={state.page}
          onPage={state.setPage}
          displayed={DISPLAYED_PAGES}
        >
          {(rows) =>
            rows.length === 0 ? (
              <Text>No code lists yet.</Text>
            ) : (
              <Table.ScrollContainer minWidth={900}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Name</Table.Th>
                      <Table.Th scope="col">Content package</Table.Th>
                      <Table.Th scope="col">Uses per code</Table.Th>
                      <Table.Th scope="col">Expires</Table.Th>
                      <Table.Th scope="col">Generated</Table.Th>
                      <Table.Th scope="col">Used</Table.Th>
                      <Table.Th scope="col">Fully used</Table.Th>
                      <Table.Th scope="col">Created</Table.Th>
                      <Table.Th scope="col">Actions</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <Table.Tr key={row._id}>
                        <Table.Th scope="row">
                          <Group gap={6}>
                            {row.name}
                            {row.createdByAPI && (
                              <Badge size="xs" variant="light">
                                API
                              </Badge>
                            )}
                          </Group>
                        </Table.Th>
                        <Table.Td>{row.contentPackageTitle}</Table.Td>
                        <Table.Td>{row.multiUseCounter}</Table.Td>
                        <Table.Td>{row.expiresOn ? formatDate(row.expiresOn) : 'Never'}</Table.Td>
                        <Table.Td
                          title={row.generation ? generationLabel(row.generation) : undefined}
                        >
                          {row.generation
                            ? `${row.generatedCodesCounter} of ${row.generation.total}…`
                            : row.generatedCodesCounter}
                        </Table.Td>
                        <Table.Td>{row.usedCodesCounter}</Table.Td>
                        <Table.Td>{row.fullyUsedCodesCounter}</Table.Td>
                        <Table.Td>{formatDate(row.createdAt)}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            <Button
                              size="xs"
                              variant="light"
                              component={Link}
                              to={adminPaths.couponLists.view(row._id)}
                              aria-label={`View codes of ${row.name}`}
                            >
                              View
                            </Button>
                            {can('couponList', 'update') && (
                              <Button
                                size="xs"
                                variant="light"
                                component={Link}
                                to={adminPaths.couponLists.edit(row._id)}
                                aria-label={`Edit ${row.name}`}
                              >
                                Edit
                              </Button>
                            )}
                            {row.canDelete && (
                              <ConfirmDeleteButton
                                name={row.name}
                                onConfirm={async () => {
                                  await remove.mutateAsync(row._id);
                                  notifications.show({
                                    color: 'green',
                                    message: `${row.name} has been deleted.`,
                                  });
                                }}
                              />
                            )}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </PagedList>
      </Stack>
    </AdminPage>
  );
}
