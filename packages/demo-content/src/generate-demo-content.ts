// Entry point of the package: generates the whole demo catalogue (or the books named in onlySlugs)
// under outDir and returns its metadata for the server's seed step.

import { ALL_BOOKS } from './catalogue/all-books.js';
import { GENRES, INSTRUMENTS, SKILL_LEVELS } from './catalogue/reference-lists.js';
import { generateBook, type StartedBook } from './generate/generate-book.js';
import type { GenerationContext } from './generate/generation-context.js';
import { OutputWriter } from './generate/output-writer.js';
import { Mp3EncoderPool } from './media/mp3-encoder-pool.js';
import type { DemoCatalogue, GenerateDemoContentOptions } from './types.js';

export async function generateDemoContent(
  options: GenerateDemoContentOptions,
): Promise<DemoCatalogue> {
  const books = selectBooks(options.onlySlugs);
  const writer = new OutputWriter(options.outDir);
  const timing = options.onTiming ?? (() => {});
  const ctx: GenerationContext = {
    writer,
    encoders: new Mp3EncoderPool((ms) => timing('mp3', ms)),
    progress: options.onProgress ?? (() => {}),
    timing,
  };
  const started = performance.now();
  try {
    const inProgress: StartedBook[] = [];
    for (const [i, book] of books.entries()) {
      ctx.progress(
        `[${i + 1}/${books.length}] ${book.title}: synthesising audio, drawing cover and e-book`,
      );
      inProgress.push(await generateBook(ctx, book));
    }
    await Promise.all(inProgress.map((book) => book.done));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const megabytes = (writer.bytesWritten / 1e6).toFixed(1);
    ctx.progress(
      `demo content ready: ${books.length} books, ${writer.filesWritten} files, ${megabytes} MB in ${seconds} s`,
    );
    return {
      genres: GENRES,
      instruments: INSTRUMENTS,
      skillLevels: SKILL_LEVELS,
      books: inProgress.map((book) => book.entry),
    };
  } finally {
    await ctx.encoders.close();
  }
}

function selectBooks(onlySlugs: string[] | undefined) {
  if (!onlySlugs) return ALL_BOOKS;
  const unknown = onlySlugs.filter((slug) => !ALL_BOOKS.some((book) => book.slug === slug));
  if (unknown.length > 0) throw new Error(`unknown demo book slug(s): ${unknown.join(', ')}`);
  return ALL_BOOKS.filter((book) => onlySlugs.includes(book.slug));
}
