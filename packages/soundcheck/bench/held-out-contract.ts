// The scoring contract on the held-out material (issue 46: every timbre, the choir too, on tunes and
// soundfonts it was not tuned on): each held-out instrument with each soundfont, and the tuning set's
// instruments with the held-out soundfonts, at 44.1 kHz, clean, one common and one long latency.
// BENCH_TIMBRES (comma-separated) keeps to those timbres; BENCH_NOTES=1 adds the notes report under a
// take where the contract does not hold.
import {
  analyseSampledTake,
  contractTakes,
  contractViolations,
  scoreSampledTake,
  takeName,
} from '../test/sampled/contract.js';
import { sampledCorpusUnavailable } from '../test/sampled/fluidsynth.js';
import { heldOutBatches, silentRender } from '../test/sampled/held-out.js';
import { renderSampledTakes } from '../test/sampled/sampled-takes.js';
import { markdownTable, percent } from './markdown-table.js';
import { takeNotesReport } from './sampled-corpus.js';

export function printHeldOutContract(): void {
  const unavailable = sampledCorpusUnavailable();
  if (unavailable) {
    console.log(`Held-out contract: not run (${unavailable})`);
    return;
  }
  const only = process.env.BENCH_TIMBRES?.split(',').map((name) => name.trim());
  const notesReport = process.env.BENCH_NOTES === '1';
  const rows = new Map<string, { takes: number; holding: number }>();
  const failures: string[] = [];
  const silent: string[] = [];
  for (const { instrument, font } of heldOutBatches()) {
    if (only && !only.includes(instrument.timbre)) continue;
    const specs = contractTakes({ room: false, latencies: [0.12, 0.45] });
    const takes = renderSampledTakes(instrument, font, 44100, specs);
    if (silentRender(takes[0]!.samples)) {
      silent.push(`${instrument.name} (${font.name})`);
      continue;
    }
    for (const take of takes) {
      const analysis = analyseSampledTake(take);
      const result = scoreSampledTake(take, analysis);
      const violations = contractViolations(take, result);
      const id = `${instrument.name}\0${font.name}`;
      const row = rows.get(id) ?? { takes: 0, holding: 0 };
      row.takes++;
      if (violations.length === 0) row.holding++;
      else {
        failures.push(`- ${takeName(take)}: ${violations.join('; ')}`);
        if (notesReport) failures.push(takeNotesReport(take, analysis.notes, result));
      }
      rows.set(id, row);
    }
  }
  console.log(
    '\nScoring contract on the held-out material (44.1 kHz, clean; latencies 120 and 450 ms)',
  );
  console.log(
    markdownTable(
      ['instrument, tune', 'soundfont', 'takes', 'contract holds'],
      [...rows].map(([id, row]) => [
        ...id.split('\0'),
        String(row.takes),
        percent(row.holding, row.takes),
      ]),
    ),
  );
  const takes = [...rows.values()].reduce((sum, row) => sum + row.takes, 0);
  const holding = [...rows.values()].reduce((sum, row) => sum + row.holding, 0);
  console.log(`All held-out takes: ${holding} of ${takes} hold (${percent(holding, takes)})`);
  if (silent.length)
    console.log(`Left out, the soundfont plays nothing for them: ${silent.join(', ')}`);
  if (failures.length)
    console.log(`\nHeld-out takes where it does not hold:\n${failures.join('\n')}`);
}
