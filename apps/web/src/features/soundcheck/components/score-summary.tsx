// The book's total: the score circle (stars / max stars in percent) and the stars out of max stars.
import { Group, RingProgress, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { bookPercent } from '@bandbook/domain';

export function ScoreSummary({ stars, maxStars }: { stars: number; maxStars: number }) {
  const percent = bookPercent(stars, maxStars);
  return (
    <Group gap="xl" align="center" component="section" aria-label="Total score">
      <RingProgress
        size={120}
        thickness={12}
        roundCaps
        sections={[{ value: percent, color: 'indigo.8' }]}
        label={
          <Text ta="center" fw={700} size="xl" role="img" aria-label={`Total score ${percent} %`}>
            {percent}%
          </Text>
        }
      />
      <Stack gap={2}>
        <Group gap={6}>
          <IconStarFilled size={20} color="var(--mantine-color-yellow-6)" aria-hidden />
          <Text fw={700} size="lg" data-testid="overall-stars">
            {stars} / {maxStars} stars
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          Earn up to 5 stars on each exercise; only your best take counts.
        </Text>
      </Stack>
    </Group>
  );
}
