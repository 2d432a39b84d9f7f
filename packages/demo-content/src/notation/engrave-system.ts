// Draws one system (line of music) of an exercise: staff, clef, time signature, bar lines, the notes,
// chord symbols above and, for guitar and bass, a tab staff below with the fret of every note.

import type { Exercise } from '../music/note-data.js';
import type { InstrumentProfile } from '../music/instrument-profiles.js';
import type { NotationEvent } from './bar-events.js';
import { BASS_CLEF, PERCUSSION_CLEF, TREBLE_CLEF } from './glyphs.js';
import {
  drawBeams,
  drawEvent,
  drawGlyph,
  drawRest,
  measureEvents,
  positionY,
  type EventGeometry,
  type StaffFrame,
} from './engrave-notes.js';
import { TAB_LINE_SPACING, beatX, type SystemLayout } from './score-layout.js';
import { linePath, rectPath, type Surface } from './surface.js';

export interface SystemContext {
  surface: Surface;
  exercise: Exercise;
  profile: InstrumentProfile;
  space: number;
  colour: string;
  /** Background colour, painted behind tab numbers so the string lines do not cross them. */
  paper: string;
}

export function engraveSystem(
  ctx: SystemContext,
  system: SystemLayout,
  x0: number,
  y0: number,
): void {
  const { surface, exercise, profile, space: s, colour } = ctx;
  const frame: StaffFrame = {
    surface,
    space: s,
    colour,
    staffTop: y0 + system.staffTop,
    isPercussion: profile.clef === 'percussion',
  };
  const right = x0 + (system.barLines.at(-1) ?? 0);
  for (let line = 0; line < 5; line += 1) {
    const y = frame.staffTop + line * s;
    surface.stroke(linePath(x0, y, right, y), 0.1 * s, colour);
  }
  drawClef(ctx, frame, x0);
  if (system.isFirst) {
    const [top, bottom] = exercise.timeSignature;
    const x = x0 + system.headerWidth - 1.4 * s;
    const style = { size: 2.9 * s, bold: true, align: 'center' as const, colour };
    surface.text(String(top), x, positionY(frame, 4) - 0.02 * s, style);
    surface.text(String(bottom), x, positionY(frame, 0) - 0.02 * s, style);
  }
  const firstBar = system.bars[0]?.index ?? 0;
  if (!system.isFirst) {
    surface.text(String(firstBar + 1), x0, frame.staffTop - 1.2 * s, {
      size: 1.3 * s,
      italic: true,
      colour,
    });
  }
  drawBarLines(ctx, system, x0, frame.staffTop, frame.staffTop + 4 * s);

  const placed = system.bars.flatMap((bar) =>
    bar.events.map((event) => ({ event, x: x0 + (beatX(system, exercise, event.start, s) ?? 0) })),
  );
  const beams = system.bars.flatMap((bar) => bar.beams);
  const geometry = measureEvents(frame, placed, beams);
  const beamed = new Set(beams.flat());
  for (const g of geometry) drawEvent(frame, g, beamed.has(g.event));
  for (const group of beams)
    drawBeams(
      frame,
      geometry.filter((g) => group.includes(g.event)),
    );
  for (const { event, x } of placed) {
    if (!event.isRest) continue;
    const restX = event.isBarRest ? centreOfBar(system, x0, event.start, exercise, s) : x - 0.5 * s;
    drawRest(frame, event, restX);
  }

  // Chord symbols sit above the highest thing drawn in the system.
  const ornaments = (g: EventGeometry) =>
    (g.event.isAccented ? 1.8 * s : 0) + (g.event.heads.some((h) => h.isOpen) ? s : 0);
  const highest = Math.min(
    frame.staffTop - 1.5 * s,
    ...geometry.map((g) => Math.min(g.top, frame.staffTop) - ornaments(g)),
  );
  const top = Math.max(highest - 1.2 * s, y0 + 1.5 * s);
  for (const chord of exercise.chords) {
    const x = beatX(system, exercise, chord.start, s);
    if (x !== undefined)
      surface.text(chord.symbol, x0 + x - 0.6 * s, top, { size: 1.7 * s, bold: true, colour });
  }
  if (system.tabTop !== undefined && profile.tabTuning) {
    drawTab(ctx, system, x0, y0 + system.tabTop, profile.tabTuning.length, placed);
  }
}

