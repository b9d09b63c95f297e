// Prints the gzip size of what the first page loads: the entry script and every module it
// preloads, as listed in dist/index.html. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const dist = process.env.DIST_DIR ?? path.resolve(import.meta.dirname, '..', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} kB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(8)} kB  first page total (gzip, ${files.length} files)`,
);
