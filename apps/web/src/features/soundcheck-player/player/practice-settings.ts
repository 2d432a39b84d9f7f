// The practice settings remembered per learner and exercise (issue 47 item 3, decision 067): the
// document the server keeps (practiceSettingsSchema: part, tempo, loop, ramp, wait mode), read from
// the player's state and applied back to an opened exercise. What no longer fits the exercise is
// dropped, not forced: a part it no longer has, a loop past its last bar.
import { practiceSettingsSchema, type PracticeSettings } from '@bandbook/domain';
import type { PlayerState } from './player-state';

export type { PracticeSettings };

/** What the player applies: only the fields that are valid for this exercise. */
export interface ApplicableSettings {
  partName: string | null;
  tempo: number;
  loop: PracticeSettings['loop'];
  ramp: PracticeSettings['ramp'];
  waitMode: boolean;
}

/** The document of the player's current practice settings. */
export function settingsOf(
  state: Pick<PlayerState, 'partName' | 'tempo' | 'loop' | 'ramp' | 'waitMode'>,
): PracticeSettings {
  return {
    part: state.partName,
    tempo: state.tempo,
    loop: state.loop ? { startBar: state.loop.startBar, endBar: state.loop.endBar } : null,
    ramp: state.ramp ? { ...state.ramp } : null,
    waitMode: state.waitMode,
  };
}

/** Equal documents (saving one equal to the last saved is skipped). */
export function sameSettings(a: PracticeSettings, b: PracticeSettings): boolean {
  return JSON.stringify(settingsOf(fromDoc(a))) === JSON.stringify(settingsOf(fromDoc(b)));
}

const fromDoc = (doc: PracticeSettings) => ({
  partName: doc.part,
  tempo: doc.tempo,
  loop: doc.loop,
  ramp: doc.ramp,
  waitMode: doc.waitMode,
});

/** A stored document read back (the server's or this device's), or null when it is not one. */
export function parseSettings(value: unknown): PracticeSettings | null {
  const parsed = practiceSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export interface ExerciseShape {
  /** The exercise's parts by name. */
  parts: readonly { name: string }[];
  /** Bars on its timeline (count-in included): a loop must end at or before this. */
  bars: number;
}

/** The settings to apply to this exercise: a missing part or a loop past the end are dropped. */
export function applicableSettings(
  doc: PracticeSettings,
  exercise: ExerciseShape,
): ApplicableSettings {
  const part = doc.part !== null && exercise.parts.some((entry) => entry.name === doc.part);
  const loop =
    doc.loop && doc.loop.startBar < doc.loop.endBar && doc.loop.endBar <= exercise.bars
      ? { startBar: doc.loop.startBar, endBar: doc.loop.endBar }
      : null;
  return {
    partName: part ? doc.part : null,
    tempo: doc.tempo,
    loop,
    ramp: doc.ramp,
    waitMode: doc.waitMode,
  };
}
