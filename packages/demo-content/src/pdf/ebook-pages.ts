// The pages of a demo e-book: a title page (cover band, contents, how to use the book) and one page
// per exercise with its title, tempo, tip and notation. The trial edition adds a closing page.

import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { BookSpec } from '../catalogue/book-spec.js';
import { GENRE_COLOURS } from '../catalogue/reference-lists.js';
import { learnerPart, type Exercise } from '../music/note-data.js';
import { INSTRUMENT_PROFILES } from '../music/instrument-profiles.js';
import { DRUM_POSITIONS } from '../notation/staff-positions.js';
import { engraveExercise } from '../notation/engrave-exercise.js';
import { rectPath, type Surface } from '../notation/surface.js';
import { pdfSurface, wrapText, type PdfFonts } from './pdf-surface.js';

export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
const MARGIN = 50;
const TEXT = '#1a1a1a';
const MUTED = '#666666';

export interface PageContext {
  doc: PDFDocument;
  fonts: PdfFonts;
  book: BookSpec;
  isTrial: boolean;
}

function addPage(ctx: PageContext): { page: PDFPage; surface: Surface } {
  const page = ctx.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  return { page, surface: pdfSurface(page, ctx.fonts) };
}

function footer(ctx: PageContext, surface: Surface, pageNumber: number): void {
  const y = PAGE_HEIGHT - 28;
  surface.text(`${ctx.book.title}  ·  ${ctx.book.publisher}`, MARGIN, y, {
    size: 8,
    colour: MUTED,
  });
  surface.text(String(pageNumber), PAGE_WIDTH - MARGIN, y, {
    size: 8,
    colour: MUTED,
    align: 'right',
  });
  if (ctx.isTrial) {
    surface.text('Trial version', PAGE_WIDTH / 2, y, {
      size: 8,
      bold: true,
      colour: '#b3261e',
      align: 'center',
    });
  }
}

export function drawTitlePage(ctx: PageContext, exercises: Exercise[]): void {
  const { surface } = addPage(ctx);
  const { book } = ctx;
  const palette = GENRE_COLOURS[book.genreIds[0] ?? 'rock'] ?? {
    dark: '#222222',
    light: '#555555',
    accent: '#dddddd',
  };
  surface.fill(rectPath(0, 0, PAGE_WIDTH, 260), palette.dark);
  surface.fill(rectPath(0, 250, PAGE_WIDTH, 10), palette.light);
  surface.text(INSTRUMENT_PROFILES[book.instrument].label.toUpperCase(), MARGIN, 80, {
    size: 11,
    bold: true,
    colour: palette.accent,
  });
  const titleLines = wrapText(surface, book.title, PAGE_WIDTH - 2 * MARGIN, {
    size: 34,
    bold: true,
  });
  titleLines.forEach((line, i) =>
    surface.text(line, MARGIN, 125 + i * 38, { size: 34, bold: true, colour: '#ffffff' }),
  );
  surface.text(book.subtitle, MARGIN, 135 + titleLines.length * 38, {
    size: 13,
    colour: '#ffffff',
  });
  surface.text(`${book.author}  ·  ${book.publisher}  ·  ${book.catalogueNumber}`, MARGIN, 232, {
    size: 10,
    colour: palette.accent,
  });
  let y = 310;
  surface.text(ctx.isTrial ? 'Contents of this trial edition' : 'Contents', MARGIN, y, {
    size: 16,
    bold: true,
    colour: TEXT,
  });
  y += 26;
  exercises.forEach((exercise, i) => {
    surface.text(`${i + 1}.  ${exercise.title}`, MARGIN, y, { size: 11, colour: TEXT });
    surface.text(`page ${i + 2}`, PAGE_WIDTH - MARGIN, y, {
      size: 11,
      colour: MUTED,
      align: 'right',
    });
    y += 18;
  });
  y += 20;
  surface.text('How to use this book', MARGIN, y, { size: 16, bold: true, colour: TEXT });
  y += 22;
  for (const paragraph of howToUse(book)) {
    for (const line of wrapText(surface, paragraph, PAGE_WIDTH - 2 * MARGIN, { size: 10.5 })) {
      surface.text(line, MARGIN, y, { size: 10.5, colour: TEXT });
      y += 15;
    }
    y += 6;
  }
  footer(ctx, surface, 1);
}

function howToUse(book: BookSpec): string[] {
  const paragraphs = [
    'Every exercise has a demonstration track with the whole band and a play-along track without your ' +
      'part. Each track starts with one bar of count-in clicks.',
    'The first exercises are also SoundCheck items: play along with the microphone on and SoundCheck scores ' +
      'your pitch and rhythm.',
  ];
  if (book.instrument === 'guitar' || book.instrument === 'bass') {
    paragraphs.push(
      `The staff is written an octave above the sounding pitch, as usual for ${book.instrument}; the tab below ` +
        'shows the string and fret of every note.',
    );
  }
  if (book.instrument === 'drums') {
    const used = new Set(book.exercises.flatMap((e) => learnerPart(e).notes.map((n) => n.midi)));
    const key = [...used]
      .map((midi) => DRUM_POSITIONS[midi])
      .filter((drum) => drum !== undefined)
      .sort((a, b) => a.position - b.position)
      .map((drum) => `${drum.name} ${drum.head === 'x' ? '(x)' : ''}`.trim());
    paragraphs.push(`Drum key, from the bottom of the staff up: ${[...new Set(key)].join(', ')}.`);
  }
  return paragraphs;
}

export function drawExercisePage(ctx: PageContext, exercise: Exercise, number: number): void {
  const { surface } = addPage(ctx);
  const part = learnerPart(exercise);
  surface.text(`Exercise ${number}`, MARGIN, 62, { size: 10, bold: true, colour: MUTED });
  surface.text(exercise.title, MARGIN, 88, { size: 22, bold: true, colour: TEXT });
  const metre = `${exercise.timeSignature[0]}/${exercise.timeSignature[1]}`;
  surface.text(
    `${part.name}  ·  Tempo ${exercise.tempo} bpm  ·  ${metre}  ·  ${exercise.bars} bars`,
    MARGIN,
    108,
    {
      size: 10,
      colour: MUTED,
    },
  );
  let y = 130;
  for (const line of wrapText(surface, exercise.tip, PAGE_WIDTH - 2 * MARGIN, {
    size: 11,
    italic: true,
  })) {
    surface.text(line, MARGIN, y, { size: 11, italic: true, colour: TEXT });
    y += 15;
  }
  engraveExercise(surface, exercise, {
    x: MARGIN,
    y: y + 10,
    width: PAGE_WIDTH - 2 * MARGIN,
    height: PAGE_HEIGHT - y - 70,
  });
  footer(ctx, surface, number + 1);
}

export function drawTrialEndPage(ctx: PageContext, pageNumber: number): void {
  const { surface } = addPage(ctx);
  surface.fill(rectPath(MARGIN, 250, PAGE_WIDTH - 2 * MARGIN, 180), '#fbeaea');
  surface.text('Trial version', PAGE_WIDTH / 2, 310, {
    size: 26,
    bold: true,
    colour: '#b3261e',
    align: 'center',
  });
  const message = [
    `This trial edition of ${ctx.book.title} contains the first exercises only.`,
    'Enter the code printed in your book to unlock every exercise, track, video and SoundCheck item.',
  ];
  message.forEach((line, i) =>
    surface.text(line, PAGE_WIDTH / 2, 350 + i * 20, { size: 11, colour: TEXT, align: 'center' }),
  );
  footer(ctx, surface, pageNumber);
}
