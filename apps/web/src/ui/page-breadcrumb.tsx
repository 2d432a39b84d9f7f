// The trail above a page's title: links to the pages above it, then the page itself.
import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface BreadcrumbItem {
  label: string;
  to?: string;
}

export function PageBreadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <Box component="nav" aria-label="Breadcrumb" mb="sm">
      <Breadcrumbs>
        {items.map((item, index) =>
          item.to ? (
            <Anchor key={index} component={Link} to={item.to}>
              {item.label}
            </Anchor>
          ) : (
            <Text key={index} span aria-current={index === items.length - 1 ? 'page' : undefined}>
              {item.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}
