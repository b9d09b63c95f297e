// Type-only imports from the data floor: the demo seed loads this module through Vite without
// the app's aliases, and types are erased.
import type { CatalogueIndex, QuestionWeight } from '@/data/complianceCatalogue';

/**
 * The catalogue's weight index (issue 10): one document, `compliance_catalogue_index/weights`
 * (stored shape, reader and ref in src/data/complianceCatalogue.ts), listing every catalogue
 * question as a "questionId:weight" entry. firestore.rules cannot loop over a report's
 * questions, but they can intersect sets: a published report's verdict lists
 * (model/scoring.ts) must hold only entries of `all` (so every weight is the catalogue's), and the
 * points are counted as |passed ∩ bit1| + 2|passed ∩ bit2| + 4|... bit4| + 8|... bit8| +
 * 16|... bit16| (weights are 1..20, five bits). `dnq` lists the dnq-weight questions.
 * Every catalogue write that creates, re-weights or deletes a question rewrites this document in
 * the same transaction (catalogue/api/catalogue-index.ts); the rules check both sides.
 */

const WEIGHT_BITS = [1, 2, 4, 8, 16] as const;
type WeightBit = (typeof WEIGHT_BITS)[number];

/** The index entry of a question: "questionId:weight" ("q1:5", "q2:dnq"). */
export function indexEntry(question: { id: string; weight: QuestionWeight }): string {
  return `${question.id}:${question.weight}`;
}

/** The question and weight an entry stands for; null when it is not a valid entry. */
export function parseIndexEntry(entry: unknown): { id: string; weight: QuestionWeight } | null {
  if (typeof entry !== 'string') return null;
  const match = /^([^:]+):(dnq|[1-9]|1[0-9]|20)$/.exec(entry);
  if (!match) return null;
  return { id: match[1], weight: match[2] === 'dnq' ? 'dnq' : Number(match[2]) };
}

const bitKey = (bit: WeightBit) => `bit${bit}` as const;

/** The index of `entries` ("qid:w", in order): `all` keeps the order, the lists follow it. */
function indexOfEntries(entries: readonly string[]): CatalogueIndex {
  const index: CatalogueIndex = {
    all: [...entries],
    bit1: [],
    bit2: [],
    bit4: [],
    bit8: [],
    bit16: [],
    dnq: [],
  };
  for (const entry of entries) {
    const parsed = parseIndexEntry(entry);
    if (!parsed) continue;
    if (parsed.weight === 'dnq') {
      index.dnq.push(entry);
      continue;
    }
    for (const bit of WEIGHT_BITS) {
      if (Math.floor(parsed.weight / bit) % 2 === 1) index[bitKey(bit)].push(entry);
    }
  }
  return index;
}

/** The index of a whole catalogue (the seed, tests). */
export function buildCatalogueIndex(
  questions: readonly { id: string; weight: QuestionWeight }[],
): CatalogueIndex {
  return indexOfEntries(questions.map(indexEntry));
}

/**
 * The index after question `id` gets `weight` (null: deleted). A changed or new entry goes last:
 * the rules find the one entry a write adds at the end of `all`.
 */
export function withQuestion(
  index: Pick<CatalogueIndex, 'all'> | null,
  id: string,
  weight: QuestionWeight | null,
): CatalogueIndex {
  const others = (index?.all ?? []).filter((entry) => parseIndexEntry(entry)?.id !== id);
  return indexOfEntries(weight === null ? others : [...others, indexEntry({ id, weight })]);
}
