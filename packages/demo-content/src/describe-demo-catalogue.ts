// The catalogue metadata without generating any media: what generateDemoContent() will return, for
// callers that only need ids and keys (e.g. to check whether seeded files are already on disk).

import { ALL_BOOKS } from './catalogue/all-books.js';
import { describeBook } from './catalogue/describe-book.js';
import { GENRES, INSTRUMENTS, SKILL_LEVELS } from './catalogue/reference-lists.js';
import type { DemoCatalogue } from './types.js';

export const DEMO_BOOK_SLUGS: readonly string[] = ALL_BOOKS.map((book) => book.slug);

export function describeDemoCatalogue(): DemoCatalogue {
  return {
    genres: GENRES,
    instruments: INSTRUMENTS,
    skillLevels: SKILL_LEVELS,
    books: ALL_BOOKS.map(describeBook),
  };
}
