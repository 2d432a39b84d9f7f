// `npm start`: builds what is not built yet (web app, server), then runs the server, which migrates,
// seeds on first start and prints the URL and the demo accounts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of any file under the given paths (skipping node_modules and dist). */
function newest(paths) {
  let latest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && entry !== 'dist') walk(join(path, entry));
      }
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return latest;
}

function buildIfStale(label, output, sources, workspace) {
  const out = join(root, output);
  if (existsSync(out) && statSync(out).mtimeMs >= newest(sources)) return;
  console.log(`Building ${label}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale(
  'the web app',
  'apps/web/dist/index.html',
  ['apps/web', 'packages/domain/src'],
  'apps/web',
);
buildIfStale(
  'the server',
  'apps/server/dist/server.js',
  ['apps/server/src', 'packages'],
  'apps/server',
);

const server = spawnSync(process.execPath, [join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
