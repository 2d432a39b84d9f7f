// Lays an exercise out in systems of whole bars for a given width and staff space: which bars go on
// which line, where each bar and beat falls horizontally, and how tall each system is. The e-book
// and the video (whose playhead follows beatX) share it.

import type { Exercise } from '../music/note-data.js';
import { beatsPerBar } from '../music/note-data.js';
import type { InstrumentProfile } from '../music/instrument-profiles.js';
import type { NotatedBar } from './bar-events.js';

export interface SystemLayout {
  bars: NotatedBar[];
  /** x of every bar line, from the left edge of the system (bars.length + 1 values). */
  barLines: number[];
  headerWidth: number;
  /** Offsets from the top of the system block. */
  staffTop: number;
  tabTop?: number;
  height: number;
  isFirst: boolean;
  isLast: boolean;
}

export interface ScoreLayout {
  space: number;
  width: number;
  systems: SystemLayout[];
}

const CLEF_WIDTH = 4.2;
const TIME_SIGNATURE_WIDTH = 2.6;
/** Room above the staff for stems, accents and chord symbols; drum notation reaches higher. */
const STAFF_TOP = 6.5;
const PERCUSSION_STAFF_TOP = 8.5;
const BELOW_STAFF = 4.5;
const TAB_GAP = 2.5;
export const TAB_LINE_SPACING = 1.5;
const BAR_PADDING_LEFT = 2.8;
const BAR_PADDING_RIGHT = 1.2;

export function layoutScore(
  bars: NotatedBar[],
  profile: InstrumentProfile,
  width: number,
  space: number,
): ScoreLayout {
  const busiest = Math.max(1, ...bars.map((bar) => bar.events.length));
  const available = width - (CLEF_WIDTH + TIME_SIGNATURE_WIDTH) * space;
  const perSystem = [4, 3, 2, 1].find((n) => available / n >= (busiest * 1.7 + 3) * space) ?? 1;
  const strings = profile.tabTuning?.length ?? 0;
  const staffTop = profile.clef === 'percussion' ? PERCUSSION_STAFF_TOP : STAFF_TOP;
  const tabHeight = strings > 0 ? TAB_GAP + (strings - 1) * TAB_LINE_SPACING + 2 : 0;
  const systems: SystemLayout[] = [];
  for (let first = 0; first < bars.length; first += perSystem) {
    const systemBars = bars.slice(first, first + perSystem);
    const isFirst = first === 0;
    const headerWidth = (CLEF_WIDTH + (isFirst ? TIME_SIGNATURE_WIDTH : 0)) * space;
    // Every system uses the full width so the bar lines of all lines end flush right.
    const barWidth = (width - headerWidth) / systemBars.length;
    systems.push({
      bars: systemBars,
      barLines: systemBars.map((_, i) => headerWidth + i * barWidth).concat(width),
      headerWidth,
      staffTop: staffTop * space,
      ...(strings > 0 ? { tabTop: (staffTop + 4 + BELOW_STAFF + TAB_GAP - 2) * space } : {}),
      height: (staffTop + 4 + BELOW_STAFF + tabHeight) * space,
      isFirst,
      isLast: first + perSystem >= bars.length,
    });
  }
  return { space, width, systems };
}

/** x (from the system's left edge) of a beat inside the system, or undefined if it is elsewhere. */
export function beatX(
  system: SystemLayout,
  exercise: Exercise,
  beat: number,
  space: number,
): number | undefined {
  const perBar = beatsPerBar(exercise);
  const barIndex = Math.floor(beat / perBar + 1e-9);
  const slot = system.bars.findIndex((bar) => bar.index === barIndex);
  const left = system.barLines[slot];
  const right = system.barLines[slot + 1];
  if (slot < 0 || left === undefined || right === undefined) return undefined;
  const contentLeft = left + BAR_PADDING_LEFT * space;
  const contentRight = right - BAR_PADDING_RIGHT * space;
  return contentLeft + ((beat - barIndex * perBar) / perBar) * (contentRight - contentLeft);
}
