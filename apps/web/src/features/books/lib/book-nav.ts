// The links under a book's header: SoundCheck, Audio, Videos and Ebook, each only when the book has
// that kind of content.
import type { BookContents } from '../../../lib/book-contents';
import { paths } from '../../../lib/paths';

export interface BookNavLink {
  key: 'soundcheck' | 'audio' | 'video' | 'ebook';
  label: string;
  to: string;
}

/** `id` keeps a `?id=` from the current URL, so a book whose title slug is ambiguous stays the same. */
export function getBookNavLinks(slug: string, contents: BookContents, id?: string | null) {
  const withId = (href: string) =>
    id ? `${href}${href.includes('?') ? '&' : '?'}id=${encodeURIComponent(id)}` : href;
  const links: BookNavLink[] = [];
  if (contents.hasSoundCheck) {
    links.push({ key: 'soundcheck', label: 'SoundCheck', to: withId(paths.bookSoundCheck(slug)) });
  }
  if (contents.hasAudio) {
    links.push({ key: 'audio', label: 'Audio', to: withId(paths.bookContent(slug, 'audio')) });
  }
  if (contents.hasVideo) {
    links.push({ key: 'video', label: 'Videos', to: withId(paths.bookContent(slug, 'video')) });
  }
  if (contents.hasEbook) {
    links.push({ key: 'ebook', label: 'Ebook', to: withId(paths.bookContent(slug, 'ebook')) });
  }
  return links;
}
