// Look-ahead scheduling for the metronome ("A Tale of Two Clocks", C. Wilson): a timer wakes every ~25 ms
// and asks for the clicks that fall before now + 100 ms, which the audio clock then plays sample-accurately.
// Pure: the caller supplies the times (AudioContext.currentTime), so it is testable without audio.
import type { Beat, MetronomeSettings } from './beat-times.js';
import { beatAt, beatSeconds } from './beat-times.js';

export const DEFAULT_LOOK_AHEAD = 0.1;

export interface ScheduledClick extends Beat {
  /** Time on the caller's clock (start time + beat time). */
  at: number;
}

export class MetronomeScheduler {
  private settings: MetronomeSettings;
  private startAt: number;
  private next = 0;

  /** `startAt`: the caller's clock time of the first count-in click (the start of playback). */
  constructor(settings: MetronomeSettings, startAt: number) {
    beatSeconds(settings);
    this.settings = { ...settings };
    this.startAt = startAt;
  }

  /** Clicks due before `now + lookAhead` that were not returned before, in order. */
  schedule(now: number, lookAhead = DEFAULT_LOOK_AHEAD): ScheduledClick[] {
    const clicks: ScheduledClick[] = [];
    const horizon = now + lookAhead;
    for (;;) {
      const beat = beatAt(this.settings, this.next);
      const at = this.startAt + beat.time;
      if (at >= horizon) break;
      this.next++;
      // A click already in the past when the timer finally ran is dropped rather than played late.
      if (at >= now) clicks.push({ ...beat, at });
    }
    return clicks;
  }

  /**
   * Changes the tempo factor from the next unscheduled beat on, keeping that beat's time, so the clicks
   * already handed to the audio clock stay valid and the pulse continues without a jump.
   */
  setTempoFactor(tempoFactor: number): void {
    const keep = this.startAt + beatAt(this.settings, this.next).time;
    const changed = { ...this.settings, tempoFactor };
    const offset = beatAt(changed, this.next).time;
    this.settings = changed;
    this.startAt = keep - offset;
  }
}
