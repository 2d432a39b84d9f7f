// The place of a book grid while it loads: grey cards in the grid's own columns, so nothing moves
// when the books arrive. Named as a status for screen readers; the cards themselves are hidden.
import { AspectRatio, Skeleton, Stack } from '@mantine/core';
import classes from './book-grid.module.css';

export function BookGridSkeleton({
  sections = 1,
  cards = 5,
}: {
  sections?: number;
  cards?: number;
}) {
  return (
    <div role="status" aria-label="Loading books">
      {Array.from({ length: sections }, (_, section) => (
        <Stack key={section} gap="sm" mb="xl" aria-hidden>
          <Skeleton height={26} width={180} />
          <div className={classes.grid}>
            {Array.from({ length: cards }, (_, card) => (
              <Stack key={card} gap={8} p="sm">
                <AspectRatio ratio={3 / 4}>
                  <Skeleton radius="sm" />
                </AspectRatio>
                <Skeleton height={16} width="85%" />
                <Skeleton height={12} width="55%" />
              </Stack>
            ))}
          </div>
        </Stack>
      ))}
    </div>
  );
}
