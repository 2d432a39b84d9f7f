// /practice: the learner's practice journal (issue 47 item 4): minutes per day of the last four
// weeks, the streak, the weekly goal and its form, the hide-scores switch, each exercise's progress
// over time, and every take in a table with its kept recording beside the exercise's reference.
// The charts (@mantine/charts) load with this page's chunk only.
import { useMemo } from 'react';
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { practicePreferencesQuery } from '../../../api/practice-preferences';
import { getErrorMessage } from '../../../lib/api-error';
import { DashboardNav } from '../../../ui/dashboard-nav';
import { PageHeader } from '../../../ui/page-header';
import { summaryQuery, takesQuery } from '../api/practice-queries';
import { browserTimeZone, lastDays } from '../lib/practice-format';
import { ExerciseProgress } from './exercise-progress';
import { JournalTable } from './journal-table';
import { MinutesChart } from './minutes-chart';
import { PracticeGoals } from './practice-goals';

export function PracticePage() {
  const timeZone = useMemo(browserTimeZone, []);
  const range = useMemo(() => lastDays(new Date(), timeZone), [timeZone]);
  const summary = useQuery(summaryQuery(range));
  const preferences = useQuery(practicePreferencesQuery());
  const takes = useInfiniteQuery(takesQuery());
  const hideScores = preferences.data?.hideScores ?? false;
  const error = summary.error ?? preferences.error ?? takes.error;

  return (
    <>
      <DashboardNav />
      <PageHeader title="Practice" />
      {error && (
        <Alert color="red" role="alert" mb="lg">
          {getErrorMessage(error)}
        </Alert>
      )}
      {!summary.data || !preferences.data ? (
        !error && <Loader aria-label="Loading your practice" />
      ) : (
        <Stack gap="xl">
          <PracticeGoals summary={summary.data} preferences={preferences.data} />
          <section aria-labelledby="practice-minutes">
            <Title order={2} size="h3" id="practice-minutes" mb="sm">
              Minutes per day
            </Title>
            <MinutesChart summary={summary.data} />
          </section>
          <section aria-labelledby="practice-progress">
            <Title order={2} size="h3" id="practice-progress" mb="sm">
              Progress by exercise
            </Title>
            <ExerciseProgress
              exercises={summary.data.exercises}
              hideScores={hideScores}
              timeZone={timeZone}
            />
          </section>
        </Stack>
      )}
      <section aria-labelledby="practice-journal">
        <Title order={2} size="h3" id="practice-journal" mt="xl" mb="sm">
          Journal
        </Title>
        {takes.data && (
          <JournalTable
            takes={takes.data.pages.flatMap((page) => page.takes)}
            hideScores={hideScores}
            timeZone={timeZone}
            hasMore={takes.hasNextPage}
            loadingMore={takes.isFetchingNextPage}
            onMore={() => void takes.fetchNextPage()}
          />
        )}
      </section>
    </>
  );
}
