// Bundles the server (and the workspace packages it imports, which ship as TypeScript) into
// dist/server.js, the create-admin, backup and restore commands into dist/<command>.js and the unzip
// worker thread into dist/unzip-worker.js; npm dependencies, ours and the workspace packages', stay
// external. Copies the SQL migrations beside them.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const readPackage = (url) => JSON.parse(readFileSync(url, 'utf8'));
const dependenciesOf = (pkg) => Object.keys(pkg.dependencies ?? {});
const server = readPackage(new URL('./package.json', import.meta.url));
const workspaces = dependenciesOf(server).filter((name) => name.startsWith('@bandbook/'));
const external = [
  ...dependenciesOf(server),
  ...workspaces.flatMap((name) =>
    dependenciesOf(
      readPackage(
        new URL(`../../packages/${name.slice('@bandbook/'.length)}/package.json`, import.meta.url),
      ),
    ),
  ),
].filter((name) => !name.startsWith('@bandbook/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    'create-admin': 'src/cli/create-admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    // Exercise zips are unpacked in a worker thread (decision 051): it loads dist/unzip-worker.js.
    'unzip-worker': 'src/admin/content-packages/unzip-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __bandbookCreateRequire } from 'node:module'; const require = __bandbookCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built: apps/server/dist/server.js');
