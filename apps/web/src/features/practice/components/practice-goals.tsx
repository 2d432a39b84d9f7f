// The practice page's head: the streak, this week's minutes against the goal, the form that sets the
// goal, and the switch of the low-pressure mode (scores hidden here and in the player).
import { Paper, Progress, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { PracticePreferences, PracticeSummary } from '@bandbook/domain';
import { useSavePracticePreferences } from '../../../api/practice-preferences';
import { formatMinutes, goalPercent, streakText } from '../lib/practice-format';
import { WeeklyGoalForm } from './weekly-goal-form';

interface PracticeGoalsProps {
  summary: PracticeSummary;
  preferences: PracticePreferences;
}

export function PracticeGoals({ summary, preferences }: PracticeGoalsProps) {
  const save = useSavePracticePreferences();
  const percent = goalPercent(summary);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Paper withBorder p="md">
        <Text size="sm" c="dimmed">
          Streak
        </Text>
        <Text fw={700} size="xl" aria-label={`Streak: ${streakText(summary.streak)}`}>
          {streakText(summary.streak)}
        </Text>
        <Text size="xs" c="dimmed">
          One rest day between practice days keeps it going.
        </Text>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            This week
          </Text>
          <Text fw={700} size="xl">
            {formatMinutes(summary.weekMinutes)}
            {summary.weeklyGoalMinutes !== null &&
              ` of ${formatMinutes(summary.weeklyGoalMinutes)}`}
          </Text>
          {percent !== null && (
            <Progress value={percent} aria-label={`Weekly goal: ${percent} % reached`} />
          )}
          <WeeklyGoalForm preferences={preferences} />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Switch
          label="Hide scores"
          description="Practise without scores or stars: the journal and the player only say a take was saved."
          checked={preferences.hideScores}
          disabled={save.isPending}
          onChange={(event) =>
            save.mutate({
              weeklyGoalMinutes: preferences.weeklyGoalMinutes,
              hideScores: event.currentTarget.checked,
            })
          }
        />
      </Paper>
    </SimpleGrid>
  );
}
