// A page's heading, also used as the document title.
import { Title } from '@mantine/core';
import { useDocumentTitle } from '../hooks/use-document-title';

export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return (
    <Title order={1} mb="md">
      {children}
    </Title>
  );
}
