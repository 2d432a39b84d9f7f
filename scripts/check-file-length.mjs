// The long-file rule (issue 43), run by `npm run lint`: a source file longer than 300 lines says why
// within its first 5 lines, in a line that begins with `// Long because: <reason>` (`/* Long because:
// <reason> */` in CSS). The reason must be at least MIN_REASON characters; whether it is a real reason
// (one table for one concern, one protocol's cases) rather than "it is long" is for review to judge.
//
// Source files: every file git tracks, or would track (new and not ignored), that is on disk and ends
// in .ts, .tsx, .mjs, .js or .css. Left out: database migrations (any path with a `migrations`
// folder), lock files (none has these extensions) and generated files (`.generated.` in the name, or
// `@generated` within the first 5 lines). Lines are counted as `wc -l` counts them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_LINES = 300;
const HEAD_LINES = 5;
const MIN_REASON = 20;
const SOURCE = /\.(ts|tsx|mjs|js|css)$/;

const isLeftOut = (path, head) =>
  path.split('/').includes('migrations') ||
  /(^|\/)[^/]*\.generated\.[^/]+$/.test(path) ||
  head.some((line) => line.includes('@generated'));

/** The reason a file gives for its length, or null. */
function reasonIn(path, head) {
  const marker = path.endsWith('.css') ? /^\/\* Long because:(.*)$/ : /^\/\/ Long because:(.*)$/;
  for (const line of head) {
    const match = marker.exec(line);
    if (match) return match[1].replace(/\*\/\s*$/, '').trim();
  }
  return null;
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\n')
  .filter((path) => SOURCE.test(path) && existsSync(join(root, path)));

const offenders = [];
let explained = 0;
for (const path of files) {
  const text = readFileSync(join(root, path), 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines <= MAX_LINES) continue;
  const head = text.split('\n', HEAD_LINES);
  if (isLeftOut(path, head)) continue;
  const reason = reasonIn(path, head);
  if (reason !== null && reason.length >= MIN_REASON) {
    explained += 1;
    continue;
  }
  const why =
    reason === null ? 'no "Long because:" line in its first 5 lines' : 'a reason too short';
  offenders.push({ path, lines, why });
}

if (offenders.length > 0) {
  offenders.sort((a, b) => b.lines - a.lines);
  console.error(
    `check-file-length: ${offenders.length} file(s) over ${MAX_LINES} lines without a reason at the top:`,
  );
  for (const { path, lines, why } of offenders) console.error(`  ${path} (${lines} lines): ${why}`);
  console.error(
    'Split the file along its seams, or begin one of its first 5 lines with "// Long because: <reason>"',
  );
  process.exitCode = 1;
} else {
  console.log(
    `check-file-length: every source file is within ${MAX_LINES} lines or says why (${explained} do)`,
  );
}
