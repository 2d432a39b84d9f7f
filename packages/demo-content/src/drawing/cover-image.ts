// Draws a book's cover as a WebP (about a sixth of the PNG's weight, for the cards' first load): a gradient in its genre's colours, faint staff lines, the
// instrument's motif, then title, subtitle, author and publisher.

import { createCanvas } from '@napi-rs/canvas';
import type { BookSpec } from '../catalogue/book-spec.js';
import { GENRE_COLOURS } from '../catalogue/reference-lists.js';
import { INSTRUMENT_PROFILES } from '../music/instrument-profiles.js';
import { canvasFont, registerFonts } from './fonts.js';
import { drawMotif } from './instrument-motifs.js';
import { wrapCanvasText } from './wrap-canvas-text.js';

export const COVER_WIDTH = 480;
export const COVER_HEIGHT = 640;

export async function drawCover(book: BookSpec): Promise<Uint8Array> {
  registerFonts();
  const canvas = createCanvas(COVER_WIDTH, COVER_HEIGHT);
  const g = canvas.getContext('2d');
  const palette = GENRE_COLOURS[book.genreIds[0] ?? 'rock'] ?? {
    dark: '#222222',
    light: '#555555',
    accent: '#dddddd',
  };
  const gradient = g.createLinearGradient(0, 0, COVER_WIDTH, COVER_HEIGHT);
  gradient.addColorStop(0, palette.light);
  gradient.addColorStop(1, palette.dark);
  g.fillStyle = gradient;
  g.fillRect(0, 0, COVER_WIDTH, COVER_HEIGHT);

  g.strokeStyle = 'rgba(255,255,255,0.12)';
  g.lineWidth = 2;
  for (let line = 0; line < 5; line += 1) {
    g.beginPath();
    g.moveTo(0, 250 + line * 16);
    g.bezierCurveTo(160, 200 + line * 16, 320, 320 + line * 16, COVER_WIDTH, 260 + line * 16);
    g.stroke();
  }
  drawMotif(g, book.instrument, COVER_WIDTH / 2, 250, 240, palette.accent, palette.dark);

  g.fillStyle = palette.accent;
  g.font = canvasFont(15, true);
  g.fillText(INSTRUMENT_PROFILES[book.instrument].label.toUpperCase(), 32, 48);
  g.fillStyle = '#ffffff';
  g.font = canvasFont(40, true);
  const titleLines = wrapCanvasText(g, book.title, COVER_WIDTH - 64);
  const titleTop = 480 - (titleLines.length - 1) * 46;
  titleLines.forEach((line, i) => g.fillText(line, 32, titleTop + i * 46));
  g.font = canvasFont(17);
  wrapCanvasText(g, book.subtitle, COVER_WIDTH - 64)
    .slice(0, 2)
    .forEach((line, i) => g.fillText(line, 32, titleTop + titleLines.length * 46 - 12 + i * 22));

  g.fillStyle = 'rgba(0,0,0,0.35)';
  g.fillRect(0, COVER_HEIGHT - 56, COVER_WIDTH, 56);
  g.fillStyle = '#ffffff';
  g.font = canvasFont(15, true);
  g.fillText(book.author, 32, COVER_HEIGHT - 22);
  g.textAlign = 'right';
  g.font = canvasFont(14);
  g.fillText(book.publisher, COVER_WIDTH - 32, COVER_HEIGHT - 22);
  return new Uint8Array(await canvas.encode('webp', 82));
}
