// A titled section of books on the library and discover pages (My Books, Recommended, the lists
// staff arrange on the dashboard).
import type { ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import type { PackageCard } from '@bandbook/domain';
import type { BookOrigin } from '../lib/book-links';
import { BookGrid } from './book-grid';
import { ListIcon } from './list-icon';

interface BookSectionProps {
  id: string;
  title: string;
  icon?: string;
  books: PackageCard[];
  origin: BookOrigin;
  emptyText: string;
  emptyAction?: ReactNode;
  action?: ReactNode;
  /** The page's first section of books (its first covers load at once). */
  isFirstOnPage?: boolean;
}

export function BookSection({
  id,
  title,
  icon,
  books,
  origin,
  emptyText,
  emptyAction,
  action,
  isFirstOnPage,
}: BookSectionProps) {
  const headingId = `section-${id}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" mb="xl">
      <Group justify="space-between">
        <Group gap="xs">
          {icon && <ListIcon name={icon} />}
          <Title id={headingId} order={2} size="h3">
            {title}
          </Title>
        </Group>
        {action}
      </Group>
      <BookGrid
        books={books}
        origin={origin}
        emptyText={emptyText}
        emptyAction={emptyAction}
        isFirstOnPage={isFirstOnPage}
      />
    </Stack>
  );
}
