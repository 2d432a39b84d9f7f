// The count-in click mixed into full and backing stems: a short high blip, higher on the downbeat,
// so the learner hears "one, two, three, four" before the exercise starts.

export function renderCountIn(
  out: Float32Array,
  beats: number,
  beatsPerBar: number,
  secondsPerBeat: number,
  sampleRate: number,
): void {
  const length = Math.floor(0.03 * sampleRate);
  for (let beat = 0; beat < beats; beat += 1) {
    const frequency = beat % beatsPerBar === 0 ? 1760 : 1320;
    const start = Math.round(beat * secondsPerBeat * sampleRate);
    for (let n = 0; n < length && start + n < out.length; n += 1) {
      const at = start + n;
      const t = n / sampleRate;
      out[at] = (out[at] ?? 0) + 0.5 * Math.exp(-t / 0.008) * Math.sin(2 * Math.PI * frequency * t);
    }
  }
}
