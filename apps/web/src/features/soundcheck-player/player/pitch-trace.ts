// The live pitch trace drawn over the reference notes: pitch readings from the input worklet, moved
// from take time to the reference timeline (minus the device latency, times the tempo factor).
import { hzToMidi } from '@bandbook/soundcheck';

export interface TracePoint {
  /** Seconds of the reference timeline. */
  time: number;
  /** Fractional MIDI number, or null where nothing was heard (a gap in the line). */
  midi: number | null;
}

/** Enough points for a few minutes at the worklet's rate (~one per 10 ms). */
const MAX_POINTS = 30_000;

export class PitchTrace {
  private points: TracePoint[] = [];
  private origin = 0;
  private latency = 0;
  /** Bumped on every change, so a canvas redraws only when needed. */
  version = 0;

  /** Starts a new trace whose take time 0 is reference time `origin`. */
  reset(origin: number) {
    this.points = [];
    this.origin = origin;
    this.version++;
  }

  /** Device latency in seconds: what the microphone hears arrives this much later. */
  setLatency(seconds: number) {
    this.latency = seconds;
  }

  push(hz: number | null, takeTime: number, tempoFactor: number) {
    const time = this.origin + Math.max(0, takeTime - this.latency) * tempoFactor;
    const midi = hz && hz > 0 ? hzToMidi(hz) : null;
    const last = this.points[this.points.length - 1];
    if (midi === null && (!last || last.midi === null)) return;
    this.points.push({ time, midi });
    if (this.points.length > MAX_POINTS) this.points.splice(0, this.points.length - MAX_POINTS);
    this.version++;
  }

  get all(): readonly TracePoint[] {
    return this.points;
  }
}
