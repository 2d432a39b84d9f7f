// `npm run backup`: runs the backup command (apps/server/src/cli/backup.ts, docs/deploy.md §9).
// A built server (npm run build) has it bundled as apps/server/dist/backup.js, which needs no
// dev tools; otherwise the TypeScript source runs through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(root, 'apps/server/dist/backup.js');
const command = existsSync(built)
  ? [built]
  : ['--import', 'tsx', join(root, 'apps/server/src/cli/backup.ts')];

const result = spawnSync(process.execPath, [...command, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
