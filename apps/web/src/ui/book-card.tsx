// A book in a list: cover, title and author, with its trial state; the whole card links to the book.
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PackageCard } from '@bandbook/domain';
import { getBookHref, truncateTitle, type BookLinkState, type BookOrigin } from '../lib/book-links';
import { BookCover } from './book-cover';
import classes from './book-card.module.css';

interface BookCardProps {
  book: PackageCard;
  origin: BookOrigin;
  coverPriority?: 'eager' | 'high';
}

function BookBadge({ book }: { book: PackageCard }) {
  if (book.isExpiredTrial) return <Badge color="red.9">Trial Expired</Badge>;
  if (book.isActiveTrial) return <Badge color="orange.9">Trial</Badge>;
  if (book.price.isFree) return <Badge color="teal.9">Free</Badge>;
  return null;
}

export function BookCard({ book, origin, coverPriority }: BookCardProps) {
  const state: BookLinkState = { origin };
  return (
    <Card withBorder padding="sm" className={classes.card}>
      <Stack gap="xs">
        <BookCover
          title={book.title}
          src={book.thumbnailImage}
          isDecorative
          priority={coverPriority}
        />
        <Anchor
          component={Link}
          to={getBookHref(book)}
          state={state}
          className={classes.link}
          fw={700}
          c="inherit"
          title={book.title}
        >
          {truncateTitle(book.title)}
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {book.author}
        </Text>
        <Group gap={4} mih={20}>
          <BookBadge book={book} />
        </Group>
      </Stack>
    </Card>
  );
}
