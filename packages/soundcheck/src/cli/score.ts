// `npm run -s score -- ...`: scores a take (WAV) against a reference part and prints one JSON object.
//   --reference <file.mid> [--track <index or name>] --take <take.wav> [--tempo <0.5-1.5>] [--latency-ms <n> [--calibrated]] [--non-pitched]
//   --exercise <exercise.json> --part <name> --take <take.wav> [--tempo <0.5-1.5>] [--latency-ms <n> [--calibrated]] [--non-pitched]
//   --calibrated: --latency-ms is this device's calibration, so the take is searched only near it.
import { analyseTake } from '../analysis/analyse-take.js';
import { hasChords } from '../scoring/reference-events.js';
import { ExerciseError, findPart } from '../exercise/parse-exercise.js';
import { InputFileError, readExerciseFile, readMidiFile, readWavFile } from '../node/read-files.js';
import { parseTrackArgument, selectTrack, TrackSelectionError } from '../reference/select-track.js';
import { scoreTake, ScoringError } from '../scoring/score-take.js';
import { SCORING_RULES } from '../scoring/scoring-rules.js';
import { numberOption, parseArguments, runCli, UsageError } from './arguments.js';

const USAGE =
  'usage: score --reference <file.mid> [--track <index|name>] --take <take.wav> [--tempo <0.5-1.5>] ' +
  '[--latency-ms <n> [--calibrated]] [--non-pitched] | score --exercise <exercise.json> --part <name> --take <take.wav> [...]';

function main(argv: readonly string[]): void {
  const { options, flags, positionals } = parseArguments(
    argv,
    ['reference', 'track', 'exercise', 'part', 'take', 'tempo', 'latency-ms'],
    ['non-pitched', 'calibrated', 'help'],
  );
  if (flags.has('help')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (positionals.length > 0)
    throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}`);
  const takePath = options.get('take');
  if (!takePath) throw new UsageError('--take <take.wav> is required');
  const tempoFactor =
    numberOption(options, 'tempo', SCORING_RULES.minTempoFactor, SCORING_RULES.maxTempoFactor) ?? 1;
  const latencyMs = numberOption(options, 'latency-ms', -2000, 2000) ?? 0;
  const calibrated = flags.has('calibrated');
  if (calibrated && !options.has('latency-ms')) {
    throw new UsageError('--calibrated goes with --latency-ms <the calibrated latency>');
  }
  let nonPitched = flags.has('non-pitched');
  let multiple = false;
  let fmin: number | undefined;
  let fmax: number | undefined;
  let reference;
  if (options.has('exercise')) {
    if (options.has('reference') || options.has('track')) {
      throw new UsageError('use either --exercise with --part, or --reference with --track');
    }
    const partName = options.get('part');
    if (!partName) throw new UsageError('--part <name> is required with --exercise');
    const loaded = readExerciseFile(options.get('exercise')!);
    const part = findPart(loaded.exercise, partName);
    reference = selectTrack(readMidiFile(loaded.midiPath), part.track);
    nonPitched ||= part.non_pitched;
    multiple = part.multiple;
    fmin = part.fmin;
    fmax = part.fmax;
  } else if (options.has('reference')) {
    if (options.has('part')) throw new UsageError('--part goes with --exercise, not --reference');
    const track = options.get('track');
    reference = selectTrack(
      readMidiFile(options.get('reference')!),
      track === undefined ? undefined : parseTrackArgument(track),
    );
  } else {
    throw new UsageError('give --reference <file.mid> or --exercise <exercise.json>');
  }
  const wav = readWavFile(takePath);
  // Chord parts need the analysis' chord path: a strummed chord has no single pitch.
  const chords = !nonPitched && (multiple || hasChords(reference.notes));
  const analysis = analyseTake(wav.samples, {
    sampleRate: wav.sampleRate,
    fmin,
    fmax,
    nonPitched,
    chords,
  });
  const result = scoreTake(reference.notes, analysis.notes, {
    takeDuration: analysis.duration,
    tempoFactor,
    latencyMs,
    calibrated,
    nonPitched,
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

runCli(
  () => main(process.argv.slice(2)),
  [InputFileError, ExerciseError, TrackSelectionError, ScoringError],
);
