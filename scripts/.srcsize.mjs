import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { gzipSync } from 'node:zlib';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const smc = new SourceMapConsumer(map);
const lines = code.split('\n');
const sizes = {};
let prev = null;
smc.eachMapping((m) => {
  if (prev) {
    const line = lines[prev.generatedLine - 1];
    const end = m.generatedLine === prev.generatedLine ? m.generatedColumn : line.length;
    const key = (prev.source || '?').replace(/.*node_modules\//, 'nm/').replace(/^(nm\/(@[^/]+\/)?[^/]+)\/.*/, '$1');
    sizes[key] = (sizes[key] || 0) + (end - prev.generatedColumn);
  }
  prev = m;
});
const rows = Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, 40);
for (const [k, v] of rows) console.log((v / 1024).toFixed(1).padStart(8), k);
