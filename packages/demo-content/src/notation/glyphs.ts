// Music symbols drawn for this package as paths in staff-space units (1 = distance between two staff
// lines), y downwards, using only absolute M, L, C and Z so placePath() can scale them. Each glyph's
// origin is stated; stroked glyphs also give their stroke width in staff spaces.

export interface Glyph {
  path: string;
  /** Stroke width in staff spaces; filled when absent. */
  stroke?: number;
}

/** Treble clef. Origin: the G line (second from the bottom), at the clef's spine. */
export const TREBLE_CLEF: Glyph[] = [
  {
    stroke: 0.2,
    path:
      'M0.2 0.15C0.2 -0.35 -0.55 -0.35 -0.55 0.2C-0.55 0.95 0.85 1.0 0.9 0.1' +
      'C0.95 -0.75 -0.05 -0.95 -0.55 -1.35C-1.05 -1.8 -0.25 -2.7 0.2 -3.35' +
      'C0.5 -3.8 0.5 -4.55 0.15 -4.5C-0.25 -4.45 -0.25 -3.2 -0.1 -2.1L0.3 1.95' +
      'C0.35 2.55 -0.25 2.75 -0.5 2.3',
  },
  {
    path: 'M-0.25 2.3C-0.25 2.45 -0.38 2.58 -0.53 2.58C-0.68 2.58 -0.8 2.45 -0.8 2.3C-0.8 2.15 -0.68 2.02 -0.53 2.02C-0.38 2.02 -0.25 2.15 -0.25 2.3Z',
  },
];

/** Bass clef. Origin: the F line (second from the top), at the clef's head. */
export const BASS_CLEF: Glyph[] = [
  {
    path: 'M0.32 0C0.32 0.18 0.18 0.32 0 0.32C-0.18 0.32 -0.32 0.18 -0.32 0C-0.32 -0.18 -0.18 -0.32 0 -0.32C0.18 -0.32 0.32 -0.18 0.32 0Z',
  },
  { stroke: 0.22, path: 'M-0.2 -0.05C-0.1 -0.95 1.3 -1.05 1.45 -0.15C1.6 0.85 0.7 1.9 -0.35 2.55' },
  {
    path: 'M2.05 -0.5C2.05 -0.36 1.94 -0.25 1.8 -0.25C1.66 -0.25 1.55 -0.36 1.55 -0.5C1.55 -0.64 1.66 -0.75 1.8 -0.75C1.94 -0.75 2.05 -0.64 2.05 -0.5Z',
  },
  {
    path: 'M2.05 0.5C2.05 0.64 1.94 0.75 1.8 0.75C1.66 0.75 1.55 0.64 1.55 0.5C1.55 0.36 1.66 0.25 1.8 0.25C1.94 0.25 2.05 0.36 2.05 0.5Z',
  },
];

/** Percussion clef: two bars. Origin: the middle line, at the left bar. */
export const PERCUSSION_CLEF: Glyph[] = [
  { path: 'M0 -1L0.4 -1L0.4 1L0 1Z' },
  { path: 'M0.8 -1L1.2 -1L1.2 1L0.8 1Z' },
];

/** Rests. Origin: the middle line, at the rest's left edge. */
export const RESTS: Record<number, Glyph[]> = {
  4: [{ path: 'M0 -1L1.2 -1L1.2 -0.5L0 -0.5Z' }],
  2: [{ path: 'M0 -0.5L1.2 -0.5L1.2 0L0 0Z' }],
  1: [
    {
      stroke: 0.28,
      path: 'M0.15 -1.5L0.75 -0.75L0.25 -0.1L0.8 0.6C0.2 0.35 -0.1 1.0 0.45 1.45',
    },
  ],
  0.5: [
    {
      path: 'M0.45 -0.55C0.45 -0.39 0.32 -0.26 0.16 -0.26C0 -0.26 -0.13 -0.39 -0.13 -0.55C-0.13 -0.71 0 -0.84 0.16 -0.84C0.32 -0.84 0.45 -0.71 0.45 -0.55Z',
    },
    { stroke: 0.16, path: 'M0.2 -0.35C0.45 -0.25 0.75 -0.45 0.9 -0.75L0.35 1.1' },
  ],
  0.25: [
    {
      path: 'M0.55 -0.55C0.55 -0.39 0.42 -0.26 0.26 -0.26C0.1 -0.26 -0.03 -0.39 -0.03 -0.55C-0.03 -0.71 0.1 -0.84 0.26 -0.84C0.42 -0.84 0.55 -0.71 0.55 -0.55Z',
    },
    {
      path: 'M0.3 0.45C0.3 0.61 0.17 0.74 0.01 0.74C-0.15 0.74 -0.28 0.61 -0.28 0.45C-0.28 0.29 -0.15 0.16 0.01 0.16C0.17 0.16 0.3 0.29 0.3 0.45Z',
    },
    { stroke: 0.16, path: 'M0.3 -0.35C0.55 -0.25 0.85 -0.45 1.0 -0.75L0.25 2.0' },
    { stroke: 0.16, path: 'M0.05 0.65C0.3 0.75 0.6 0.55 0.75 0.25' },
  ],
};

/** Accidentals. Origin: the note's staff position, at the accidental's left edge. */
export const ACCIDENTALS: Record<number, Glyph[]> = {
  1: [
    { stroke: 0.1, path: 'M0.25 -1.2L0.25 1.3' },
    { stroke: 0.1, path: 'M0.65 -1.3L0.65 1.2' },
    { stroke: 0.26, path: 'M0 -0.3L0.9 -0.6' },
    { stroke: 0.26, path: 'M0 0.55L0.9 0.25' },
  ],
  [-1]: [
    { stroke: 0.1, path: 'M0.05 -1.9L0.05 0.5' },
    { stroke: 0.18, path: 'M0.05 0.5C0.95 -0.05 0.95 -0.75 0.05 -0.15' },
  ],
  0: [
    { stroke: 0.1, path: 'M0.1 -1.3L0.1 0.55' },
    { stroke: 0.1, path: 'M0.6 -0.55L0.6 1.3' },
    { stroke: 0.24, path: 'M0.1 -0.2L0.6 -0.4' },
    { stroke: 0.24, path: 'M0.1 0.45L0.6 0.25' },
  ],
};

/** An eighth-note flag on an up-stem. Origin: the stem's tip. Mirrored for down-stems. */
export function flagPath(stemUp: boolean): string {
  const s = stemUp ? 1 : -1;
  return `M0 0C0.15 ${0.9 * s} 1.2 ${1.2 * s} 0.85 ${2.6 * s}`;
}
