// What the Import page says for each state of an import.
import { describe, expect, it } from 'vitest';
import type { Import } from '@bandbook/domain';
import { importView, isWorking } from './import-view';

const base: Import = {
  _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  kind: 'learners',
  status: 'checking',
  couponListId: null,
  totalRows: 0,
  processedRows: 0,
  importedRows: 0,
  errorCount: 0,
  errors: [],
  failure: null,
  createdAt: '2026-12-02T10:00:00.000Z',
  finishedAt: null,
};

describe('importView', () => {
  it('shows the check under way, then no errors with the rows to import', () => {
    expect(importView({ ...base, processedRows: 250 })).toEqual({
      step: 'checking',
      label: 'Checking the file: 250 rows read',
      percent: null,
    });
    expect(isWorking(base)).toBe(true);
    const checked = { ...base, status: 'checked' as const, totalRows: 1200, processedRows: 1200 };
    expect(importView(checked)).toEqual({
      step: 'ready',
      rows: 1200,
      label: 'No errors in 1,200 rows',
    });
    expect(isWorking(checked)).toBe(false);
  });

  it('counts the errors and says when only the first are shown', () => {
    const errors = [{ line: 3, column: 'email', message: "Doesn't look like a valid email." }];
    expect(
      importView({ ...base, status: 'checked', totalRows: 5, errorCount: 1, errors }).label,
    ).toBe('The check found 1 error in 5 rows. Correct the file and check it again.');
    expect(
      importView({ ...base, status: 'checked', totalRows: 5000, errorCount: 1500, errors }).label,
    ).toBe(
      'The check found 1,500 errors in 5,000 rows (the first 1 are shown). Correct the file and check it again.',
    );
  });

  it('shows the import progress and ends with a summary', () => {
    expect(
      importView({ ...base, status: 'importing', totalRows: 400, processedRows: 100 }),
    ).toEqual({ step: 'importing', label: 'Importing: 100 of 400 rows', percent: 25 });
    expect(importView({ ...base, status: 'done', totalRows: 3, importedRows: 3 }).label).toBe(
      'Imported 3 rows of 3.',
    );
    expect(
      importView({ ...base, status: 'done', totalRows: 3, importedRows: 2, errorCount: 1 }).label,
    ).toBe('Imported 2 rows of 3; 1 error (rows taken since the check).');
    expect(importView({ ...base, status: 'failed', failure: 'disk full' })).toEqual({
      step: 'failed',
      label: 'The import stopped: disk full',
    });
  });
});
