// The links to a book's SoundCheck, Audio, Videos and Ebook (only those it has).
import { Button, Group } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { LearnerPackage } from '@bandbook/domain';
import { describeContents, resolveContentTab } from '../../../lib/book-contents';
import { getBookNavLinks, type BookNavLink } from '../lib/book-nav';

interface BookNavProps {
  book: LearnerPackage;
  slug: string;
  idParam: string | null;
}

function useActiveLink(contents: ReturnType<typeof describeContents>): BookNavLink['key'] | null {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  if (pathname.endsWith('/soundcheck')) return 'soundcheck';
  if (pathname.endsWith('/content')) return resolveContentTab(searchParams.get('tab'), contents);
  return null;
}

export function BookNav({ book, slug, idParam }: BookNavProps) {
  const { state } = useLocation();
  const contents = describeContents(book.content);
  const active = useActiveLink(contents);
  const links = getBookNavLinks(slug, contents, idParam);
  if (links.length === 0) return null;
  return (
    <Group component="nav" aria-label="Book" gap="xs" mb="lg">
      {links.map((link) => (
        <Button
          key={link.key}
          component={Link}
          to={link.to}
          state={state}
          variant={active === link.key ? 'filled' : 'light'}
          aria-current={active === link.key ? 'page' : undefined}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
