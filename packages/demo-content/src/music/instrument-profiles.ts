// What each instrument means outside the synthesiser: its label, the pitch range SoundCheck listens
// in (fmin/fmax), its General MIDI program, and how the e-book writes it.

import type { InstrumentId } from './note-data.js';

export interface InstrumentProfile {
  label: string;
  /** Lowest and highest fundamental (Hz) the pitch tracker should consider. */
  fmin: number;
  fmax: number;
  /** General MIDI program (0-based); unused for drums, which go to channel 10. */
  gmProgram: number;
  clef: 'treble' | 'bass' | 'percussion';
  /** Semitones between written and sounding pitch (guitar and bass are written an octave up). */
  writtenTranspose: number;
  /** Open-string tuning when the e-book adds a tab staff. */
  tabTuning?: number[];
}

export const INSTRUMENT_PROFILES: Record<InstrumentId, InstrumentProfile> = {
  guitar: {
    label: 'Guitar',
    fmin: 70,
    fmax: 1400,
    gmProgram: 27,
    clef: 'treble',
    writtenTranspose: 12,
    tabTuning: [40, 45, 50, 55, 59, 64],
  },
  bass: {
    label: 'Bass',
    fmin: 30,
    fmax: 400,
    gmProgram: 33,
    clef: 'bass',
    writtenTranspose: 12,
    tabTuning: [28, 33, 38, 43],
  },
  drums: {
    label: 'Drums',
    fmin: 40,
    fmax: 10000,
    gmProgram: 0,
    clef: 'percussion',
    writtenTranspose: 0,
  },
  keys: { label: 'Keys', fmin: 50, fmax: 2100, gmProgram: 4, clef: 'treble', writtenTranspose: 0 },
  saxophone: {
    label: 'Saxophone',
    fmin: 120,
    fmax: 1000,
    gmProgram: 65,
    clef: 'treble',
    writtenTranspose: 0,
  },
  trumpet: {
    label: 'Trumpet',
    fmin: 150,
    fmax: 1100,
    gmProgram: 56,
    clef: 'treble',
    writtenTranspose: 0,
  },
  flute: {
    label: 'Flute',
    fmin: 240,
    fmax: 2200,
    gmProgram: 73,
    clef: 'treble',
    writtenTranspose: 0,
  },
  violin: {
    label: 'Violin',
    fmin: 180,
    fmax: 2700,
    gmProgram: 40,
    clef: 'treble',
    writtenTranspose: 0,
  },
  voice: {
    label: 'Voice',
    fmin: 75,
    fmax: 1100,
    gmProgram: 53,
    clef: 'treble',
    writtenTranspose: 0,
  },
};
