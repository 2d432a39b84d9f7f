// A page's header: its heading (also the document title) and the page's main actions, on one line when
// they fit and with room between them when a narrow screen wraps the actions below.
import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';
import { useDocumentTitle } from '../hooks/use-document-title';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Group justify="space-between" align="center" gap="sm" mb="lg">
      <Title order={1}>{title}</Title>
      {children && <Group gap="xs">{children}</Group>}
    </Group>
  );
}
