// Docs that stay true (issue 43), run by `npm run lint`: the decision records and their index agree,
// and the repository paths that docs/ARCHITECTURE.md and README.md name exist.
//
// Decision records (docs/decisions/NNN-kebab-title.md):
// - line 1 is `# NNN...` with the file's number, line 2 is blank, line 3 is the status line, one of
//   `Status: current`, `Status: amended by NNN[, NNN...]`, `Status: superseded by NNN`;
// - a status names only records that exist and are later than the record itself;
// - docs/decisions/README.md has one index row per record, `| NNN | [title](file) | status | ... |`,
//   whose link is the record's file, whose title is the record's title and whose status is the
//   record's; a row naming no record fails too.
//
// Paths. In every line of docs/ARCHITECTURE.md and README.md outside fenced code blocks and outside
// headings, an inline code span is taken for a repository path when:
// - it holds only letters, digits and `. _ - @ /`;
// - it contains a `/` or ends in a known extension (EXTENSIONS below);
// - it does not start with `/` (URLs, machine paths), `../` (outside the repository) or `@` (npm
//   package names), it is not a MIME type (`audio/mpeg`), its first segment is not an environment
//   variable (`DATA_DIR/storage`) nor one of NOT_REPO_PATHS (storage keys, lint rule ids), and git
//   does not ignore it (build output such as `dist/server.js`, runtime data such as `./data`).
// A path with a `/` must exist (a tracked or new, not ignored, file, or a folder holding one) under the
// repository root or under a folder named in backticks in the heading of its section or of the `##`
// section around it, or that folder's workspace (`apps/server` for `apps/server/src`). A bare file
// name must be the name of some file in the repository. Relative link targets `](path)` must exist,
// from the folder of the file.
//
// What it cannot catch: a wrong claim about a file that exists; a bare file name put in the wrong
// folder; a path that exists under another root than the one the text means; paths written without
// backticks or as templates (`modules/<feature>/`, `features/{api,components}`); storage keys;
// build outputs; anything in docs/deploy.md, docs/scoring.md or the decision records' bodies.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DECISIONS = 'docs/decisions';
const PATH_DOCS = ['docs/ARCHITECTURE.md', 'README.md'];
const EXTENSIONS =
  /\.(ts|tsx|mts|mjs|cjs|js|css|json|md|yml|yaml|conf|html|sh|svg|png|wav|mid|txt)$/;
const NOT_REPO_PATHS = new Set(['uploads', 'import-x', 'react-hooks']);
const MIME_TYPE = /^(application|audio|video|image|text|font|multipart)\/[\w.-]+$/;
const STATUS = /^Status: (current|amended by (\d{3}(?:, \d{3})*)|superseded by (\d{3}))$/;
const RECORD_FILE = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const INDEX_ROW = /^\| (\d{3}) \| \[(.+)\]\(([^)]+)\) \| ([^|]+) \|.*\|$/;

const problems = [];
const fail = (where, message) => problems.push(`${where}: ${message}`);
const read = (path) => readFileSync(join(root, path), 'utf8');

/** A record's title without its number and separator: `# 021. A corpus` -> `A corpus`. */
const titleOf = (line) => line.replace(/^# \d{3}(?:\.|:| —)?\s*/, '');

function checkDecisions() {
  const records = new Map();
  for (const name of readdirSync(join(root, DECISIONS))
    .filter((n) => n.endsWith('.md') && n !== 'README.md')
    .sort()) {
    const where = `${DECISIONS}/${name}`;
    const match = RECORD_FILE.exec(name);
    if (!match) {
      fail(where, 'a decision record is named NNN-kebab-title.md');
      continue;
    }
    const number = match[1];
    if (records.has(number))
      fail(where, `number ${number} is taken by ${records.get(number).name}`);
    const lines = read(where).split('\n');
    if (!lines[0].startsWith(`# ${number}`))
      fail(where, `line 1 must be the title, "# ${number}..."`);
    const status = STATUS.exec(lines[2] ?? '');
    if (lines[1] !== '' || !status) {
      fail(
        where,
        'line 3, after a blank line, must be "Status: current", "Status: amended by NNN[, NNN]" or "Status: superseded by NNN"',
      );
    }
    const names = status ? (status[2] ?? status[3] ?? '').split(', ').filter(Boolean) : [];
    records.set(number, { name, title: titleOf(lines[0]), status: status?.[1], names, where });
  }
  for (const [number, record] of records) {
    for (const named of record.names) {
      if (!records.has(named))
        fail(record.where, `its status names ${named}, which does not exist`);
      else if (named <= number) fail(record.where, `its status names ${named}, not a later record`);
    }
  }
  checkIndex(records);
}

function checkIndex(records) {
  const where = `${DECISIONS}/README.md`;
  if (!existsSync(join(root, where))) {
    fail(where, 'missing: the index of the decision records');
    return;
  }
  const rows = new Map();
  for (const line of read(where).split('\n')) {
    const row = INDEX_ROW.exec(line);
    if (!row) continue;
    const [, number, title, link, status] = row;
    if (rows.has(number)) fail(where, `record ${number} has two rows`);
    rows.set(number, true);
    const record = records.get(number);
    if (!record) {
      fail(where, `the row for ${number} names a record that does not exist`);
      continue;
    }
    if (link !== record.name)
      fail(where, `the row for ${number} links ${link}, not ${record.name}`);
    if (title.replaceAll('\\|', '|') !== record.title) {
      fail(where, `the row for ${number} says "${title}"; the record's title is "${record.title}"`);
    }
    if (record.status && status.trim() !== record.status) {
      fail(
        where,
        `the row for ${number} says "${status.trim()}"; the record says "${record.status}"`,
      );
    }
  }
  for (const [number, record] of records) {
    if (!rows.has(number)) fail(where, `${record.name} is missing from the index`);
  }
}

/** Every file git tracks or would track (new, not ignored) that is on disk, and their folders. */
function repositoryTree() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter((path) => path && existsSync(join(root, path)));
  const folders = new Set();
  for (const file of files) {
    for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) folders.add(dir);
  }
  return { files: new Set(files), folders, names: new Set(files.map((file) => basename(file))) };
}

