// One of the home page's three "what you get" cards.
import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

export function FeatureCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg">
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      <Text>{children}</Text>
    </Paper>
  );
}
