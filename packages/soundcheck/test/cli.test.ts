// The command-line tools, run as other tools run them: a child process with arguments, stdout and exit code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMidi } from '../src/reference/write-midi.js';
import { encodeWav } from '../src/wav/write-wav.js';
import { chordPart, performChordTake } from './corpus/chord-parts.js';
import { drumPart, melodyPart } from './corpus/reference-parts.js';
import { performTake } from './corpus/takes.js';

const packageRoot = resolve(import.meta.dirname, '..');
let dir = '';

function run(script: 'score' | 'pitch', args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(packageRoot, 'src/cli', `${script}.ts`), ...args],
    {
      cwd: packageRoot,
      encoding: 'utf8',
    },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'soundcheck-cli-'));
  const melody = melodyPart('plucked');
  const drums = drumPart();
  writeFileSync(
    join(dir, 'reference.mid'),
    writeMidi(
      [
        { name: 'Guitar', notes: melody },
        { name: 'Drums', notes: drums, channel: 9 },
      ],
      100,
    ),
  );
  const guitar = performTake(melody, { timbre: 'plucked', latency: 0.12, tempoFactor: 1.25 });
  writeFileSync(join(dir, 'guitar.wav'), encodeWav(guitar.samples, guitar.sampleRate, 'pcm16'));
  const drumTake = performTake(drums, { timbre: 'drums', sampleRate: 48000 });
  writeFileSync(join(dir, 'drums.wav'), encodeWav(drumTake.samples, 48000, 'float32'));
  const tone = Float32Array.from({ length: 44100 }, (_, i) =>
    i > 22050 ? 0.5 * Math.sin((2 * Math.PI * 220 * i) / 44100) : 0,
  );
  writeFileSync(join(dir, 'tone.wav'), encodeWav([tone, tone], 44100, 'pcm16'));
  const part = (name: string, track: number | string, nonPitched: boolean) => ({
    name,
    instrument: name.toLowerCase(),
    can_record: true,
    default_bpm: 100,
    has_backing: true,
    has_full: true,
    multiple: false,
    non_pitched: nonPitched,
    track,
    fmin: nonPitched ? 40 : 70,
    fmax: nonPitched ? 10000 : 1400,
    audio: { full: 'full.mp3', backing: `${name}-backing.mp3`, solo: `${name}-solo.mp3` },
  });
  const exercise = {
    version: 1,
    title: 'Test',
    tempo: 100,
    timeSignature: [4, 4],
    countInBars: 1,
    midi: 'reference.mid',
    parts: [part('Guitar', 0, false), part('Drums', 'Drums', true)],
  };
  writeFileSync(join(dir, 'exercise.json'), JSON.stringify(exercise));
  writeFileSync(join(dir, 'broken.json'), '{"version": 1, "title": ');
  const chords = chordPart();
  writeFileSync(join(dir, 'chords.mid'), writeMidi([{ name: 'Keys', notes: chords }], 100));
  const strummed = performChordTake(chords, {
    timbre: 'plucked',
    voicing: 'all',
    latency: 0.12,
  }).take;
  writeFileSync(join(dir, 'chords.wav'), encodeWav(strummed.samples, strummed.sampleRate, 'pcm16'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('score CLI', () => {
  it('scores a take against a MIDI reference and prints the contract JSON', () => {
    const { code, stdout, stderr } = run('score', [
      '--reference',
      join(dir, 'reference.mid'),
      '--take',
      join(dir, 'guitar.wav'),
      '--tempo',
      '1.25',
      '--latency-ms',
      '100',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as Record<string, unknown> & {
      notes: Record<string, unknown>[];
    };
    expect(Object.keys(result)).toEqual([
      'percent_played',
      'score',
      'pitch_score',
      'rhythm_score',
      'complete',
      'pass',
      'stars',
      'message',
      'latency_ms',
      'latency_status',
      'notes',
    ]);
    expect(result.score).toBeGreaterThanOrEqual(95);
    expect(result.notes).toHaveLength(melodyPart('plucked').length);
    expect(result.notes[0]).toMatchObject({
      time: 2.4,
      midi: 40,
      verdict: 'correct',
      played_midi: expect.any(Number),
    });
    expect(Math.abs((result.latency_ms as number) - 120)).toBeLessThan(20);
    expect(result.latency_status).toBe('measured');
  });

  it('hears whole chords on a part whose reference has chords', () => {
    const { code, stdout } = run('score', [
      '--reference',
      join(dir, 'chords.mid'),
      '--take',
      join(dir, 'chords.wav'),
      '--latency-ms',
      '100',
    ]);
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { score: number; percent_played: number };
    expect(result.score).toBeGreaterThanOrEqual(90);
    expect(result.percent_played).toBeGreaterThanOrEqual(90);
  });

  it('selects a track by name, and scores drums on rhythm alone', () => {
    const { code, stdout } = run('score', [
      '--reference',
      join(dir, 'reference.mid'),
      '--track',
      'Drums',
      '--take',
      join(dir, 'drums.wav'),
      '--non-pitched',
    ]);
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { pitch_score: unknown; score: number; notes: object[] };
    expect(result.pitch_score).toBeNull();
    expect(result.score).toBeGreaterThanOrEqual(95);
    expect(result.notes[0]).not.toHaveProperty('played_midi');
  });

  it('scores a part of an exercise, taking its track and flags from the definition', () => {
    const drums = run('score', [
      '--exercise',
      join(dir, 'exercise.json'),
      '--part',
      'Drums',
      '--take',
      join(dir, 'drums.wav'),
    ]);
    expect(drums.code).toBe(0);
    expect(JSON.parse(drums.stdout)).toMatchObject({ pitch_score: null, percent_played: 100 });
    const guitar = run('score', [
      '--exercise',
      join(dir, 'exercise.json'),
      '--part',
      'guitar',
      '--take',
      join(dir, 'guitar.wav'),
      '--tempo=1.25',
    ]);
    expect(guitar.code).toBe(0);
    expect(JSON.parse(guitar.stdout)).toMatchObject({ complete: true, pass: true });
  });

  it.each([
    [['--take', 'x.wav'], /give --reference/],
    [['--reference', 'ref.mid'], /--take <take.wav> is required/],
    [
      ['--reference', 'REF', '--take', 'TAKE', '--tempo', '2'],
      /--tempo must be a number from 0.5 to 1.5/,
    ],
    [
      ['--reference', 'REF', '--take', 'TAKE', '--latency-ms', 'soon'],
      /--latency-ms must be a number/,
    ],
    [['--reference', 'REF', '--take', 'TAKE', '--track', '9'], /no track 9/],
    [['--reference', 'REF', '--take', 'TAKE', '--bogus'], /unknown option --bogus/],
    [
      ['--reference', 'missing.mid', '--take', 'TAKE'],
      /cannot read MIDI file .*missing\.mid: no such file/,
    ],
    [['--reference', 'REF', '--take', 'REF'], /WAV file .*: not a RIFF\/WAVE file/],
    [['--exercise', 'BROKEN', '--part', 'Guitar', '--take', 'TAKE'], /exercise file/],
    [['--exercise', 'EXERCISE', '--part', 'Piano', '--take', 'TAKE'], /no part named "Piano"/],
    [
      ['--reference', 'REF', '--take', 'TAKE', '--calibrated'],
      /--calibrated goes with --latency-ms/,
    ],
  ])('fails with one line and exit code 2: %j', (args, message) => {
    const files: Record<string, string> = {
      REF: join(dir, 'reference.mid'),
      TAKE: join(dir, 'guitar.wav'),
      BROKEN: join(dir, 'broken.json'),
      EXERCISE: join(dir, 'exercise.json'),
    };
    const { code, stdout, stderr } = run(
      'score',
      args.map((a) => files[a] ?? (a.endsWith('.mid') || a.endsWith('.wav') ? join(dir, a) : a)),
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('pitch CLI', () => {
  it('prints "time f0" per hop, 0 when unvoiced', () => {
    const { code, stdout } = run('pitch', [join(dir, 'tone.wav')]);
    expect(code).toBe(0);
    const rows = stdout
      .trim()
      .split('\n')
      .map((line) => line.split(' ').map(Number));
    expect(rows.length).toBeGreaterThan(80);
    for (const [time, f0] of rows) {
      if (time! < 0.45) expect(f0).toBe(0);
      if (time! > 0.6) expect(f0).toBeCloseTo(220, 0);
    }
    expect(stdout.split('\n')[0]).toMatch(/^\d+\.\d{6} \d+\.\d{6}$/);
  });

  it('fails with exit code 2 on a missing file or bad arguments', () => {
    expect(run('pitch', [join(dir, 'nope.wav')]).code).toBe(2);
    expect(run('pitch', []).code).toBe(2);
    expect(run('pitch', [join(dir, 'tone.wav'), '--fmin', 'low']).code).toBe(2);
  });
});
