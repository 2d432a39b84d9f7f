// The input worklet's logic on a synthesised take fed in 128-frame blocks, as the audio thread feeds
// it: the same notes as the offline analysis from the start frame, the samples kept exactly, the
// level before the start, the last note flushed by stop, the live pitch for the tuner.
import { describe, expect, it } from 'vitest';
import { analyseTake } from '@bandbook/soundcheck';
import { renderTake } from '@bandbook/soundcheck/synth';
import { InputProcessorCore, type InputCommand, type InputMessage } from './input-processor';

const SR = 48_000;

function melody() {
  const notes = [60, 62, 64, 65, 67, 69, 71, 72].map((midi, i) => ({
    time: 1.5 + i * 0.5,
    duration: 0.4,
    midi,
    velocity: 0.8,
  }));
  return renderTake(notes, { timbre: 'brass', sampleRate: SR, duration: 7, seed: 3 }).samples;
}

function run(samples: Float32Array, commands: Map<number, InputCommand>) {
  const messages: { message: InputMessage; transfer?: Transferable[] }[] = [];
  const core = new InputProcessorCore({
    sampleRate: SR,
    post: (message, transfer) => messages.push({ message, transfer }),
  });
  const block = new Float32Array(128);
  for (let frame = 0; frame + 128 <= samples.length; frame += 128) {
    const command = commands.get(frame);
    if (command) core.command(command);
    block.set(samples.subarray(frame, frame + 128));
    core.process(block, frame);
  }
  return messages.map((entry) => entry.message);
}

describe('InputProcessorCore', () => {
  const samples = melody();
  const startFrame = SR + 37;
  const stopFrame = 6 * SR + 128 * 10;
  const analyse = { nonPitched: false, chords: false, fmin: 100, fmax: 1500 };
  const messages = run(
    samples,
    new Map<number, InputCommand>([
      [128 * 100, { type: 'start', startFrame, analyse, keepSamples: true }],
      [stopFrame, { type: 'stop' }],
    ]),
  );

  it('hears the same notes as the offline analysis from the start frame', () => {
    const live = messages.flatMap((m) => (m.type === 'note' ? [m.note] : []));
    const offline = analyseTake(samples.slice(startFrame, stopFrame), {
      sampleRate: SR,
      ...analyse,
    });
    expect(live.length).toBe(8);
    expect(live.length).toBe(offline.notes.length);
    live.forEach((note, i) => {
      expect(Math.abs(note.onset - offline.notes[i]!.onset)).toBeLessThanOrEqual(512 / SR);
      expect(Math.round(note.midi!)).toBe(Math.round(offline.notes[i]!.midi!));
    });
    // Take time 0 is the start frame: the first note (1.5 s into the audio) at about 0.5 s.
    expect(Math.abs(live[0]!.onset - (1.5 - startFrame / SR))).toBeLessThan(0.03);
  });

  it('keeps the samples from the start frame exactly and reports the length on stop', () => {
    const kept = messages.flatMap((m) => (m.type === 'samples' ? [m.data] : []));
    const joined = new Float32Array(kept.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of kept) {
      joined.set(chunk, offset);
      offset += chunk.length;
    }
    expect(joined).toEqual(samples.slice(startFrame, stopFrame));
    const stopped = messages.find((m) => m.type === 'stopped');
    expect(stopped).toEqual({ type: 'stopped', duration: (stopFrame - startFrame) / SR });
    // The notes come before 'stopped' (the last one flushed by stop).
    const lastNote = messages.map((m) => m.type).lastIndexOf('note');
    expect(lastNote).toBeLessThan(messages.findIndex((m) => m.type === 'stopped'));
  });

  it('meters the input before the take starts', () => {
    const firstLevel = messages.findIndex((m) => m.type === 'level');
    const firstNote = messages.findIndex((m) => m.type === 'note');
    expect(firstLevel).toBeGreaterThanOrEqual(0);
    expect(firstLevel).toBeLessThan(firstNote);
    // A sine of amplitude 0.5 reads an RMS of 0.5/√2.
    const sine = Float32Array.from(
      { length: SR / 2 },
      (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / SR),
    );
    const levels = run(sine, new Map()).flatMap((m) => (m.type === 'level' ? [m.rms] : []));
    expect(levels.length).toBeGreaterThan(10);
    expect(levels.at(-1)).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('gives the tuner the live pitch, and stops when idle', () => {
    const tone = renderTake([{ time: 0, duration: 2, midi: 69, velocity: 0.8 }], {
      timbre: 'brass',
      sampleRate: SR,
      duration: 2,
    }).samples;
    const out = run(
      tone,
      new Map<number, InputCommand>([
        [0, { type: 'monitor' }],
        [128 * 500, { type: 'idle' }],
      ]),
    );
    const idleAt = out.findIndex((m, i) => i > 0 && m.type === 'level' && i > out.length * 0.9);
    const pitches = out.flatMap((m) => (m.type === 'pitch' && m.hz ? [m.hz] : []));
    expect(pitches.length).toBeGreaterThan(20);
    const middle = pitches[Math.floor(pitches.length / 2)]!;
    expect(Math.abs(1200 * Math.log2(middle / 440))).toBeLessThan(10);
    expect(out.slice(idleAt).some((m) => m.type === 'pitch')).toBe(false);
  });
});