function ignoredByGit(paths) {
  if (paths.length === 0) return new Set();
  // A folder pattern (`data/`) matches only what lies under it, so a child is asked about too.
  const asked = paths.flatMap((path) => [path, `${path.replace(/\/$/, '')}/_`]);
  // Exit status 1 only says that nothing was ignored.
  const { stdout: out, status } = spawnSync(
    'git',
    ['check-ignore', '--no-index', '--stdin', '-v', '-n'],
    { cwd: root, input: asked.join('\n'), encoding: 'utf8' },
  );
  if (status !== 0 && status !== 1) throw new Error(`git check-ignore failed (${status})`);
  const ignored = new Set();
  out.split('\n').forEach((line, i) => {
    if (line && !line.startsWith('::')) ignored.add(paths[Math.floor(i / 2)]);
  });
  return ignored;
}

function isPathCandidate(span) {
  if (!/^[\w.@/-]+$/.test(span) || !(span.includes('/') || EXTENSIONS.test(span))) return false;
  if (span.startsWith('/') || span.startsWith('../') || span.startsWith('@')) return false;
  const first = span.replace(/^\.\//, '').split('/')[0];
  return !/^[A-Z][A-Z0-9_]*$/.test(first) && !NOT_REPO_PATHS.has(first) && !MIME_TYPE.test(span);
}

/** Workspace folders and the folders named in a heading: `## Server (`apps/server/src`)`. */
function headingRoots(heading, tree) {
  const roots = [];
  for (const [, span] of heading.matchAll(/`([^`]+)`/g)) {
    const folder = span.replace(/\/$/, '');
    if (!tree.folders.has(folder)) continue;
    roots.push(folder);
    const workspace = /^(apps|packages)\/[^/]+/.exec(folder)?.[0];
    if (workspace && workspace !== folder) roots.push(workspace);
  }
  return roots;
}

function pathExists(span, roots, tree) {
  const written = span.replace(/^\.\//, '');
  if (!written.includes('/')) return tree.names.has(written);
  const path = written.replace(/\/$/, '');
  return ['', ...roots].some((rootFolder) => {
    const full = rootFolder ? `${rootFolder}/${path}` : path;
    return tree.files.has(full) || tree.folders.has(full);
  });
}

function checkPaths() {
  const tree = repositoryTree();
  const found = [];
  for (const doc of PATH_DOCS) {
    let fenced = false;
    let sectionRoots = [];
    let subsectionRoots = [];
    read(doc)
      .split('\n')
      .forEach((line, i) => {
        const where = `${doc}:${i + 1}`;
        if (line.startsWith('```')) fenced = !fenced;
        if (fenced) return;
        const heading = /^(#+) /.exec(line);
        if (heading) {
          const roots = headingRoots(line, tree);
          if (heading[1].length <= 2) [sectionRoots, subsectionRoots] = [roots, []];
          else subsectionRoots = roots;
          return;
        }
        const roots = [...subsectionRoots, ...sectionRoots];
        for (const [, span] of line.matchAll(/`([^`]+)`/g)) {
          if (isPathCandidate(span)) found.push({ span, roots, where });
        }
        for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
          if (/^(https?:|mailto:|#)/.test(target)) continue;
          const path = normalize(join(dirname(doc), target.split('#')[0]));
          if (!existsSync(join(root, path)))
            fail(where, `the link target ${target} does not exist`);
        }
      });
  }
  const ignored = ignoredByGit([...new Set(found.map(({ span }) => span.replace(/^\.\//, '')))]);
  for (const { span, roots, where } of found) {
    if (ignored.has(span.replace(/^\.\//, '')) || pathExists(span, roots, tree)) continue;
    const under = roots.length > 0 ? ` (looked under ${roots.join(', ')} and the root)` : '';
    fail(where, `\`${span}\` is not in the repository${under}`);
  }
}

checkDecisions();
checkPaths();
if (problems.length > 0) {
  console.error(`check-docs: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(
    `check-docs: decision records, their index and the paths of ${PATH_DOCS.join(' and ')} agree`,
  );
}
