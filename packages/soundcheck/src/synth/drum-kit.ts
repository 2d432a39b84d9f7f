// A small synthetic drum kit keyed by General MIDI percussion numbers: kick (pitch-swept sine and click),
// snare (tone plus noise), toms, closed/open hi-hat and cymbals (high-passed noise). Enough variety of
// attacks and decays to exercise the onset detector on non-pitched parts.

type Voice = 'kick' | 'snare' | 'tom' | 'closed-hat' | 'open-hat' | 'cymbal';

/** General MIDI percussion key (35-81) to the kit voice that plays it. */
export function drumVoiceFor(key: number): Voice {
  if (key === 35 || key === 36) return 'kick';
  if (key === 37 || key === 38 || key === 39 || key === 40) return 'snare';
  if ([41, 43, 45, 47, 48, 50].includes(key)) return 'tom';
  if (key === 42 || key === 44) return 'closed-hat';
  if (key === 46) return 'open-hat';
  return 'cymbal';
}

export function renderDrumHit(
  out: Float32Array,
  sampleRate: number,
  time: number,
  key: number,
  velocity: number,
  random: () => number,
): void {
  const voice = drumVoiceFor(key);
  const start = Math.round(time * sampleRate);
  // Long enough for every voice to decay below -60 dB, so no hit ends with a click.
  const seconds = voice === 'cymbal' ? 3.5 : voice === 'open-hat' || voice === 'tom' ? 1.4 : 1.1;
  const length = Math.round(seconds * sampleRate);
  const tomHz = 80 + (key - 41) * 15;
  let phase = 0;
  let previousNoise = 0;
  let lowNoise = 0;
  for (let i = 0; i < length; i++) {
    const position = start + i;
    if (position >= out.length) break;
    const t = i / sampleRate;
    const white = random() * 2 - 1;
    const highPassed = white - previousNoise;
    previousNoise = white;
    lowNoise += 0.3 * (white - lowNoise);
    let value = 0;
    switch (voice) {
      case 'kick': {
        const hz = 45 + 75 * Math.exp(-t / 0.03);
        phase += hz / sampleRate;
        value = 0.9 * Math.sin(2 * Math.PI * phase) * Math.exp(-t / 0.15);
        if (t < 0.004) value += 0.4 * white * (1 - t / 0.004);
        break;
      }
      case 'snare': {
        phase += 190 / sampleRate;
        value = 0.35 * Math.sin(2 * Math.PI * phase) * Math.exp(-t / 0.05);
        value += 0.5 * lowNoise * Math.exp(-t / 0.08);
        break;
      }
      case 'tom': {
        const hz = tomHz * (1 + 0.3 * Math.exp(-t / 0.02));
        phase += hz / sampleRate;
        value = 0.7 * Math.sin(2 * Math.PI * phase) * Math.exp(-t / 0.2);
        break;
      }
      case 'closed-hat':
        value = 0.3 * highPassed * Math.exp(-t / 0.025);
        break;
      case 'open-hat':
        value = 0.25 * highPassed * Math.exp(-t / 0.2);
        break;
      case 'cymbal':
        value = 0.22 * highPassed * Math.exp(-t / 0.5);
        break;
    }
    if (position >= 0) out[position] = out[position]! + velocity * value;
  }
}
