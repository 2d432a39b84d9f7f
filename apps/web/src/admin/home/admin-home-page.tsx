// /admin: a panel per area with its List and Add buttons, each shown only when the policy allows it.
import { Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminAction, AdminResource } from '@bandbook/domain';
import { adminPaths } from '../admin-paths';
import { BuildStaticSitesButton } from '../features/static-sites/components/build-static-sites-button';
import { AdminPage } from '../ui/admin-page';
import { useCan } from '../ui/use-can';

interface Panel {
  title: string;
  resource: AdminResource;
  list: string;
  /** The list button's text, for a panel that opens a page rather than a list. */
  listLabel?: string;
  /** What the panel needs of `resource` (read unless said). */
  action?: AdminAction;
  /** Another grant that opens the panel too (a page serving two permissions). */
  orCan?: readonly [AdminResource, AdminAction];
  add?: string;
}

const PANELS: Panel[] = [
  {
    title: 'Single Users',
    resource: 'sulUsers',
    list: adminPaths.singleUsers.list,
    add: adminPaths.singleUsers.create,
  },
  {
    title: 'Administrators',
    resource: 'adminUsers',
    list: adminPaths.staffUsers.list(),
    add: adminPaths.staffUsers.create(),
  },
  {
    title: 'Codes',
    resource: 'couponList',
    list: adminPaths.couponLists.list,
    add: adminPaths.couponLists.create,
  },
  {
    title: 'Content Packages',
    resource: 'contentPackages',
    list: adminPaths.contentPackages.list,
    add: adminPaths.contentPackages.create,
  },
  {
    title: 'Content Channels',
    resource: 'contentChannels',
    list: adminPaths.contentChannels.list,
    add: adminPaths.contentChannels.create,
  },
  {
    title: 'User Dashboard',
    resource: 'contentList',
    list: adminPaths.dashboardLists.list,
    add: adminPaths.dashboardLists.create,
  },
  {
    title: 'Applications',
    resource: 'applications',
    list: adminPaths.applications.list,
    add: adminPaths.applications.create,
  },
  { title: 'Audit log', resource: 'auditLog', list: adminPaths.audit },
  // The uses of code lists, read as the lists are (couponList VIEW, as the server asks).
  { title: 'Analytics', resource: 'couponList', list: adminPaths.analytics, listLabel: 'View' },
  { title: 'Webhooks', resource: 'webhooks', list: adminPaths.webhooks },
  // CSV imports (issue 49): learners for staff who may create single users, codes into a list for
  // those who may update code lists (the page offers each what it may import).
  {
    title: 'Import',
    resource: 'sulUsers',
    action: 'create',
    orCan: ['couponList', 'update'],
    list: adminPaths.imports,
    listLabel: 'Open',
  },
];

export function AdminHomePage() {
  const can = useCan();
  const panels = PANELS.filter(
    (panel) =>
      can(panel.resource, panel.action ?? 'read') || (panel.orCan ? can(...panel.orCan) : false),
  );
  return (
    <AdminPage title="Admin" isRoot>
      {panels.length === 0 && (
        <Text>Your account has no back-office permissions yet. Ask a Super Administrator.</Text>
      )}
      {can('staticSites', 'create') && (
        <Group>
          <BuildStaticSitesButton />
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {panels.map((panel) => (
          <Card key={panel.title} withBorder component="section" aria-label={panel.title}>
            <Text fw={700} mb="sm">
              {panel.title}
            </Text>
            <Group gap="xs">
              <Button component={Link} to={panel.list} variant="light">
                {panel.listLabel ?? 'List'}
              </Button>
              {panel.add && can(panel.resource, 'create') && (
                <Button component={Link} to={panel.add}>
                  Add
                </Button>
              )}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </AdminPage>
  );
}
