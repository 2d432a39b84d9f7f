// The book the /books/{title} layout resolved, for the pages drawn inside it.
import { useOutletContext } from 'react-router';
import type { LearnerPackage } from '@bandbook/domain';

export interface BookOutletContext {
  book: LearnerPackage;
  slug: string;
  /** The `?id=` of the URL, kept on links between the book's pages. */
  idParam: string | null;
}

export function useOutletBook(): BookOutletContext {
  return useOutletContext<BookOutletContext>();
}
