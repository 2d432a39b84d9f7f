// A bar chart of some figures (Mantine's charts, drawn by recharts, in the admin chunk only). A chart
// alone says nothing to a screen reader: it is one image named after what it shows, and the table
// under it holds the same figures.
import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

interface FigureChartProps {
  label: string;
  data: Record<string, string | number>[];
  dataKey: string;
  series: ChartSeries[];
  /** Bars across, one row per item (books, lists); the days run along the bottom. */
  horizontal?: boolean;
  unit?: string;
}

export const ACTIVATIONS: ChartSeries = {
  name: 'activations',
  label: 'Codes activated',
  color: 'indigo.6',
};
export const TRIALS: ChartSeries = { name: 'trials', label: 'Trials started', color: 'teal.6' };

export function FigureChart({ label, data, dataKey, series, horizontal, unit }: FigureChartProps) {
  const height = horizontal ? Math.max(160, data.length * 36 + 60) : 260;
  return (
    <div role="img" aria-label={`Chart: ${label}. The same figures are in the table below.`}>
      <BarChart
        h={height}
        data={data}
        dataKey={dataKey}
        series={series}
        orientation={horizontal ? 'vertical' : 'horizontal'}
        withLegend={series.length > 1}
        unit={unit}
        tickLine="y"
        gridAxis={horizontal ? 'x' : 'y'}
        yAxisProps={horizontal ? { width: 160 } : { allowDecimals: false }}
        xAxisProps={horizontal ? { allowDecimals: false } : {}}
      />
    </div>
  );
}
