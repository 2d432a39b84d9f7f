// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file of dist, so
// the server sends them ready-made (@fastify/static preCompressed) and never compresses per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  if (!TEXT.test(path)) continue;
  const data = readFileSync(path);
  if (data.length < MIN_BYTES) continue;
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
  count += 1;
}
console.log(`precompressed ${count} files in ${dist} (.br and .gz)`);
