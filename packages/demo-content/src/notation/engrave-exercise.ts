// Engraves a whole exercise (all its systems) into a box of a given width, shrinking the staff until
// it fits the height available: one exercise per e-book page, whatever its length.

import type { Exercise } from '../music/note-data.js';
import { learnerPart } from '../music/note-data.js';
import { INSTRUMENT_PROFILES } from '../music/instrument-profiles.js';
import { notateBars } from './bar-events.js';
import { engraveSystem } from './engrave-system.js';
import { layoutScore, type ScoreLayout } from './score-layout.js';
import type { Surface } from './surface.js';

export interface EngraveBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const MAX_SPACE = 6.5;
const MIN_SPACE = 4;

/** The layout that fits the box, largest staff first. */
export function fitExercise(exercise: Exercise, width: number, height: number): ScoreLayout {
  const part = learnerPart(exercise);
  const profile = INSTRUMENT_PROFILES[part.instrument];
  const bars = notateBars(exercise, part);
  let layout = layoutScore(bars, profile, width, MAX_SPACE);
  for (let space = MAX_SPACE; space >= MIN_SPACE; space -= 0.25) {
    layout = layoutScore(bars, profile, width, space);
    if (totalHeight(layout) <= height) break;
  }
  return layout;
}

export function totalHeight(layout: ScoreLayout): number {
  return layout.systems.reduce((sum, system) => sum + system.height, 0);
}

export function engraveExercise(
  surface: Surface,
  exercise: Exercise,
  box: EngraveBox,
  colour = '#111111',
) {
  const layout = fitExercise(exercise, box.width, box.height);
  const profile = INSTRUMENT_PROFILES[learnerPart(exercise).instrument];
  let y = box.y;
  for (const system of layout.systems) {
    engraveSystem(
      { surface, exercise, profile, space: layout.space, colour, paper: '#ffffff' },
      system,
      box.x,
      y,
    );
    y += system.height;
  }
  return layout;
}
