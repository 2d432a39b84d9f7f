// What the Import page shows for an import's state: a step under way with its progress, the check's
// outcome (no errors and the rows to import, or the errors), the import's summary, or why it failed.
import type { Import } from '@bandbook/domain';

export type ImportView =
  | { step: 'checking' | 'importing'; label: string; percent: number | null }
  | { step: 'ready'; rows: number; label: string }
  | { step: 'errors'; label: string }
  | { step: 'done'; label: string }
  | { step: 'failed'; label: string };

export const isWorking = (answer: Import) =>
  answer.status === 'checking' || answer.status === 'importing';

const rows = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'row' : 'rows'}`;
const errors = (count: number) =>
  `${count.toLocaleString('en')} ${count === 1 ? 'error' : 'errors'}`;

export function importView(answer: Import): ImportView {
  switch (answer.status) {
    case 'checking':
      return {
        step: 'checking',
        label: `Checking the file: ${rows(answer.processedRows)} read`,
        percent: null,
      };
    case 'importing': {
      const percent = answer.totalRows
        ? Math.min(100, Math.round((answer.processedRows / answer.totalRows) * 100))
        : 0;
      return {
        step: 'importing',
        label: `Importing: ${answer.processedRows.toLocaleString('en')} of ${rows(answer.totalRows)}`,
        percent,
      };
    }
    case 'checked':
      return answer.errorCount === 0
        ? { step: 'ready', rows: answer.totalRows, label: `No errors in ${rows(answer.totalRows)}` }
        : {
            step: 'errors',
            label: `The check found ${errors(answer.errorCount)} in ${rows(answer.totalRows)}${
              answer.errorCount > answer.errors.length
                ? ` (the first ${answer.errors.length.toLocaleString('en')} are shown)`
                : ''
            }. Correct the file and check it again.`,
          };
    case 'done':
      return {
        step: 'done',
        label: `Imported ${rows(answer.importedRows)} of ${answer.totalRows.toLocaleString('en')}${
          answer.errorCount ? `; ${errors(answer.errorCount)} (rows taken since the check)` : ''
        }.`,
      };
    case 'failed':
      return { step: 'failed', label: `The import stopped: ${answer.failure ?? 'unknown error'}` };
  }
}
