// The tuner's reading of a pitch (note name, cents, in tune within ±5 cents) and a session that
// opens its own microphone through the recorder while the tuner shows.
import { frequencyToNote } from '@bandbook/soundcheck';
import type { Recorder } from './recorder';

export const IN_TUNE_CENTS = 5;

export interface TunerReading {
  name: string;
  octave: number;
  cents: number;
  inTune: boolean;
}

export function tunerReading(hz: number | null): TunerReading | null {
  if (hz === null || !(hz > 0) || !Number.isFinite(hz)) return null;
  const note = frequencyToNote(hz);
  return {
    name: note.name,
    octave: note.octave,
    cents: note.cents,
    inTune: Math.abs(note.cents) <= IN_TUNE_CENTS,
  };
}

export class TunerSession {
  private active = false;
  private previous: Recorder['onPitch'];

  constructor(private readonly recorder: Recorder) {}

  /**
   * Opens the microphone (`deviceId`, or the default) and reports a reading (null: nothing pitched
   * heard) per pitch frame.
   */
  async start(onReading: (reading: TunerReading | null) => void, deviceId?: string): Promise<void> {
    if (this.active) return;
    this.previous = this.recorder.onPitch;
    this.recorder.onPitch = (hz) => {
      if (this.active) onReading(tunerReading(hz));
    };
    this.active = true;
    try {
      await this.recorder.monitor({ deviceId });
    } catch (error) {
      this.restore();
      throw error;
    }
  }

  /** Closes the tuner's microphone (a take on the same recorder is left alone). */
  stop() {
    if (!this.active) return;
    this.restore();
    void this.recorder.stopMonitor().catch(() => undefined);
  }

  private restore() {
    this.active = false;
    this.recorder.onPitch = this.previous;
  }
}
