// `npm run -s pitch -- <file.wav> [--fmin <hz>] [--fmax <hz>]`: one "time f0" line per pitch hop, like aubio's
// aubiopitch (time = centre of the analysed frame in seconds, f0 in Hz, 0 when unvoiced).
import { StreamingAnalyser } from '../analysis/streaming-analyser.js';
import { InputFileError, readWavFile } from '../node/read-files.js';
import { numberOption, parseArguments, runCli, UsageError } from './arguments.js';

function main(argv: readonly string[]): void {
  const { options, flags, positionals } = parseArguments(argv, ['fmin', 'fmax'], ['help']);
  if (flags.has('help')) {
    process.stdout.write('usage: pitch <file.wav> [--fmin <hz>] [--fmax <hz>]\n');
    return;
  }
  if (positionals.length !== 1) throw new UsageError('give exactly one WAV file: pitch <file.wav>');
  const fmin = numberOption(options, 'fmin', 20, 5000);
  const fmax = numberOption(options, 'fmax', 20, 10000);
  if (fmin !== undefined && fmax !== undefined && fmin >= fmax)
    throw new UsageError('--fmin must be below --fmax');
  const wav = readWavFile(positionals[0]!);
  const duration = wav.samples.length / wav.sampleRate;
  const lines: string[] = [];
  const analyser = new StreamingAnalyser({
    sampleRate: wav.sampleRate,
    fmin,
    fmax,
    onNote: () => undefined,
    onPitch: (time, estimate) => {
      if (time >= 0 && time <= duration)
        lines.push(`${time.toFixed(6)} ${estimate.frequency.toFixed(6)}`);
    },
  });
  analyser.process(wav.samples);
  analyser.finish();
  process.stdout.write(lines.length > 0 ? `${lines.join('\n')}\n` : '');
}

runCli(() => main(process.argv.slice(2)), [InputFileError]);
