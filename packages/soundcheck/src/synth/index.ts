// Test-corpus synthesiser (entry "@bandbook/soundcheck/synth"): renders reference notes as takes with
// several timbres so tests, the benchmark and end-to-end tests can make WAVs without recordings.
export { renderTake } from './render-take.js';
export type { RenderOptions } from './render-take.js';
export { addNoise } from './noise.js';
export type { Span } from './noise.js';
export { createRandom, createGaussian } from './random.js';
export { pitchCurveAt, PITCHED_TIMBRES } from './types.js';
export type { PitchCurve, RenderedTake, SynthNote, Timbre } from './types.js';
export { drumVoiceFor } from './drum-kit.js';
