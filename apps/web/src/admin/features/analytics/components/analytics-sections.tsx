// The figures of one answer, section by section: per day, per book, per channel and per code list,
// each a chart with the same figures in a table under it.
import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import type { RedemptionAnalytics } from '@bandbook/domain';
import { formatShare } from '../lib/analytics-filters';
import { ACTIVATIONS, FigureChart, TRIALS } from './figure-chart';
import { FigureTable, type Column } from './figure-table';

type Figures = { activations: number; trials: number };
const figureColumns = <Row extends Figures>(): Column<Row>[] => [
  { header: 'Codes activated', cell: (row) => row.activations, numeric: true },
  { header: 'Trials started', cell: (row) => row.trials, numeric: true },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `analytics-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function AnalyticsSections({ answer }: { answer: RedemptionAnalytics }) {
  const { totals } = answer;
  return (
    <Stack gap="xl">
      <Section title="Per day">
        <FigureChart
          label="codes activated and trials started per day"
          data={answer.days}
          dataKey="date"
          series={[ACTIVATIONS, TRIALS]}
        />
        <FigureTable
          caption={`Codes activated and trials started per day, ${answer.from} to ${answer.to} (UTC)`}
          rows={answer.days}
          rowKey={(day) => day.date}
          columns={[{ header: 'Day', cell: (day) => day.date }, ...figureColumns()]}
          empty="No days in this range."
          footer={['Total', totals.activations, totals.trials]}
        />
      </Section>
      <Section title="Per content package">
        <FigureChart
          label="codes activated and trials started per content package"
          data={answer.packages}
          dataKey="title"
          series={[ACTIVATIONS, TRIALS]}
          horizontal
        />
        <FigureTable
          caption="Codes activated and trials started per content package"
          rows={answer.packages}
          rowKey={(book) => book._id}
          columns={[{ header: 'Content package', cell: (book) => book.title }, ...figureColumns()]}
          empty="No codes activated and no trials started in this range."
        />
      </Section>
      <Section title="Per content channel">
        <FigureChart
          label="codes activated and trials started per content channel"
          data={answer.channels}
          dataKey="name"
          series={[ACTIVATIONS, TRIALS]}
          horizontal
        />
        <FigureTable
          caption="Codes activated and trials started per content channel (a package in several channels counts in each)"
          rows={answer.channels}
          rowKey={(channel) => channel._id}
          columns={[
            { header: 'Content channel', cell: (channel) => channel.name },
            ...figureColumns(),
          ]}
          empty="No codes activated and no trials started in this range."
        />
      </Section>
      <Section title="Per code list">
        <FigureChart
          label="share of each code list used"
          data={answer.codeLists.map((list) => ({
            name: list.name,
            share: Math.round((list.shareUsed ?? 0) * 1000) / 10,
          }))}
          dataKey="name"
          series={[{ name: 'share', label: 'Share used', color: 'grape.6' }]}
          unit=" %"
          horizontal
        />
        <FigureTable
          caption="Code lists: codes activated in this range, uses so far, capacity and share used"
          rows={answer.codeLists}
          rowKey={(list) => list._id}
          columns={[
            { header: 'Code list', cell: (list) => list.name },
            { header: 'Content package', cell: (list) => list.contentPackageTitle },
            { header: 'Codes activated', cell: (list) => list.activations, numeric: true },
            { header: 'Uses so far', cell: (list) => list.uses, numeric: true },
            { header: 'Capacity', cell: (list) => list.capacity, numeric: true },
            { header: 'Share used', cell: (list) => formatShare(list.shareUsed), numeric: true },
          ]}
          empty="No code lists match these filters."
        />
      </Section>
    </Stack>
  );
}
