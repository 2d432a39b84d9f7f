// See Feedback: what the coloured notes on the timeline mean, how many of each, and a summary per
// bar, so a learner sees which bars to practise.
import { Box, Button, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { TakeFeedback } from '../audio/take-analysis';
import { VERDICTS } from '../lib/verdicts';

interface FeedbackDetailProps {
  feedback: TakeFeedback;
  onBack: () => void;
}

export function FeedbackDetail({ feedback, onBack }: FeedbackDetailProps) {
  const counts = new Map<string, number>();
  for (const note of feedback.notes) counts.set(note.verdict, (counts.get(note.verdict) ?? 0) + 1);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="soundcheck-feedback">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="soundcheck-feedback">
            Feedback on every note
          </Title>
          <Button variant="default" size="xs" onClick={onBack}>
            Back to result
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Each note on the timeline shows how you played it. Hover or focus a note to read what you
          played.
        </Text>
        <Group gap="md" role="list" aria-label="Legend">
          {VERDICTS.map(({ verdict, label, color }) => (
            <Group key={verdict} gap={6} role="listitem" wrap="nowrap">
              <Box
                w={14}
                h={14}
                aria-hidden
                style={{
                  borderRadius: 3,
                  background: verdict === 'missed' ? 'transparent' : color,
                  border: `2px ${verdict === 'missed' ? 'dashed' : 'solid'} ${color}`,
                }}
              />
              <Text size="sm">
                {label}: {counts.get(verdict) ?? 0}
              </Text>
            </Group>
          ))}
        </Group>
        <ScrollArea type="auto">
          <Table striped withTableBorder aria-label="Notes per bar">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Bar</Table.Th>
                {VERDICTS.map(({ verdict, label }) => (
                  <Table.Th key={verdict}>{label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {feedback.bars
                .filter((bar) => bar.total > 0)
                .map((bar) => (
                  <Table.Tr key={bar.bar}>
                    <Table.Th scope="row">{bar.number > 0 ? bar.number : 'Count-in'}</Table.Th>
                    {VERDICTS.map(({ verdict }) => (
                      <Table.Td key={verdict}>{bar[verdict]}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Stack>
    </Paper>
  );
}
