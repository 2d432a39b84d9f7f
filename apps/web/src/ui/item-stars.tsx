// An exercise's 0-5 stars, read out as one image ("3 of 5 stars").
import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { MAX_STARS_PER_ITEM } from '@bandbook/domain';

export function ItemStars({ stars }: { stars: number }) {
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={`${stars} of ${MAX_STARS_PER_ITEM} stars`}>
      {Array.from({ length: MAX_STARS_PER_ITEM }, (_, index) =>
        index < stars ? (
          <IconStarFilled key={index} size={16} color="var(--mantine-color-yellow-7)" />
        ) : (
          <IconStar key={index} size={16} color="var(--mantine-color-gray-6)" />
        ),
      )}
    </Group>
  );
}
