// /ebook/?book={title}: the book's PDF (the trial PDF during a trial) in a viewer over the book's
// page. `page` opens it on a given page.
import { Alert } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useBookFromSlug, type BookLookup } from '../../../hooks/use-book-from-slug';
import { useSession } from '../../../hooks/use-session';
import { getErrorMessage } from '../../../lib/api-error';
import { PageLoader } from '../../../ui/page-loader';
import { RouteModal } from '../../../ui/route-modal';
import { PdfViewer } from './pdf-viewer';

function EbookBody({ lookup, initialPage }: { lookup: BookLookup; initialPage: number }) {
  if (lookup.status === 'loading') return <PageLoader />;
  if (lookup.status === 'error') {
    return (
      <Alert color="red" role="alert">
        {getErrorMessage(lookup.error)}
      </Alert>
    );
  }
  const file = lookup.status === 'ready' ? lookup.book.content.ebook.pdfFilePath : null;
  if (!file || (lookup.status === 'ready' && lookup.book.isExpiredTrial)) {
    return (
      <Alert color="red" role="alert">
        This e-book is not available to you.
      </Alert>
    );
  }
  return <PdfViewer file={file} initialPage={initialPage} />;
}

function EbookRoute() {
  const [searchParams] = useSearchParams();
  const lookup = useBookFromSlug(searchParams.get('book') ?? undefined, searchParams.get('id'));
  const initialPage = Number(searchParams.get('page')) || 1;
  const title =
    lookup.status === 'ready'
      ? lookup.book.content.ebook.title || `${lookup.book.title} (e-book)`
      : 'E-book';
  return (
    <RouteModal title={title} size="xl">
      <EbookBody lookup={lookup} initialPage={initialPage} />
    </RouteModal>
  );
}

export function EbookModal() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <EbookRoute /> : null;
}
