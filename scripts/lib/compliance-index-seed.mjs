/**
 * The compliance catalogue's weight index for scripts/seed.mjs (issue 10): the document
 * `compliance_catalogue_index/weights` that published reports are scored against, built by the
 * app's own `buildCatalogueIndex` (src/features/compliance/model/catalogueIndex.ts, loaded through
 * Vite's runnerImport like the scoring module) from the seeded catalogue questions, at the
 * document the app reads (src/data/collections.ts, src/data/complianceCatalogue.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const opts = { configFile: false, logLevel: 'silent', root: ROOT };
const [{ module: indexModel }, { module: names }, { module: catalogue }] = await Promise.all([
  runnerImport(path.join(ROOT, 'src/features/compliance/model/catalogueIndex.ts'), opts),
  runnerImport(path.join(ROOT, 'src/data/collections.ts'), opts),
  runnerImport(path.join(ROOT, 'src/data/complianceCatalogue.ts'), opts),
]);

/**
 * Calls `put(collection, id, data)` once with the index of `questions` ({ id, weight }),
 * stamped `updatedAt`.
 */
export function putCatalogueIndex(put, questions, updatedAt) {
  put(names.COLLECTIONS.complianceCatalogueIndex, catalogue.CATALOGUE_INDEX_ID, {
    ...indexModel.buildCatalogueIndex(questions),
    updatedAt,
  });
}
