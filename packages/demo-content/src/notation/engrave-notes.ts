// Draws the notes and rests of one system: noteheads at their staff positions, ledger lines,
// accidentals, dots, stems, flags and beams, accents. Stem directions and beam heights are worked
// out first, so beams can be drawn straight across their group.

import type { NotationEvent, NoteHead } from './bar-events.js';
import { ACCIDENTALS, RESTS, flagPath, type Glyph } from './glyphs.js';
import { ellipsePath, linePath, placePath, polygonPath, type Surface } from './surface.js';

export interface StaffFrame {
  surface: Surface;
  space: number;
  colour: string;
  /** y of the top staff line. */
  staffTop: number;
  isPercussion: boolean;
}

/** Where one event ended up, for the beams and for the chord-symbol row above. */
export interface EventGeometry {
  event: NotationEvent;
  x: number;
  stemUp: boolean;
  stemX: number;
  tipY: number;
  top: number;
}

const HEAD_RX = 0.62;
const HEAD_RY = 0.44;
const STEM_LENGTH = 3.4;

export function positionY(frame: StaffFrame, position: number): number {
  return frame.staffTop + ((8 - position) * frame.space) / 2;
}

export function drawGlyph(frame: StaffFrame, glyph: Glyph[], x: number, y: number): void {
  for (const part of glyph) {
    const path = placePath(part.path, x, y, frame.space);
    if (part.stroke) frame.surface.stroke(path, part.stroke * frame.space, frame.colour);
    else frame.surface.fill(path, frame.colour);
  }
}

function baseValue(duration: number): number {
  return [3, 1.5, 0.75].includes(duration) ? duration / 1.5 : duration;
}

/** Prepares stems for all events of a system; beamed groups share one direction and one height. */
export function measureEvents(
  frame: StaffFrame,
  events: { event: NotationEvent; x: number }[],
  beams: NotationEvent[][],
): EventGeometry[] {
  const s = frame.space;
  const geometry = events
    .filter(({ event }) => !event.isRest)
    .map(({ event, x }): EventGeometry => {
      const low = event.heads[0]?.position ?? 4;
      const high = event.heads[event.heads.length - 1]?.position ?? 4;
      const stemUp = frame.isPercussion || (low + high) / 2 < 4;
      const stemX = stemUp ? x + HEAD_RX * s - 0.06 * s : x - HEAD_RX * s + 0.06 * s;
      const tipY = stemUp
        ? Math.min(positionY(frame, high) - STEM_LENGTH * s, positionY(frame, 4))
        : Math.max(positionY(frame, low) + STEM_LENGTH * s, positionY(frame, 4));
      const top = Math.min(stemUp ? tipY : positionY(frame, high) - s, positionY(frame, high) - s);
      return { event, x, stemUp, stemX, tipY, top };
    });
  for (const group of beams) {
    const members = geometry.filter((g) => group.includes(g.event));
    const positions = members.flatMap((g) => g.event.heads.map((h) => h.position));
    const stemUp =
      frame.isPercussion || positions.reduce((a, b) => a + b, 0) / positions.length < 4;
    const tipY = stemUp
      ? Math.min(
          ...members.map(
            (g) => positionY(frame, g.event.heads.at(-1)?.position ?? 4) - STEM_LENGTH * s,
          ),
        )
      : Math.max(
          ...members.map(
            (g) => positionY(frame, g.event.heads[0]?.position ?? 4) + STEM_LENGTH * s,
          ),
        );
    for (const g of members) {
      g.stemUp = stemUp;
      g.stemX = stemUp ? g.x + HEAD_RX * s - 0.06 * s : g.x - HEAD_RX * s + 0.06 * s;
      g.tipY = tipY;
      g.top = Math.min(stemUp ? tipY : g.top, g.top);
    }
  }
  return geometry;
}

