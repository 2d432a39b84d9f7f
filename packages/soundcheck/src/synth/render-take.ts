// Renders a list of notes with one timbre into a mono take, returning the pitch each note really had.
import { renderBrassNote } from './brass.js';
import { renderDrumHit } from './drum-kit.js';
import { renderFluteNote } from './flute.js';
import { renderPluckedNote } from './plucked-string.js';
import { createRandom } from './random.js';
import type { PitchCurve, RenderedTake, SynthNote, Timbre } from './types.js';
import { renderVoiceNote } from './voice.js';

export interface RenderOptions {
  timbre: Timbre;
  sampleRate: number;
  /** Length of the take in seconds; default: the last note's end plus one second. */
  duration?: number;
  seed?: number;
}

export function renderTake(notes: readonly SynthNote[], options: RenderOptions): RenderedTake {
  const { timbre, sampleRate } = options;
  const end = notes.reduce((latest, note) => Math.max(latest, note.time + note.duration), 0);
  const duration = options.duration ?? end + 1;
  const samples = new Float32Array(Math.max(1, Math.round(duration * sampleRate)));
  const random = createRandom(options.seed ?? 1);
  const curves: PitchCurve[] = [];
  for (const note of notes) {
    switch (timbre) {
      case 'plucked':
        curves.push(renderPluckedNote(samples, sampleRate, note, random));
        break;
      case 'brass':
        curves.push(renderBrassNote(samples, sampleRate, note));
        break;
      case 'flute':
        curves.push(renderFluteNote(samples, sampleRate, note, random));
        break;
      case 'voice':
        curves.push(renderVoiceNote(samples, sampleRate, note, random));
        break;
      case 'drums':
        renderDrumHit(samples, sampleRate, note.time, note.midi, note.velocity, random);
        break;
    }
  }
  return { sampleRate, samples, curves };
}
