// The errors of one check or import: every one counted, the first IMPORT_ERRORS_KEPT kept, at most
// one per row and column (the first rule a value breaks, as a form shows it).
import { IMPORT_ERRORS_KEPT, type ImportError } from '@bandbook/domain';
import type { z } from 'zod';

export class ImportErrors {
  count = 0;
  readonly kept: ImportError[] = [];
  /** Lines with an error in this batch (a row with one is not written). */
  private readonly lines = new Set<number>();

  add(line: number, column: string, message: string) {
    this.count += 1;
    this.lines.add(line);
    if (this.kept.length < IMPORT_ERRORS_KEPT) this.kept.push({ line, column, message });
  }

  addAll(errors: readonly ImportError[]) {
    for (const error of errors) this.add(error.line, error.column, error.message);
  }

  /** Each column's first issue of a row's failed validation. */
  addIssues(line: number, issues: readonly z.core.$ZodIssue[]) {
    const seen = new Set<string>();
    for (const issue of issues) {
      const column = String(issue.path[0] ?? '');
      if (seen.has(column)) continue;
      seen.add(column);
      this.add(line, column, issue.message);
    }
  }

  has(line: number) {
    return this.lines.has(line);
  }
}
