// The browser tab's title for the current screen.
import { useEffect } from 'react';

export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} | Bandbook` : 'Bandbook';
  }, [title]);
}
