// Rows of the analytics queries to the API's JSON (domain's redemptionAnalyticsSchema) and to the
// rows of its CSV: the same figures, one table whose first column names the section.
import type { RedemptionAnalytics, RedemptionFilterOptions } from '@bandbook/domain';
import type { CodeListRow, DayRow, FigureRow, selectFilterOptions } from './analytics.queries.js';

const figure = (row: FigureRow) => ({
  activations: Number(row.activations),
  trials: Number(row.trials),
});

export function presentAnalytics(
  range: { from: string; to: string },
  days: DayRow[],
  packages: FigureRow[],
  channels: FigureRow[],
  codeLists: CodeListRow[],
): RedemptionAnalytics {
  return {
    ...range,
    days: days.map((day) => ({
      date: day.date,
      activations: Number(day.activations),
      trials: Number(day.trials),
    })),
    totals: {
      activations: Number(days[0]?.total_activations ?? 0),
      trials: Number(days[0]?.total_trials ?? 0),
    },
    packages: packages.map((row) => ({ _id: row.id, title: row.name, ...figure(row) })),
    channels: channels.map((row) => ({ _id: row.id, name: row.name, ...figure(row) })),
    codeLists: codeLists.map((row) => {
      const uses = Number(row.uses);
      const capacity = Number(row.capacity);
      return {
        _id: row.id,
        name: row.name,
        contentPackageId: row.package_id,
        contentPackageTitle: row.package_title,
        activations: Number(row.activations),
        uses,
        capacity,
        shareUsed: capacity > 0 ? uses / capacity : null,
      };
    }),
  };
}

export function presentFilterOptions(
  options: Awaited<ReturnType<typeof selectFilterOptions>>,
): RedemptionFilterOptions {
  return {
    packages: options.packages.map((row) => ({ _id: row.id, title: row.title })),
    channels: options.channels.map((row) => ({ _id: row.id, name: row.name })),
    codeLists: options.codeLists.map((row) => ({
      _id: row.id,
      name: row.name,
      contentPackageId: row.package_id,
    })),
  };
}

/** The CSV's rows after its header (REDEMPTION_CSV_HEADER), section by section. */
export function* csvCells(answer: RedemptionAnalytics): Generator<unknown[]> {
  for (const day of answer.days) {
    yield ['day', day.date, '', '', '', day.activations, day.trials, '', '', ''];
  }
  const range = `${answer.from}..${answer.to}`;
  yield ['total', range, '', '', '', answer.totals.activations, answer.totals.trials, '', '', ''];
  for (const book of answer.packages) {
    yield [
      'contentPackage',
      range,
      book._id,
      book.title,
      book.title,
      book.activations,
      book.trials,
      '',
      '',
      '',
    ];
  }
  for (const channel of answer.channels) {
    yield [
      'channel',
      range,
      channel._id,
      channel.name,
      '',
      channel.activations,
      channel.trials,
      '',
      '',
      '',
    ];
  }
  for (const list of answer.codeLists) {
    yield [
      'codeList',
      range,
      list._id,
      list.name,
      list.contentPackageTitle,
      list.activations,
      '',
      list.uses,
      list.capacity,
      list.shareUsed === null ? '' : list.shareUsed.toFixed(4),
    ];
  }
}
