// One exercise's takes over time as a line chart of their scores (pitch and rhythm beside the
// score); the learner picks the exercise. In low-pressure mode no scores are drawn.
import '@mantine/charts/styles.layer.css';
import { useState } from 'react';
import { LineChart } from '@mantine/charts';
import { Select, Text } from '@mantine/core';
import type { PracticeSummary } from '@bandbook/domain';
import { exerciseKey, exerciseName, progressRows } from '../lib/practice-format';

interface ExerciseProgressProps {
  exercises: PracticeSummary['exercises'];
  hideScores: boolean;
  timeZone: string;
}

export function ExerciseProgress({ exercises, hideScores, timeZone }: ExerciseProgressProps) {
  const [picked, setPicked] = useState<string | null>(null);
  if (exercises.length === 0) {
    return <Text c="dimmed">Play a SoundCheck exercise: its takes will show here.</Text>;
  }
  if (hideScores) {
    return <Text c="dimmed">Scores are hidden. Turn off Hide scores to see your progress.</Text>;
  }
  const exercise = exercises.find((entry) => exerciseKey(entry) === picked) ?? exercises[0]!;
  const rows = progressRows(exercise, timeZone);
  const withPitch = exercise.points.some((point) => point.pitchScore !== null);
  const name = exerciseName(exercise);
  const last = rows.at(-1);
  return (
    <>
      <Select
        label="Exercise"
        data={exercises.map((entry) => ({ value: exerciseKey(entry), label: exerciseName(entry) }))}
        value={exerciseKey(exercise)}
        onChange={setPicked}
        allowDeselect={false}
        maw={420}
        mb="sm"
      />
      <div
        role="img"
        aria-label={`Scores of your ${rows.length} ${rows.length === 1 ? 'take' : 'takes'} of ${name}${last ? `, the last ${last.score} %` : ''}.`}
        data-testid="progress-chart"
      >
        <LineChart
          h={240}
          data={rows}
          dataKey="take"
          series={[
            { name: 'score', label: 'Score', color: 'indigo.6' },
            ...(withPitch ? [{ name: 'pitch', label: 'Pitch', color: 'teal.6' }] : []),
            { name: 'rhythm', label: 'Rhythm', color: 'orange.6' },
          ]}
          unit=" %"
          withLegend
          yAxisProps={{ domain: [0, 100] }}
          xAxisProps={{ tick: false }}
          curveType="monotone"
        />
      </div>
    </>
  );
}
