// Minimal "--name value" parsing for the CLIs: every mistake becomes a UsageError, which the entry points turn
// into one line on stderr and exit code 2.

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface ParsedArguments {
  options: Map<string, string>;
  flags: Set<string>;
  positionals: string[];
}

/** `valued`: options taking a value; `switches`: options without one. */
export function parseArguments(
  argv: readonly string[],
  valued: readonly string[],
  switches: readonly string[],
): ParsedArguments {
  const options = new Map<string, string>();
  const flags = new Set<string>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i]!;
    if (!argument.startsWith('--')) {
      positionals.push(argument);
      continue;
    }
    const [name, inline] = argument.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (switches.includes(name)) {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
      flags.add(name);
    } else if (valued.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) {
        throw new UsageError(`--${name} needs a value`);
      }
      if (options.has(name)) throw new UsageError(`--${name} given twice`);
      options.set(name, value);
    } else {
      throw new UsageError(`unknown option --${name}`);
    }
  }
  return { options, flags, positionals };
}

export function numberOption(
  options: Map<string, string>,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const text = options.get(name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < min || value > max) {
    throw new UsageError(
      `--${name} must be a number from ${min} to ${max}, got ${JSON.stringify(text)}`,
    );
  }
  return value;
}

/** Runs a CLI body: usage and input errors exit 2 with one line, anything else exits 1. */
export function runCli(
  body: () => void,
  inputErrors: readonly (new (...args: never[]) => Error)[],
): void {
  try {
    body();
  } catch (error) {
    const isInput =
      error instanceof UsageError || inputErrors.some((type) => error instanceof type);
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`error: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
    process.exitCode = isInput ? 2 : 1;
  }
}
