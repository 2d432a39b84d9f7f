// The docs checks of `npm run lint` (check-docs.mjs, check-file-length.mjs), shown passing and failing:
// each runs as a process on a small git repository of its own, a copy of the script in its scripts/.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPTS = import.meta.dirname;
let repo;

/** A fresh repository holding `files` (path -> text) and a copy of `script`; its run's exit and output. */
function run(script, files) {
  repo = mkdtempSync(join(tmpdir(), 'docs-checks-'));
  execFileSync('git', ['init', '-q'], { cwd: repo });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  }
  mkdirSync(join(repo, 'scripts'), { recursive: true });
  copyFileSync(join(SCRIPTS, script), join(repo, 'scripts', script));
  const result = spawnSync(process.execPath, [join(repo, 'scripts', script)], { encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

afterEach(() => rmSync(repo, { recursive: true, force: true }));

const record = (number, status, title = `Record ${number}`) =>
  `# ${number}. ${title}\n\nStatus: ${status}\n\n## Context\n`;
const row = (number, status, title = `Record ${number}`, file = `${number}-record.md`) =>
  `| ${number} | [${title}](${file}) | ${status} | area | gist |`;
const index = (...rows) =>
  `# Decision records\n\n| No. | Record | Status |\n| --- | --- | --- |\n${rows.join('\n')}\n`;

/** Two records (002 amends 001), their index, and docs that name only what exists. */
const docs = (changes = {}) => ({
  'docs/decisions/001-record.md': record('001', 'amended by 002'),
  'docs/decisions/002-record.md': record('002', 'current'),
  'docs/decisions/README.md': index(row('001', 'amended by 002'), row('002', 'current')),
  'apps/server/src/plugins/spa.ts': '// x\n',
  '.gitignore': 'dist/\n',
  'docs/ARCHITECTURE.md':
    '# Map\n\n## Server (`apps/server/src`)\n\n- `plugins/spa.ts`, `plugins/`, `spa.ts`, bundled into\n' +
    '  `dist/server.js`; keys under `uploads/public/`; `audio/mpeg`; `DATA_DIR/storage`.\n',
  'README.md':
    '# App\n\nSee [the map](docs/ARCHITECTURE.md) and `apps/server/src/plugins/spa.ts`.\n',
  ...changes,
});

describe('check-docs.mjs', () => {
  it('passes records, an index and paths that agree', () => {
    const { code, output } = run('check-docs.mjs', docs());
    expect(output).toContain('agree');
    expect(code).toBe(0);
  });

  it('fails a record without a valid status line, and a status naming a missing or earlier record', () => {
    const { code, output } = run(
      'check-docs.mjs',
      docs({
        'docs/decisions/001-record.md': '# 001. Record 001\n\n## Context\n',
        'docs/decisions/002-record.md': record('002', 'amended by 001'),
        'docs/decisions/003-record.md': record('003', 'superseded by 009'),
      }),
    );
    expect(code).toBe(1);
    expect(output).toContain(
      '001-record.md: line 3, after a blank line, must be "Status: current"',
    );
    expect(output).toContain('002-record.md: its status names 001, not a later record');
    expect(output).toContain('003-record.md: its status names 009, which does not exist');
  });

  it('fails an index that misses a record, names a missing one, or differs in status or title', () => {
    const { code, output } = run(
      'check-docs.mjs',
      docs({
        'docs/decisions/README.md': index(
          row('001', 'current'),
          row('002', 'current', 'Another title'),
          row('007', 'current'),
        ),
        'docs/decisions/003-record.md': record('003', 'current'),
      }),
    );
    expect(code).toBe(1);
    expect(output).toContain('the row for 001 says "current"; the record says "amended by 002"');
    expect(output).toContain('the row for 002 says "Another title"');
    expect(output).toContain('the row for 007 names a record that does not exist');
    expect(output).toContain('003-record.md is missing from the index');
  });

  it('fails a path, a file name or a link that is not in the repository', () => {
    const { code, output } = run(
      'check-docs.mjs',
      docs({
        'docs/ARCHITECTURE.md':
          '# Map\n\n## Server (`apps/server/src`)\n\n- `plugins/gone.ts` and `gone.ts`.\n\n' +
          '## Tests\n\n- `plugins/spa.ts` is under no root of this section.\n',
        'README.md': '# App\n\nSee [the map](docs/MAP.md).\n',
      }),
    );
    expect(code).toBe(1);
    expect(output).toContain('docs/ARCHITECTURE.md:5: `plugins/gone.ts` is not in the repository');
    expect(output).toContain('docs/ARCHITECTURE.md:5: `gone.ts` is not in the repository');
    expect(output).toContain('docs/ARCHITECTURE.md:9: `plugins/spa.ts` is not in the repository');
    expect(output).toContain('README.md:3: the link target docs/MAP.md does not exist');
  });
});

const lines = (count, head = []) =>
  [
    ...head,
    ...Array.from({ length: count - head.length }, (_, i) => `export const v${i} = ${i};`),
  ].join('\n') + '\n';

describe('check-file-length.mjs', () => {
  it('passes files of 300 lines, long files that say why, migrations and generated files', () => {
    const { code, output } = run('check-file-length.mjs', {
      'src/exact.ts': lines(300),
      'src/table.test.ts': lines(400, [
        '// What it tests.',
        '// Long because: one table of cases for one rule.',
      ]),
      'src/styles.css': lines(320, [
        '/* Long because: the theme of every component in one layer. */',
      ]),
      'db/migrations/0001.js': lines(500),
      'src/api.ts': lines(350, ['// @generated by a tool']),
    });
    expect(output).toContain('(2 do)');
    expect(code).toBe(0);
  });

  it('names every long file without a reason, or with one too short to be one', () => {
    const { code, output } = run('check-file-length.mjs', {
      'src/big.tsx': lines(301),
      'src/late.ts': lines(310, [
        '// 1',
        '// 2',
        '// 3',
        '// 4',
        '// 5',
        '// Long because: too late to count.',
      ]),
      'src/short.mjs': lines(305, ['// Long because: long.']),
      'src/wrong.css': lines(330, ['// Long because: CSS takes the block comment form.']),
    });
    expect(code).toBe(1);
    expect(output).toContain(
      'src/big.tsx (301 lines): no "Long because:" line in its first 5 lines',
    );
    expect(output).toContain('src/late.ts (310 lines)');
    expect(output).toContain('src/short.mjs (305 lines): a reason too short');
    expect(output).toContain('src/wrong.css (330 lines)');
  });
});
