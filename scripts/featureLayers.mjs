/**
 * The folders of a feature (src/features/<feature>/<folder>) that are its layers, not
 * sub-features: api (Firestore reads and writes), model (pure code, shared with the server),
 * components, hooks, pages (screens), pdf (PDF documents), session (auth's signed-in session)
 * and store (offline's photo queue). Every other folder is a sub-feature, with layers of its own
 * (compliance/inspection, orders/fulfillment, orders/bells, reports/inventory, tools/users...).
 * Read by eslint.config.js (the fences) and scripts/import-graph.mjs (the counts); a new layer
 * name goes here, or its folder is fenced as a sub-feature.
 */
export const FEATURE_LAYERS = [
  'api',
  'model',
  'components',
  'hooks',
  'pages',
  'pdf',
  'session',
  'store',
];
