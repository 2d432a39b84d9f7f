// Library or Discover > the book: back to the dashboard tab the book was opened from.
import type { LearnerPackage } from '@bandbook/domain';
import { useLocation } from 'react-router';
import { getDefaultOrigin, readBookOrigin } from '../../../lib/book-links';
import { paths } from '../../../lib/paths';
import { PageBreadcrumb } from '../../../ui/page-breadcrumb';

export function BookBreadcrumb({ book }: { book: LearnerPackage }) {
  const { state } = useLocation();
  const origin = readBookOrigin(state) ?? getDefaultOrigin(book);
  const parent =
    origin === 'library'
      ? { label: 'Library', to: paths.library }
      : { label: 'Discover', to: paths.discover };
  return <PageBreadcrumb items={[parent, { label: book.title }]} />;
}
