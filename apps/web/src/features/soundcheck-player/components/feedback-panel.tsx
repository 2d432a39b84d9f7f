// The result of a take (spec: Feedback panel): the engine's message as the title, a subtitle,
// stars, Progress (percent played) and Performance (score), and Retry, See Feedback, Practice.
import { useEffect, useRef } from 'react';
import { Button, Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { ItemStars } from '../../../ui/item-stars';
import type { TakeFeedback } from '../audio/take-analysis';
import type { SaveState } from '../player/player-state';

interface FeedbackPanelProps {
  feedback: TakeFeedback;
  save: SaveState;
  onRetry: () => void;
  onSeeFeedback: () => void;
  onPractice: () => void;
}

export function feedbackSubtitle(feedback: TakeFeedback) {
  const { result } = feedback;
  const parts =
    result.pitch_score === null
      ? [`Rhythm ${result.rhythm_score} %`]
      : [`Pitch ${result.pitch_score} %`, `Rhythm ${result.rhythm_score} %`];
  if (!result.complete) parts.push('the take stopped before the end');
  return parts.join(' · ');
}

export function FeedbackPanel({ feedback, save, ...actions }: FeedbackPanelProps) {
  const { result } = feedback;
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, [feedback]);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="soundcheck-result">
      <Stack gap="sm" align="center">
        <Title order={2} id="soundcheck-result" ref={titleRef} tabIndex={-1}>
          {result.message}
        </Title>
        <Text c="dimmed">{feedbackSubtitle(feedback)}</Text>
        <ItemStars stars={result.stars} size={28} />
        <Group gap="xl" justify="center">
          <Figure label="Progress" value={result.percent_played} color="blue" />
          <Figure label="Performance" value={result.score} color="teal" />
        </Group>
        {save.message && (
          <Text size="sm" role="status" c={save.status === 'error' ? 'red.8' : undefined}>
            {save.message}
          </Text>
        )}
        {feedback.latencyWarning && (
          <Text size="sm" c="orange.9">
            {feedback.latencyWarning}
          </Text>
        )}
        <Group justify="center">
          <Button onClick={actions.onRetry}>Retry</Button>
          <Button variant="light" onClick={actions.onSeeFeedback}>
            See Feedback
          </Button>
          <Button variant="default" onClick={actions.onPractice}>
            Practice
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Figure({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Stack gap={4} align="center">
      <RingProgress
        size={96}
        thickness={8}
        roundCaps
        sections={[{ value, color }]}
        label={
          <Text ta="center" fw={700} aria-hidden>
            {value}%
          </Text>
        }
        aria-hidden
      />
      <Text size="sm" aria-label={`${label}: ${value}%`}>
        {label}
      </Text>
    </Stack>
  );
}
