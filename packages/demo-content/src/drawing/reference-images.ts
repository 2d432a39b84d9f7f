// The on/off images of the instrument and genre pickers (spec: "Genre and instrument (id, label,
// active, on/off images)"), drawn like the covers: an instrument is its motif on the brand colour
// (on) or in grey (off); a genre is a tile in its cover palette with the motif of an instrument
// typical of it (on), or the same tile in greys (off). Unknown ids get a neutral palette and a note.

import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { GENRE_COLOURS } from '../catalogue/reference-lists.js';
import { drawMotif, isMotifId, type MotifId } from './instrument-motifs.js';

export type ReferenceKind = 'instruments' | 'genres';
export type ReferenceImageState = 'on' | 'off';

/** Pixels per side: shown at 64 CSS pixels, sharp on screens of up to 2.5 device pixels each. */
export const REFERENCE_IMAGE_SIZE = 160;

/** indigo[6] and indigo[8] of the web app's Mantine theme, whose primary colour is indigo. */
const BRAND = { light: '#4c6ef5', dark: '#3b5bdb' };
const GREYS = { light: '#f1f3f5', dark: '#dee2e6', ink: '#adb5bd', detail: '#f8f9fa' };
const NEUTRAL = { dark: '#212529', light: '#495057', accent: '#e9ecef' };

const GENRE_MOTIFS: Record<string, MotifId> = {
  rock: 'guitar',
  blues: 'keys',
  jazz: 'saxophone',
  pop: 'voice',
  classical: 'violin',
  funk: 'bass',
  latin: 'trumpet',
  country: 'guitar',
  folk: 'ukulele',
  metal: 'drums',
};

function tile(g: SKRSContext2D, light: string, dark: string) {
  const size = REFERENCE_IMAGE_SIZE;
  const gradient = g.createLinearGradient(0, 0, size, size);
  gradient.addColorStop(0, light);
  gradient.addColorStop(1, dark);
  g.beginPath();
  g.roundRect(0, 0, size, size, size * 0.2);
  g.fillStyle = gradient;
  g.fill();
}

function staffWaves(g: SKRSContext2D, colour: string) {
  const size = REFERENCE_IMAGE_SIZE;
  g.strokeStyle = colour;
  g.lineWidth = 1.5;
  for (let line = 0; line < 5; line += 1) {
    const y = size * 0.62 + line * 7;
    g.beginPath();
    g.moveTo(0, y);
    g.bezierCurveTo(size * 0.33, y - 18, size * 0.66, y + 18, size, y - 4);
    g.stroke();
  }
}

/** A quaver: the picture of an id the project has no motif for. */
function note(g: SKRSContext2D, ink: string) {
  const c = REFERENCE_IMAGE_SIZE / 2;
  g.fillStyle = ink;
  g.beginPath();
  g.ellipse(c - 12, c + 28, 20, 14, -0.4, 0, Math.PI * 2);
  g.fill();
  g.fillRect(c + 4, c - 42, 7, 72);
  g.beginPath();
  g.moveTo(c + 11, c - 42);
  g.quadraticCurveTo(c + 40, c - 20, c + 30, c + 6);
  g.quadraticCurveTo(c + 30, c - 14, c + 11, c - 20);
  g.fill();
}

function picture(g: SKRSContext2D, motif: MotifId | undefined, ink: string, detail: string) {
  const c = REFERENCE_IMAGE_SIZE / 2;
  if (motif) drawMotif(g, motif, c, c, REFERENCE_IMAGE_SIZE * 0.6, ink, detail);
  else note(g, ink);
}

/** One picker image as a WebP (about 3 KB; a PNG is four times the size). */
export async function drawReferenceImage(
  kind: ReferenceKind,
  id: string,
  state: ReferenceImageState,
): Promise<Uint8Array> {
  const canvas = createCanvas(REFERENCE_IMAGE_SIZE, REFERENCE_IMAGE_SIZE);
  const g = canvas.getContext('2d');
  const on = state === 'on';
  if (kind === 'instruments') {
    if (on) tile(g, BRAND.light, BRAND.dark);
    else tile(g, GREYS.light, GREYS.dark);
    picture(
      g,
      isMotifId(id) ? id : undefined,
      on ? '#ffffff' : GREYS.ink,
      on ? BRAND.dark : GREYS.detail,
    );
  } else {
    const palette = GENRE_COLOURS[id] ?? NEUTRAL;
    if (on) {
      tile(g, palette.light, palette.dark);
      staffWaves(g, 'rgba(255,255,255,0.16)');
    } else {
      tile(g, GREYS.light, GREYS.dark);
      staffWaves(g, 'rgba(0,0,0,0.06)');
    }
    picture(g, GENRE_MOTIFS[id], on ? palette.accent : GREYS.ink, on ? palette.dark : GREYS.detail);
  }
  return new Uint8Array(await canvas.encode('webp', 90));
}
