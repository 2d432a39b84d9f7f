// Renders MIDI through FluidSynth (Debian's `fluidsynth`) with the General MIDI soundfonts Debian ships, and
// reads its 16-bit WAV output back as mono samples. Renders are cached by content (MIDI bytes, soundfont,
// rate) in the system's temporary directory, so a second run only reads files.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Soundfont {
  name: string;
  path: string;
}

/** The soundfonts the corpus uses, from the Debian packages fluid-soundfont-gm, timgm6mb-soundfont and
 *  musescore-general-soundfont-small (CI installs all three). */
export const SOUNDFONTS: readonly Soundfont[] = [
  { name: 'FluidR3', path: '/usr/share/sounds/sf2/FluidR3_GM.sf2' },
  { name: 'TimGM6mb', path: '/usr/share/sounds/sf2/TimGM6mb.sf2' },
  { name: 'MuseScore', path: '/usr/share/sounds/sf3/MuseScore_General_Lite.sf3' },
];

/**
 * Soundfonts the engine was never tuned on, for the held-out half of the benchmark (Debian packages
 * csound-soundfont and opl3-soundfont; the bench installs neither, CI neither): the Csound project's GM bank
 * and an OPL3 FM-synthesis bank, whose every program is a synthesized sound.
 */
export const HELD_OUT_SOUNDFONTS: readonly Soundfont[] = [
  { name: 'Csound GM', path: '/usr/share/sounds/sf2/sf_GMbank.sf2' },
  { name: 'OPL3 FM', path: '/usr/share/sounds/sf2/OPL-3_FM_128M.sf2' },
];

const CACHE = join(tmpdir(), 'bandbook-sampled-corpus');

export function hasFluidSynth(): boolean {
  return spawnSync('fluidsynth', ['--version'], { encoding: 'utf8' }).status === 0;
}

export function availableSoundfonts(fonts: readonly Soundfont[] = SOUNDFONTS): Soundfont[] {
  return fonts.filter((font) => existsSync(font.path));
}

/** Why the sampled corpus cannot run here, or null when it can. */
export function sampledCorpusUnavailable(): string | null {
  if (!hasFluidSynth())
    return 'FluidSynth is not installed (apt-get install fluidsynth fluid-soundfont-gm timgm6mb-soundfont)';
  if (availableSoundfonts().length === 0) return 'no General MIDI soundfont is installed';
  return null;
}

/** FluidSynth's render of `midi` with `font` at `sampleRate`, mixed to mono, without its own reverb or
 *  chorus (the room is added by the corpus where a take asks for one). */
export function renderMidi(midi: Uint8Array, font: Soundfont, sampleRate: number): Float32Array {
  const key = createHash('sha256')
    .update(midi)
    .update(`\0${font.path}\0${sampleRate}\0v1`)
    .digest('hex')
    .slice(0, 24);
  mkdirSync(CACHE, { recursive: true });
  const wav = join(CACHE, `${key}.wav`);
  if (!existsSync(wav)) {
    const mid = join(CACHE, `${key}.mid`);
    writeFileSync(mid, midi);
    const partial = `${wav}.${process.pid}.part`;
    const args = ['-n', '-i', '-q', '-R', '0', '-C', '0', '-g', '0.5', '-r', String(sampleRate)];
    const result = spawnSync(
      'fluidsynth',
      [...args, '-T', 'wav', '-O', 's16', '-F', partial, font.path, mid],
      {
        encoding: 'utf8',
      },
    );
    if (result.status !== 0 || !existsSync(partial))
      throw new Error(`fluidsynth failed (${result.status}): ${result.stderr}`);
    renameSync(partial, wav);
  }
  return readPcm16Wav(readFileSync(wav), sampleRate);
}

/** A 16-bit PCM WAV file as mono samples in [-1, 1]. */
function readPcm16Wav(bytes: Buffer, expectedRate: number): Float32Array {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE')
    throw new Error('not a WAV file');
  let channels = 0;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      channels = bytes.readUInt16LE(body + 2);
      const rate = bytes.readUInt32LE(body + 4);
      const bits = bytes.readUInt16LE(body + 14);
      if (rate !== expectedRate || bits !== 16)
        throw new Error(`unexpected WAV format: ${rate} Hz, ${bits} bits`);
    } else if (id === 'data') {
      const end = Math.min(bytes.length, body + size);
      const frames = Math.floor((end - body) / (2 * channels));
      const mono = new Float32Array(frames);
      for (let frame = 0; frame < frames; frame++) {
        let sum = 0;
        for (let channel = 0; channel < channels; channel++)
          sum += bytes.readInt16LE(body + 2 * (frame * channels + channel));
        mono[frame] = sum / channels / 32768;
      }
      return mono;
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file without data');
}
