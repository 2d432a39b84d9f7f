// Builds a book's e-book PDF and its shorter trial edition with pdf-lib.

import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { BookSpec } from '../catalogue/book-spec.js';
import { TRIAL_EXERCISES } from '../catalogue/book-spec.js';
import {
  drawExercisePage,
  drawTitlePage,
  drawTrialEndPage,
  type PageContext,
} from './ebook-pages.js';

/** Pages of the full e-book: a title page and one page per exercise. */
export function ebookPageCount(book: BookSpec): number {
  return 1 + book.exercises.length;
}

/** Pages of the trial edition: title, the first exercises, and the closing "Trial version" page. */
export function trialEbookPageCount(book: BookSpec): number {
  return 1 + Math.min(TRIAL_EXERCISES, book.exercises.length) + 1;
}

export async function buildEbookPdf(book: BookSpec, isTrial: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(isTrial ? `${book.title} (trial version)` : book.title);
  doc.setAuthor(book.author);
  doc.setProducer('Bandbook demo content');
  doc.setCreator('@bandbook/demo-content');
  // A fixed date keeps the bytes identical from one run to the next.
  const date = new Date(`${book.releaseDate}T00:00:00Z`);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const ctx: PageContext = { doc, fonts, book, isTrial };
  const exercises = isTrial ? book.exercises.slice(0, TRIAL_EXERCISES) : book.exercises;
  drawTitlePage(ctx, exercises);
  exercises.forEach((exercise, i) => drawExercisePage(ctx, exercise, i + 1));
  if (isTrial) drawTrialEndPage(ctx, exercises.length + 2);
  return doc.save({ useObjectStreams: true });
}
