// The genre, instrument and skill-level lists the demo books are tagged with (seeded as the server's
// reference lists).

import type { ReferenceItem } from '../types.js';
import { INSTRUMENT_PROFILES } from '../music/instrument-profiles.js';

export const GENRES: ReferenceItem[] = [
  { id: 'rock', label: 'Rock' },
  { id: 'blues', label: 'Blues' },
  { id: 'jazz', label: 'Jazz' },
  { id: 'pop', label: 'Pop' },
  { id: 'classical', label: 'Classical' },
  { id: 'funk', label: 'Funk' },
  { id: 'latin', label: 'Latin' },
  { id: 'country', label: 'Country' },
];

export const INSTRUMENTS: ReferenceItem[] = Object.entries(INSTRUMENT_PROFILES).map(
  ([id, profile]) => ({ id, label: profile.label }),
);

export const SKILL_LEVELS: ReferenceItem[] = [
  { id: 'beginner', label: 'Beginner' },
  { id: 'intermediate', label: 'Intermediate' },
  { id: 'advanced', label: 'Advanced' },
];

/** Cover and video colours per genre: the first genre of a book picks its palette. */
export const GENRE_COLOURS: Record<string, { dark: string; light: string; accent: string }> = {
  rock: { dark: '#3b0a0a', light: '#b3261e', accent: '#ffb4a9' },
  blues: { dark: '#0b1d3a', light: '#1f4e99', accent: '#a8c8ff' },
  jazz: { dark: '#2a1a05', light: '#8a5a12', accent: '#ffd699' },
  pop: { dark: '#3a0b33', light: '#c2188f', accent: '#ffb0e6' },
  classical: { dark: '#1d1d12', light: '#6b6b3a', accent: '#f1efc2' },
  funk: { dark: '#2b1240', light: '#7a3fb5', accent: '#f5c542' },
  latin: { dark: '#3a1a00', light: '#d9661a', accent: '#ffe08a' },
  country: { dark: '#1f2a12', light: '#5e7d2a', accent: '#f2d7a0' },
  folk: { dark: '#13261f', light: '#2f7a5f', accent: '#cdeede' },
  metal: { dark: '#111114', light: '#4a4a55', accent: '#d7d9e0' },
};