export function drawEvent(frame: StaffFrame, g: EventGeometry, isBeamed: boolean): void {
  const { surface, space: s, colour } = frame;
  const base = baseValue(g.event.duration);
  const isDotted = base !== g.event.duration;
  const heads = g.stemUp ? g.event.heads : [...g.event.heads].reverse();
  let previous: { head: NoteHead; shifted: boolean } | undefined;
  let accidentalColumn = 0;
  for (const head of heads) {
    // Notes a second apart go either side of the stem so they do not overlap.
    const isSecond =
      previous && Math.abs(head.position - previous.head.position) === 1 && !previous.shifted;
    const shift = isSecond ? (g.stemUp ? 1 : -1) * (2 * HEAD_RX - 0.1) * s : 0;
    previous = { head, shifted: Boolean(isSecond) };
    const x = g.x + shift;
    const y = positionY(frame, head.position);
    drawLedgerLines(frame, g.x, head.position);
    if (head.head === 'x') {
      const r = 0.45 * s;
      surface.stroke(linePath(x - r, y - r, x + r, y + r), 0.16 * s, colour);
      surface.stroke(linePath(x - r, y + r, x + r, y - r), 0.16 * s, colour);
    } else if (base >= 2) {
      surface.stroke(
        ellipsePath(x, y, HEAD_RX * s * (base === 4 ? 1.1 : 1), HEAD_RY * s * 0.85, -20),
        0.17 * s,
        colour,
      );
    } else {
      surface.fill(ellipsePath(x, y, HEAD_RX * s, HEAD_RY * s, -20), colour);
    }
    if (head.accidental !== undefined) {
      const glyph = ACCIDENTALS[head.accidental];
      if (glyph) drawGlyph(frame, glyph, g.x - (HEAD_RX + 1.4 + accidentalColumn * 1.1) * s, y);
      accidentalColumn += 1;
    }
    if (isDotted) {
      const dotY = head.position % 2 === 0 ? y - s / 2 : y;
      surface.fill(
        ellipsePath(g.x + (HEAD_RX + 0.55) * s + Math.max(0, shift), dotY, 0.18 * s, 0.18 * s),
        colour,
      );
    }
    if (head.isOpen) {
      surface.stroke(ellipsePath(g.x, g.tipY - 0.9 * s, 0.3 * s, 0.3 * s), 0.12 * s, colour);
    }
  }
  if (base < 4) {
    const far = g.stemUp ? g.event.heads[0] : g.event.heads.at(-1);
    const fromY = positionY(frame, far?.position ?? 4);
    surface.stroke(linePath(g.stemX, fromY, g.stemX, g.tipY), 0.12 * s, colour);
  }
  if (base < 1 && !isBeamed) {
    const flags = base <= 0.25 ? 2 : 1;
    for (let i = 0; i < flags; i += 1) {
      const y = g.tipY + (g.stemUp ? i : -i) * 0.8 * s;
      surface.stroke(placePath(flagPath(g.stemUp), g.stemX, y, s), 0.2 * s, colour);
    }
  }
  if (g.event.isAccented) {
    const y =
      Math.min(g.top, frame.staffTop) - 1.0 * s - (g.event.heads.some((h) => h.isOpen) ? s : 0);
    surface.stroke(
      `M${g.x - 0.5 * s} ${y - 0.35 * s}L${g.x + 0.5 * s} ${y}L${g.x - 0.5 * s} ${y + 0.35 * s}`,
      0.14 * s,
      colour,
    );
  }
}

function drawLedgerLines(frame: StaffFrame, x: number, position: number): void {
  const half = (HEAD_RX + 0.35) * frame.space;
  const draw = (p: number) =>
    frame.surface.stroke(
      linePath(x - half, positionY(frame, p), x + half, positionY(frame, p)),
      0.12 * frame.space,
      frame.colour,
    );
  for (let p = -2; p >= position; p -= 2) draw(p);
  for (let p = 10; p <= position; p += 2) draw(p);
}

export function drawBeams(frame: StaffFrame, group: EventGeometry[]): void {
  const first = group[0];
  const last = group[group.length - 1];
  if (!first || !last) return;
  const s = frame.space;
  const thickness = (first.stemUp ? 1 : -1) * 0.5 * s;
  const beam = (x1: number, x2: number, y: number) =>
    frame.surface.fill(
      polygonPath([
        [x1, y],
        [x2, y],
        [x2, y + thickness],
        [x1, y + thickness],
      ]),
      frame.colour,
    );
  beam(first.stemX - 0.06 * s, last.stemX + 0.06 * s, first.tipY);
  // Second beam for sixteenths: joined between neighbours, a stub for a lone sixteenth.
  const secondY = first.tipY + (first.stemUp ? 0.8 : -0.8) * s;
  group.forEach((g, i) => {
    if (baseValue(g.event.duration) > 0.25) return;
    const next = group[i + 1];
    const before = group[i - 1];
    if (next && baseValue(next.event.duration) <= 0.25) beam(g.stemX, next.stemX, secondY);
    else if (!(before && baseValue(before.event.duration) <= 0.25)) {
      const stub = next ? 1.1 * s : -1.1 * s;
      beam(Math.min(g.stemX, g.stemX + stub), Math.max(g.stemX, g.stemX + stub), secondY);
    }
  });
}

export function drawRest(frame: StaffFrame, event: NotationEvent, x: number): void {
  const glyph = RESTS[event.isBarRest ? 4 : baseValue(event.duration)] ?? RESTS[1];
  if (glyph) drawGlyph(frame, glyph, x, positionY(frame, 4));
  if (!event.isBarRest && baseValue(event.duration) !== event.duration) {
    frame.surface.fill(
      ellipsePath(
        x + 1.5 * frame.space,
        positionY(frame, 5),
        0.18 * frame.space,
        0.18 * frame.space,
      ),
      frame.colour,
    );
  }
}
