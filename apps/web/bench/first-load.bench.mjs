// Prints what the landing page loads first from the built app (apps/web/dist): the entry script, the
// chunks it preloads and the stylesheets, gzipped. Run `npm run build` first.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [
  ...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])),
];
const rows = files.map((file) => ({
  file,
  gzipKB: gzipSync(readFileSync(join(dist, file))).length / 1024,
}));
const total = (ext) =>
  rows.filter((r) => r.file.endsWith(ext)).reduce((sum, r) => sum + r.gzipKB, 0);
console.log('Landing page first load (gzipped), from apps/web/dist/index.html');
console.log('| file | KB |');
for (const row of rows.sort((a, b) => b.gzipKB - a.gzipKB)) {
  console.log(`| ${row.file} | ${row.gzipKB.toFixed(1)} |`);
}
console.log(
  `| JS total (${rows.filter((r) => r.file.endsWith('.js')).length} files) | ${total('.js').toFixed(1)} |`,
);
console.log(`| CSS total | ${total('.css').toFixed(1)} |`);
const admin = rows.filter((r) => /admin|tiptap|settings-fields/.test(r.file));
console.log(
  admin.length
    ? `admin code on first load: ${admin.map((r) => r.file).join(', ')}`
    : 'admin code on first load: none',
);
