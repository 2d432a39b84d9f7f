// An exercise's 0-5 stars, read out as one image ("3 of 5 stars").
import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { MAX_STARS_PER_ITEM } from '@bandbook/domain';

export function ItemStars({ stars, size = 16 }: { stars: number; size?: number }) {
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={`${stars} of ${MAX_STARS_PER_ITEM} stars`}>
      {Array.from({ length: MAX_STARS_PER_ITEM }, (_, index) =>
        index < stars ? (
          <IconStarFilled key={index} size={size} color="var(--mantine-color-yellow-7)" />
        ) : (
          <IconStar key={index} size={size} color="var(--mantine-color-gray-6)" />
        ),
      )}
    </Group>
  );
}
