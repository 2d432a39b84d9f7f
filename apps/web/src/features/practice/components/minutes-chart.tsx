// Minutes practised per day of the last four weeks, as a bar chart (Mantine's charts, in this page's
// chunk only). The chart is one image named after what it shows, with the total as its text.
import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { PracticeSummary } from '@bandbook/domain';
import { formatMinutes, minutesRows } from '../lib/practice-format';

export function MinutesChart({ summary }: { summary: PracticeSummary }) {
  const total = summary.days.reduce((sum, day) => sum + day.minutes, 0);
  const practised = summary.days.filter((day) => day.minutes > 0).length;
  const label = `Minutes practised per day over the last ${summary.days.length} days: ${formatMinutes(total)} on ${practised} ${practised === 1 ? 'day' : 'days'}.`;
  return (
    <>
      <div role="img" aria-label={label} data-testid="minutes-chart">
        <BarChart
          h={220}
          data={minutesRows(summary)}
          dataKey="day"
          series={[{ name: 'minutes', label: 'Minutes', color: 'teal.6' }]}
          unit=" min"
          tickLine="y"
          gridAxis="y"
          yAxisProps={{ allowDecimals: false }}
        />
      </div>
      <Text size="sm" c="dimmed" mt="xs">
        {label}
      </Text>
    </>
  );
}
