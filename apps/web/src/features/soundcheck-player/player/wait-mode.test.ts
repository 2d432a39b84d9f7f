// Wait for Me's rule fed pitch frames: it holds at each onset until WAIT_MATCH_FRAMES frames in a row
// are within the engine's tolerance of the written note (a wrong note, a note 51 cents off, a broken
// run do not release it), chords take any of their notes, rests are played through, and a loop's
// wrap waits on its notes again.
import { describe, expect, it } from 'vitest';
import { midiToHz, SCORING_RULES } from '@bandbook/soundcheck';
import { matchesStep, WAIT_MATCH_FRAMES, WaitMode, waitSteps } from './wait-mode';

const note = (time: number, midi: number) => ({ time, duration: 0.4, midi, velocity: 0.8 });
const cents = (midi: number, offset: number) => midiToHz(midi + offset / 100);

// E4 at 2 s, a rest, G4 at 3 s, then a C major chord at 4 s (within the chord window).
const notes = [note(2, 64), note(3, 67), note(4, 60), note(4.01, 64), note(4.02, 67)];

function feed(wait: WaitMode, hz: number | null, frames: number) {
  const outcomes = [];
  for (let i = 0; i < frames; i++) outcomes.push(wait.push(hz));
  return outcomes;
}

describe('wait mode', () => {
  it('groups a chord into one step and names the notes', () => {
    const steps = waitSteps(notes);
    expect(steps.map((step) => step.time)).toEqual([2, 3, 4]);
    expect(steps[2]!.midis).toEqual([60, 64, 67]);
    const wait = new WaitMode(steps);
    expect(wait.reach(2)).toBe(0);
    expect(wait.view()).toMatchObject({ index: 0, count: 3, expected: 'E4', heard: null });
  });

  it('matches within the engine tolerance, octave included', () => {
    const [step] = waitSteps(notes);
    const tolerance = SCORING_RULES.pitchToleranceCents;
    expect(matchesStep(cents(64, tolerance - 1), step!)).toBe(true);
    expect(matchesStep(cents(64, -(tolerance - 1)), step!)).toBe(true);
    expect(matchesStep(cents(64, tolerance + 1), step!)).toBe(false);
    expect(matchesStep(midiToHz(76), step!)).toBe(false);
    expect(matchesStep(null, step!)).toBe(false);
  });

  it('plays on to the onset, then holds until the right pitch is stable', () => {
    const wait = new WaitMode(waitSteps(notes));
    expect(wait.reach(1.5)).toBe(-1);
    expect(wait.untilNext(1.5)).toBeCloseTo(0.5);
    expect(wait.push(midiToHz(64))).toBe('idle');
    expect(wait.reach(2.001)).toBe(0);
    expect(wait.holdTime).toBe(2);
    // A wrong note, however long, keeps it waiting, and shows what is heard.
    expect(feed(wait, midiToHz(65), 50)).not.toContain('released');
    expect(wait.view()?.heard).toBe('F4');
    // One frame short, then a gap: the count starts again.
    expect(feed(wait, midiToHz(64), WAIT_MATCH_FRAMES - 1)).not.toContain('released');
    expect(wait.push(null)).toBe('waiting');
    expect(feed(wait, midiToHz(64), WAIT_MATCH_FRAMES - 1)).not.toContain('released');
    expect(wait.push(midiToHz(64))).toBe('released');
    expect(wait.isHolding).toBe(false);
    expect(wait.view()).toBeNull();
  });

  it('does not wait again at the onset it played on from; the rest before the next is played', () => {
    const wait = new WaitMode(waitSteps(notes));
    wait.reach(2);
    feed(wait, midiToHz(64), WAIT_MATCH_FRAMES);
    expect(wait.reach(2)).toBe(-1);
    expect(wait.reach(2.5)).toBe(-1);
    expect(wait.untilNext(2.5)).toBeCloseTo(0.5);
    expect(wait.reach(3)).toBe(1);
    expect(wait.view()?.expected).toBe('G4');
  });

  it('takes any note of a chord', () => {
    const wait = new WaitMode(waitSteps(notes));
    expect(wait.reach(4)).toBe(2);
    expect(wait.view()?.expected).toBe('C4 E4 G4');
    expect(feed(wait, midiToHz(64), WAIT_MATCH_FRAMES)).toContain('released');
    expect(wait.nextStep(4.1)).toBe(-1);
  });

  it('in a loop, waits for nothing past its end and again on its notes after the wrap', () => {
    const loop = { start: 2, end: 3.5 };
    const wait = new WaitMode(waitSteps(notes));
    expect(wait.reach(2, loop)).toBe(0);
    feed(wait, midiToHz(64), WAIT_MATCH_FRAMES);
    expect(wait.reach(3, loop)).toBe(1);
    feed(wait, midiToHz(67), WAIT_MATCH_FRAMES);
    // The chord at 4 s is outside the loop: nothing ahead until the wrap.
    expect(wait.untilNext(3.2, loop)).toBeNull();
    expect(wait.reach(2, loop)).toBe(0);
  });

  it('holds at once when played from a held onset; reset forgets what was released', () => {
    const wait = new WaitMode(waitSteps(notes));
    wait.reach(2);
    feed(wait, midiToHz(64), WAIT_MATCH_FRAMES);
    wait.reset();
    expect(wait.reach(2)).toBe(0);
  });
});
