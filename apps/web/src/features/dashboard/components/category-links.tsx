// The Genres or Instruments list of the discover page: one link per item to its paged grid, with the
// item's picture (its picker's on image).
import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PickerItem } from '@bandbook/domain';
import { paths, type DiscoverCategory } from '../../../lib/paths';

interface CategoryLinksProps {
  category: DiscoverCategory;
  title: string;
  items: PickerItem[];
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
            leftSection={
              item.onImage ? (
                <img src={item.onImage} alt="" width={24} height={24} style={{ borderRadius: 6 }} />
              ) : undefined
            }
          >
            {item.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
