// A band-limited sawtooth (PolyBLEP): the bright source under the bowed-string and voice models,
// without the aliasing a naive sawtooth would fold back at 22.05 kHz.

export class PolyBlepSaw {
  private phase = 0;

  /** Advances by `increment` (frequency / sampleRate) and returns the next sample in -1..1. */
  next(increment: number): number {
    this.phase += increment;
    if (this.phase >= 1) this.phase -= 1;
    let value = 2 * this.phase - 1;
    const t = this.phase;
    if (t < increment) {
      const x = t / increment;
      value -= x + x - x * x - 1;
    } else if (t > 1 - increment) {
      const x = (t - 1) / increment;
      value -= x * x + x + x + 1;
    }
    return value;
  }
}
