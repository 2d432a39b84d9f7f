// Reads an import's CSV from storage with csv-parse 6 as a stream, a batch of rows at a time, so a
// 100,000-row file is never held whole and the job yields between batches. A UTF-8 BOM and CRLF line
// ends are taken; a row is named by the file's line it starts on (the header is line 1). A row with
// the wrong number of cells is reported and skipped; CSV that cannot be read further (an unclosed
// quote) is reported on its line and ends the reading.
import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { IMPORT_MESSAGES, type ImportError } from '@bandbook/domain';

export interface CsvRow {
  line: number;
  values: Record<string, string | undefined>;
}

export interface CsvBatch {
  rows: CsvRow[];
  /** Lines csv-parse refused (with their line), found while reading this batch. */
  errors: ImportError[];
}

interface ParsedRecord {
  record: Record<string, string>;
  info: { lines: number };
}

/** The line csv-parse names in its error (it says `lines`). */
const lineOf = (error: CsvError) => Number(error.lines) || 1;

/** Newlines inside quoted cells: the row started that many lines before it ended. */
const innerLines = (values: Record<string, string>) =>
  Object.values(values).reduce((sum, value) => sum + (value.match(/\n/g)?.length ?? 0), 0);

/**
 * The file's rows in batches of `size`. `onHeader` gets the header's columns before the first batch
 * (and may answer errors of the header, which end the reading).
 */
export async function* csvBatches(
  source: Readable,
  size: number,
  onHeader: (columns: string[]) => ImportError[],
): AsyncGenerator<CsvBatch> {
  const pending: ImportError[] = [];
  let headerErrors: ImportError[] = [];
  const parser = source.pipe(
    parse({
      bom: true,
      columns: (header: string[]) => {
        const columns = header.map((column) => column.trim());
        headerErrors = onHeader(columns);
        return columns;
      },
      info: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        if (error)
          pending.push({ line: lineOf(error), column: '', message: IMPORT_MESSAGES.malformed });
        return undefined;
      },
    }),
  );
  // pipe() does not pass the source's errors on: a file that cannot be read (gone from storage, a
  // broken connection to the bucket) would leave the parser waiting and the import under way.
  source.once('error', (error) => parser.destroy(error));
  let rows: CsvRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<ParsedRecord>) {
      if (headerErrors.length) {
        yield { rows: [], errors: headerErrors };
        return;
      }
      rows.push({ line: info.lines - innerLines(record), values: record });
      if (rows.length >= size) {
        yield { rows, errors: pending.splice(0) };
        rows = [];
      }
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    pending.push({ line: lineOf(error), column: '', message: IMPORT_MESSAGES.malformed });
  } finally {
    source.destroy();
  }
  if (headerErrors.length) {
    yield { rows: [], errors: headerErrors };
    return;
  }
  if (rows.length || pending.length) yield { rows, errors: pending.splice(0) };
}

/** The header's problems: a required column missing, a column the import does not know. */
export function headerErrors(
  columns: string[],
  known: readonly string[],
  required: readonly string[],
): ImportError[] {
  return [
    ...required
      .filter((column) => !columns.includes(column))
      .map((column) => ({ line: 1, column, message: IMPORT_MESSAGES.missingColumn(column) })),
    ...columns
      .filter((column) => !known.includes(column))
      .map((column) => ({ line: 1, column, message: IMPORT_MESSAGES.unknownColumn(column) })),
  ];
}
