// The Genres or Instruments list of the discover page: one link per item to its paged grid.
import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths, type DiscoverCategory } from '../../../lib/paths';

interface CategoryLinksProps {
  category: DiscoverCategory;
  title: string;
  items: { id: string; label: string }[];
}

export function CategoryLinks({ category, title, items }: CategoryLinksProps) {
  const headingId = `browse-${category}`;
  return (
    <Stack component="nav" aria-labelledby={headingId} gap="sm" mb="xl">
      <Title id={headingId} order={2} size="h3">
        {title}
      </Title>
      <Group gap="xs">
        {items.map((item) => (
          <Button
            key={item.id}
            component={Link}
            to={paths.discoverCategory(category, item.id)}
            variant="light"
            radius="xl"
            size="sm"
          >
            {item.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
