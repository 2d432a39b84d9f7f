// The home page's book carousel: five covers at a time, fewer on narrower screens (breakpoints
// 1000, 800, 600 and 450 px in the CSS module). Guests go to sign up for a book, learners to it.
// A native scroll-snapping list (swipe, trackpad and keyboard scroll it) with previous/next buttons
// that move one screenful: no carousel library on the landing page's first load (decision 022).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PackageCard } from '@bandbook/domain';
import { bookSlug } from '@bandbook/domain';
import { useSession } from '../../../hooks/use-session';
import { getBookHref, truncateTitle } from '../../../lib/book-links';
import { paths } from '../../../lib/paths';
import { BookCover } from '../../../ui/book-cover';
import { ModalLink } from '../../../ui/modal-link';
import { ShellButton } from '../../../ui/shell-button';
import classes from './book-carousel.module.css';

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
        <Link to={getBookHref(book)} className={classes.link}>
          {title}
        </Link>
      ) : (
        <ModalLink to={paths.signupForBook(bookSlug(book.title))} className={classes.link}>
          {title}
        </ModalLink>
      )}
      <p className={classes.author}>{book.author}</p>
    </div>
  );
}

/** The arrows' chevron, drawn here rather than taken from the icon set: one chunk less on the landing page's first load. */
function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
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
      <ShellButton
        variant="default"
        round
        className={classes.previous}
        aria-label="Previous books"
        disabled={ends.atStart}
        onClick={() => move(-1)}
      >
        <Chevron direction="left" />
      </ShellButton>
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
      <ShellButton
        variant="default"
        round
        className={classes.next}
        aria-label="Next books"
        disabled={ends.atEnd}
        onClick={() => move(1)}
      >
        <Chevron direction="right" />
      </ShellButton>
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
              <div className={`${classes.skeleton} ${classes.skeletonCover}`} />
              <div className={`${classes.skeleton} ${classes.skeletonTitle}`} />
              <div className={`${classes.skeleton} ${classes.skeletonAuthor}`} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
