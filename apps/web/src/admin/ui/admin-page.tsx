// An admin page: breadcrumbs with Admin as the parent (the admin home is the trail's root: Admin
// alone), the title (also the document title), and the page's own actions beside it.
import type { ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';
import { PageBreadcrumb, type BreadcrumbItem } from '../../ui/page-breadcrumb';
import { PageTitle } from '../../ui/page-title';
import { adminPaths } from '../admin-paths';

interface AdminPageProps {
  title: string;
  /** The trail between Admin and this page, e.g. the list a form belongs to. */
  crumbs?: BreadcrumbItem[];
  actions?: ReactNode;
  /** The admin home itself: the trail is this page alone. */
  isRoot?: boolean;
  children: ReactNode;
}

export function AdminPage({ title, crumbs = [], actions, isRoot, children }: AdminPageProps) {
  const trail = isRoot
    ? [{ label: title }]
    : [{ label: 'Admin', to: adminPaths.home }, ...crumbs, { label: title }];
  return (
    <Stack gap="md">
      <PageBreadcrumb items={trail} />
      <Group justify="space-between" align="flex-start">
        <PageTitle>{title}</PageTitle>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}
