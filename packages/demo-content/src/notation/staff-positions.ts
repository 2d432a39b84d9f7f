// Where a note sits on the staff: staff positions are counted in half spaces from the bottom line
// (0 = bottom line, 8 = top line). Pitched notes go through their spelling and clef; drum notes
// through the kit map below; tab needs a string and fret for every note.

import { GM_DRUMS } from '../music/drum-grooves.js';
import { spellPitch } from '../music/pitch.js';

/** Diatonic step of the bottom line: E4 for treble (4*7+2), G2 for bass (2*7+4). */
const BOTTOM_LINE: Record<'treble' | 'bass', number> = { treble: 30, bass: 18 };

export interface PitchedPosition {
  position: number;
  /** Diatonic step, for the bar's accidental memory. */
  diatonic: number;
  accidental: number;
}

export function pitchPosition(
  writtenMidi: number,
  clef: 'treble' | 'bass',
  spelling: 'sharps' | 'flats',
): PitchedPosition {
  const spelt = spellPitch(writtenMidi, spelling);
  return {
    position: spelt.diatonic - BOTTOM_LINE[clef],
    diatonic: spelt.diatonic,
    accidental: spelt.accidental,
  };
}

export interface DrumPosition {
  position: number;
  head: 'normal' | 'x';
  name: string;
  /** Small circle above: the open hi-hat. */
  isOpen?: boolean;
}

/** The common drum-kit staff layout: drums in the spaces, cymbals as crosses above. */
export const DRUM_POSITIONS: Record<number, DrumPosition> = {
  [GM_DRUMS.kick]: { position: 1, head: 'normal', name: 'Kick' },
  [GM_DRUMS.floorTom]: { position: 3, head: 'normal', name: 'Floor tom' },
  [GM_DRUMS.lowConga]: { position: 4, head: 'normal', name: 'Low conga' },
  [GM_DRUMS.snare]: { position: 5, head: 'normal', name: 'Snare' },
  [GM_DRUMS.sideStick]: { position: 5, head: 'x', name: 'Cross-stick' },
  [GM_DRUMS.clap]: { position: 5, head: 'x', name: 'Clap' },
  [GM_DRUMS.openConga]: { position: 6, head: 'normal', name: 'Open conga' },
  [GM_DRUMS.midTom]: { position: 6, head: 'normal', name: 'Mid tom' },
  [GM_DRUMS.highTom]: { position: 7, head: 'normal', name: 'High tom' },
  [GM_DRUMS.highConga]: { position: 7, head: 'normal', name: 'Muted conga' },
  [GM_DRUMS.ride]: { position: 8, head: 'x', name: 'Ride' },
  [GM_DRUMS.claves]: { position: 8, head: 'x', name: 'Claves' },
  [GM_DRUMS.closedHat]: { position: 9, head: 'x', name: 'Hi-hat' },
  [GM_DRUMS.openHat]: { position: 9, head: 'x', name: 'Open hi-hat', isOpen: true },
  [GM_DRUMS.cowbell]: { position: 9, head: 'x', name: 'Cowbell' },
  [GM_DRUMS.crash]: { position: 10, head: 'x', name: 'Crash' },
  [GM_DRUMS.pedalHat]: { position: -1, head: 'x', name: 'Hi-hat pedal' },
};

export function drumPosition(key: number): DrumPosition {
  const found = DRUM_POSITIONS[key];
  if (!found) throw new Error(`no staff position for drum ${key}`);
  return found;
}

export interface FrettedNote {
  /** 0 = lowest string. */
  string: number;
  fret: number;
}

/**
 * Picks strings and frets for a chord (or single note), highest note first on the highest free
 * string, keeping frets close to where the hand already is, as a player would.
 */
export function fretChord(sounding: number[], tuning: number[], hand: number): FrettedNote[] {
  const used = new Set<number>();
  const result: FrettedNote[] = [];
  for (const midi of [...sounding].sort((a, b) => b - a)) {
    let best: FrettedNote | undefined;
    let bestCost = Infinity;
    tuning.forEach((open, string) => {
      const fret = midi - open;
      if (used.has(string) || fret < 0 || fret > 15) return;
      const cost = Math.abs(fret - hand) + (fret === 0 ? -1.5 : 0) + fret * 0.1 + string * 0.01;
      if (cost < bestCost) {
        bestCost = cost;
        best = { string, fret };
      }
    });
    if (!best) throw new Error(`note ${midi} cannot be fretted`);
    used.add(best.string);
    result.push(best);
  }
  return result;
}
