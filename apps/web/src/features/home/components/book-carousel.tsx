// The home page's book carousel: five covers at a time, fewer on narrower screens (breakpoints
// 1000, 800, 600 and 450 px in the CSS module). Guests go to sign up for a book, learners to it.
import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PackageCard } from '@bandbook/domain';
import { useSession } from '../../../hooks/use-session';
import { getBookHref, truncateTitle } from '../../../lib/book-links';
import { bookSlug } from '@bandbook/domain';
import { paths } from '../../../lib/paths';
import { BookCover } from '../../../ui/book-cover';
import { ModalLink } from '../../../ui/modal-link';
import classes from './book-carousel.module.css';

function CarouselBook({ book, isLoggedIn }: { book: PackageCard; isLoggedIn: boolean }) {
  const title = truncateTitle(book.title);
  return (
    <Stack gap={6} className={classes.book}>
      <BookCover title={book.title} src={book.thumbnailImage} isDecorative />
      {isLoggedIn ? (
        <Anchor
          component={Link}
          to={getBookHref(book)}
          fw={600}
          c="inherit"
          className={classes.link}
        >
          {title}
        </Anchor>
      ) : (
        <Anchor
          component={ModalLink}
          to={paths.signupForBook(bookSlug(book.title))}
          fw={600}
          c="inherit"
          className={classes.link}
        >
          {title}
        </Anchor>
      )}
      <Text size="sm" c="dimmed" lineClamp={1}>
        {book.author}
      </Text>
    </Stack>
  );
}

export function BookCarousel({ books }: { books: PackageCard[] }) {
  const { isLoggedIn } = useSession();
  if (books.length === 0) return null;
  return (
    <Carousel
      slideGap="md"
      emblaOptions={{ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' }}
      classNames={{ root: classes.root, slide: classes.slide }}
      previousControlProps={{ 'aria-label': 'Previous books' }}
      nextControlProps={{ 'aria-label': 'Next books' }}
      controlsOffset={0}
      controlSize={36}
    >
      {books.map((book) => (
        <Carousel.Slide key={book._id}>
          <CarouselBook book={book} isLoggedIn={isLoggedIn} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
