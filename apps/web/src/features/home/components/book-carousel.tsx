// The home page's book carousel: five covers at a time, fewer on narrower screens (breakpoints
// 1000, 800, 600 and 450 px in the CSS module). Guests go to sign up for a book, learners to it.
// A native scroll-snapping list (swipe, trackpad and keyboard scroll it) with previous/next buttons
// that move one screenful: no carousel library on the landing page's first load (decision 022).
import { useCallback, useEffect, useRef, useState } from 'react';
import { ActionIcon, Anchor, AspectRatio, Skeleton, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PackageCard } from '@bandbook/domain';
import { bookSlug } from '@bandbook/domain';
import { useSession } from '../../../hooks/use-session';
import { getBookHref, truncateTitle } from '../../../lib/book-links';
import { paths } from '../../../lib/paths';
import { BookCover } from '../../../ui/book-cover';
import { ModalLink } from '../../../ui/modal-link';
import classes from './book-carousel.module.css';

const linkProps = { fw: 600, c: 'inherit', className: classes.link } as const;

interface CarouselBookProps {
  book: PackageCard;
  isLoggedIn: boolean;
  coverPriority?: 'eager' | 'high';
}

function CarouselBook({ book, isLoggedIn, coverPriority }: CarouselBookProps) {
  const title = truncateTitle(book.title);
  return (
    <div className={classes.book}>
      <BookCover
        title={book.title}
        src={book.thumbnailImage}
        isDecorative
        priority={coverPriority}
      />
      {isLoggedIn ? (
        <Anchor component={Link} to={getBookHref(book)} {...linkProps}>
          {title}
        </Anchor>
      ) : (
        <Anchor component={ModalLink} to={paths.signupForBook(bookSlug(book.title))} {...linkProps}>
          {title}
        </Anchor>
      )}
      <Text size="sm" c="dimmed" lineClamp={1}>
        {book.author}
      </Text>
    </div>
  );
}

/** Whether the list can scroll further back and forward (a pixel of slack for rounding). */
function readEnds(list: HTMLElement) {
  return {
    atStart: list.scrollLeft <= 1,
    atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
  };
}

export function BookCarousel({ books }: { books: PackageCard[] }) {
  const { isLoggedIn } = useSession();
  const listRef = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });

  const update = useCallback(() => {
    if (listRef.current) setEnds(readEnds(listRef.current));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => observer.disconnect();
  }, [update, books.length]);

  const move = (direction: -1 | 1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth, behavior: 'smooth' });
  };

  if (books.length === 0) return null;
  return (
    <div className={classes.root}>
      <ActionIcon
        variant="default"
        radius="xl"
        size={36}
        className={classes.previous}
        aria-label="Previous books"
        disabled={ends.atStart}
        onClick={() => move(-1)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <ul ref={listRef} className={classes.list} aria-label="Featured books" onScroll={update}>
        {books.map((book, index) => (
          <li key={book._id} className={classes.slide}>
            <CarouselBook
              book={book}
              isLoggedIn={isLoggedIn}
              coverPriority={index === 0 ? 'high' : index < 3 ? 'eager' : undefined}
            />
          </li>
        ))}
      </ul>
      <ActionIcon
        variant="default"
        radius="xl"
        size={36}
        className={classes.next}
        aria-label="Next books"
        disabled={ends.atEnd}
        onClick={() => move(1)}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </div>
  );
}

/** The carousel's place while the books load: five grey covers with title lines, so nothing moves. */
export function BookCarouselSkeleton() {
  return (
    <div className={classes.root} aria-hidden>
      <div className={classes.list}>
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className={classes.slide}>
            <div className={classes.book}>
              <AspectRatio ratio={3 / 4}>
                <Skeleton radius="sm" />
              </AspectRatio>
              <Skeleton height={14} mt={4} width="80%" />
              <Skeleton height={12} width="50%" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
