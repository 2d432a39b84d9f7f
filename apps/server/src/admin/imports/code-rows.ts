// The rows of a codes file: each code normalised as every stored code is (normalizeCode) and held to
// the letters and digits of printed codes, once in the file and new to the database (codes are unique
// across all lists), checked a batch per query. The import inserts a batch into the list with the
// list's uses per code; a code some list took since the check is that row's error.
import { codeImportRowSchema, IMPORT_MESSAGES } from '@bandbook/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { codes } from '../../db/schema/index.js';
import type { CsvRow } from './import-csv.js';
import type { ImportErrors } from './import-errors.js';

export interface CodeRow {
  line: number;
  code: string;
}

export class CodeRows {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly errors: ImportErrors,
  ) {}

  async check(batch: CsvRow[]): Promise<CodeRow[]> {
    const parsed: CodeRow[] = [];
    for (const { line, values } of batch) {
      const result = codeImportRowSchema.safeParse(values);
      if (!result.success) {
        this.errors.addIssues(line, result.error.issues);
        continue;
      }
      const { code } = result.data;
      const first = this.seen.get(code);
      if (first !== undefined) {
        this.errors.add(line, 'code', IMPORT_MESSAGES.codeInFile(first));
        continue;
      }
      this.seen.set(code, line);
      parsed.push({ line, code });
    }
    if (parsed.length) {
      const taken = new Set(
        (
          await this.db
            .select({ code: codes.code })
            .from(codes)
            .where(
              inArray(
                codes.code,
                parsed.map((row) => row.code),
              ),
            )
        ).map((row) => row.code),
      );
      for (const row of parsed) {
        if (taken.has(row.code)) this.errors.add(row.line, 'code', IMPORT_MESSAGES.codeTaken);
      }
    }
    return parsed.filter((row) => !this.errors.has(row.line));
  }

  /** Inserts the codes into the list; answers how many went in. */
  async write(tx: Db, rows: CodeRow[], listId: string, maxUses: number): Promise<number> {
    if (!rows.length) return 0;
    const inserted = await tx
      .insert(codes)
      .values(rows.map((row) => ({ listId, code: row.code, maxUses })))
      .onConflictDoNothing({ target: codes.code })
      .returning({ code: codes.code });
    const made = new Set(inserted.map((row) => row.code));
    for (const row of rows) {
      if (!made.has(row.code)) this.errors.add(row.line, 'code', IMPORT_MESSAGES.codeTaken);
    }
    return inserted.length;
  }
}