function drawClef(ctx: SystemContext, frame: StaffFrame, x0: number): void {
  const s = ctx.space;
  if (ctx.profile.clef === 'treble') {
    drawGlyph(frame, TREBLE_CLEF, x0 + 1.6 * s, positionY(frame, 2));
    if (ctx.profile.writtenTranspose === 12) {
      // The small 8 under the clef: guitar sounds an octave below the written note.
      ctx.surface.text('8', x0 + 1.55 * s, positionY(frame, 0) + 3.3 * s, {
        size: 1.2 * s,
        align: 'center',
        colour: ctx.colour,
      });
    }
  } else if (ctx.profile.clef === 'bass') {
    drawGlyph(frame, BASS_CLEF, x0 + 0.9 * s, positionY(frame, 6));
  } else {
    drawGlyph(frame, PERCUSSION_CLEF, x0 + 1.2 * s, positionY(frame, 4));
  }
}

function drawBarLines(
  ctx: SystemContext,
  system: SystemLayout,
  x0: number,
  top: number,
  bottom: number,
) {
  const s = ctx.space;
  system.barLines.forEach((x, i) => {
    if (i === 0) return;
    const isFinal = system.isLast && i === system.barLines.length - 1;
    if (isFinal) {
      ctx.surface.stroke(
        linePath(x0 + x - 0.9 * s, top, x0 + x - 0.9 * s, bottom),
        0.12 * s,
        ctx.colour,
      );
      ctx.surface.fill(rectPath(x0 + x - 0.5 * s, top, 0.5 * s, bottom - top), ctx.colour);
    } else {
      ctx.surface.stroke(linePath(x0 + x, top, x0 + x, bottom), 0.12 * s, ctx.colour);
    }
  });
  ctx.surface.stroke(linePath(x0, top, x0, bottom), 0.12 * s, ctx.colour);
}

function centreOfBar(
  system: SystemLayout,
  x0: number,
  beat: number,
  exercise: Exercise,
  s: number,
) {
  const slot = system.bars.findIndex(
    (bar) => bar.index === Math.floor(beat / exercise.timeSignature[0]),
  );
  const left = system.barLines[slot] ?? 0;
  const right = system.barLines[slot + 1] ?? left;
  return x0 + (left + right) / 2 - 0.6 * s;
}

function drawTab(
  ctx: SystemContext,
  system: SystemLayout,
  x0: number,
  tabTop: number,
  strings: number,
  placed: { event: NotationEvent; x: number }[],
): void {
  const { surface, space: s, colour } = ctx;
  const lineY = (string: number) => tabTop + (strings - 1 - string) * TAB_LINE_SPACING * s;
  const bottom = lineY(0);
  for (let string = 0; string < strings; string += 1) {
    surface.stroke(
      linePath(x0, lineY(string), x0 + (system.barLines.at(-1) ?? 0), lineY(string)),
      0.1 * s,
      colour,
    );
  }
  const letterStyle = { size: 1.45 * s, bold: true, align: 'center' as const, colour };
  ['T', 'A', 'B'].forEach((letter, i) => {
    const y = tabTop + ((strings - 1) * TAB_LINE_SPACING * s * (i + 0.75)) / 3;
    surface.text(letter, x0 + 1.6 * s, y, letterStyle);
  });
  drawBarLines(ctx, system, x0, tabTop, bottom);
  const numberStyle = { size: 1.35 * s, align: 'center' as const, colour };
  for (const { event, x } of placed) {
    for (const head of event.heads) {
      if (!head.fret) continue;
      const label = String(head.fret.fret);
      const y = lineY(head.fret.string);
      const width = surface.textWidth(label, numberStyle) + 0.3 * s;
      surface.fill(rectPath(x - width / 2, y - 0.6 * s, width, 1.2 * s), ctx.paper);
      surface.text(label, x, y + 0.48 * s, numberStyle);
    }
  }
}
