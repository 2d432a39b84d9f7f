// One question of the FAQ, with an anchor id others can link to.
import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';

interface FaqEntryProps {
  id: string;
  question: string;
  children: ReactNode;
}

export function FaqEntry({ id, question, children }: FaqEntryProps) {
  return (
    <div id={id}>
      <Title order={3} size="h4" mb={4}>
        {question}
      </Title>
      <Text>{children}</Text>
    </div>
  );
}
