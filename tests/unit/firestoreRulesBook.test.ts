import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * `firestore.rules` reads like a book (DESIGN.md "Data", issue 25): a table of contents, chapter 1
 * with the helpers more than one chapter uses, then one chapter per src/data module in the order
 * below, each naming its module and its rules tests. These checks keep it that way: a rule added
 * where work happened to arrive, a second match of a path, or a helper copied under a new name
 * fails here instead of growing the file back into a pile.
 */
const ROOT = new URL('../../', import.meta.url);
const RULES = readFileSync(new URL('firestore.rules', ROOT), 'utf8');

/** The book after chapter 1: module (src/data/<module>.ts) and the top-level collections it holds. */
const BOOK: readonly { module: string; collections: readonly string[] }[] = [
  { module: 'users', collections: ['users', 'sign_up_notifications'] },
  { module: 'settings', collections: ['app_config', 'team_contacts', 'notification_emails'] },
  { module: 'counters', collections: ['counters'] },
  { module: 'territories', collections: ['territories', 'llcs'] },
  { module: 'franchiseLocations', collections: ['franchise_locations'] },
  { module: 'deliveryLocations', collections: ['delivery_locations'] },
  { module: 'items', collections: ['items', 'item_catalogue_index'] },
  {
    module: 'orders',
    collections: ['orders', 'draft_orders', 'orderNotifications', 'fulfillment_notes'],
  },
  { module: 'announcements', collections: ['announcements'] },
  { module: 'training', collections: ['training_video_categories', 'training_videos'] },
  {
    module: 'complianceCatalogue',
    collections: ['compliance_report_sections', 'compliance_report_questions'],
  },
  { module: 'complianceReports', collections: ['compliance_reports', 'compliance_signoffs'] },
  { module: 'complianceActions', collections: ['compliance_actions'] },
  { module: 'mysteryShopper', collections: ['mystery_shopper_reports'] },
  { module: 'approvals', collections: ['approvals', 'approval_routing'] },
  {
    module: 'salesLedger',
    collections: [
      'sales_entries',
      'item_sales_daily',
      'item_sales_rollups',
      'territory_item_sales_rollups',
      'territory_item_type_rollups',
      'territory_sales_days',
      'sales_adjustments',
      'sales_rollups',
      'territory_sales_rollups',
      'chain_sales_rollups',
      'sales_benchmarks',
    ],
  },
  { module: 'royalty', collections: ['royalty_settings', 'royalty_statements'] },
  {
    module: 'inventory',
    collections: [
      'inventory_reports',
      'inventory_settings',
      'other_expenses',
      'stock_transfers',
      'cogs_period_rollups',
      'cogs_location_trends',
    ],
  },
  {
    module: 'mail',
    collections: ['mail', 'email_opt_outs', 'notification_preferences', 'mail_digest_items'],
  },
  { module: 'errorReports', collections: ['error_reports'] },
];

const CHAPTER_NAMES = ['helpers', ...BOOK.map((chapter) => chapter.module)];

/**
 * Rules tests that belong to no one chapter: those of storage.rules, and the limits test, which
 * measures the heaviest write of several chapters against Firestore's per-request limits.
 */
const NOT_OF_ONE_CHAPTER = ['storage.test.ts', 'storage-static.test.ts', 'rules-limits.test.ts'];

const DOCUMENTS = '/databases/{database}/documents';

interface Chapter {
  number: number;
  name: string;
  /** `src/data/<module>.ts` as the heading names it (none for the helpers). */
  module: string | undefined;
  tests: string[];
  /** Offset of the heading in the rules text. */
  start: number;
}

interface Declared {
  name: string;
  chapter: number;
  at: number;
}

interface Matched extends Declared {
  /** Full path below the documents root, wildcard names blanked: `/orders/{}`. */
  path: string;
}

interface Book {
  contents: string[];
  chapters: Chapter[];
  code: string;
  matches: Matched[];
  functions: Declared[];
}

/** `text` with comments and string contents blanked, same length and line breaks. */
function codeOf(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "'" || ch === '"') {
      out += ch;
      i += 1;
      while (i < text.length && text[i] !== ch) {
        const escaped = text[i] === '\\' ? 2 : 1;
        out += text.slice(i, i + escaped).replace(/[^\n]/g, ' ');
        i += escaped;
      }
      out += text[i] ?? '';
      i += 1;
    } else if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

function parseBook(text: string): Book {
  const service = text.indexOf('service cloud.firestore');
  const contents = [...text.slice(0, service).matchAll(/^\/\/ +(\d+)\. (\w+)$/gm)].map(
    (m) => `${m[1]}. ${m[2]}`,
  );
  const chapters = [...text.matchAll(/^ *\/\/ ==== (\d+)\. (\w+)((?: — [^\n]+?)?) ====$/gm)].map(
    (m): Chapter => {
      const parts = m[3].split(' — ').filter(Boolean);
      return {
        number: Number(m[1]),
        name: m[2],
        module: parts.length > 1 ? parts[0] : undefined,
        tests: parts.length > 0 ? parts[parts.length - 1].split(', ') : [],
        start: m.index,
      };
    },
  );
  const chapterAt = (at: number) =>
    chapters.filter((chapter) => chapter.start < at).at(-1)?.number ?? 0;

  const code = codeOf(text);
  const matches: Matched[] = [];
  const open: (string | null)[] = [];
  for (const m of code.matchAll(/\bmatch\s+(\/\S*)\s*\{|\{|\}/g)) {
    if (m[0] === '}') {
      open.pop();
      continue;
    }
    const path = m[1] ?? null;
    open.push(path);
    if (path === null || path === DOCUMENTS) continue;
    const full = open
      .filter((p): p is string => p !== null && p !== DOCUMENTS)
      .join('')
      .replace(/\{[^}=]+(=\*\*)?\}/g, (_, rest: string | undefined) => `{${rest ?? ''}}`);
    matches.push({
      name: full.split('/')[1],
      path: full,
      chapter: chapterAt(m.index),
      at: m.index,
    });
  }
  const functions = [...code.matchAll(/\bfunction\s+(\w+)\s*\(/g)].map((m) => ({
    name: m[1],
    chapter: chapterAt(m.index),
    at: m.index,
  }));
  return { contents, chapters, code, matches, functions };
}

/** The code of chapter `number` (up to the next heading, or the end of the file). */
function chapterCode(book: Book, number: number): string {
  const index = book.chapters.findIndex((chapter) => chapter.number === number);
  const next = book.chapters[index + 1];
  return book.code.slice(book.chapters[index].start, next ? next.start : undefined);
}

/** Chapters (other than the declaring one's helpers) whose code calls function `name`. */
function chaptersCalling(book: Book, name: string): number[] {
  const call = new RegExp(`(?<!function\\s+)\\b${name}\\s*\\(`);
  return book.chapters
    .map((chapter) => chapter.number)
    .filter((number) => call.test(chapterCode(book, number)));
}

function matchProblems(book: Book): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const match of book.matches) {
    if (seen.has(match.path)) problems.push(`${match.path} is matched twice`);
    seen.add(match.path);
    const owner = BOOK[match.chapter - 2];
    if (!owner) problems.push(`${match.path} is matched outside the module chapters`);
    else if (!owner.collections.includes(match.name))
      problems.push(`${match.path} is matched in chapter ${match.chapter} (${owner.module})`);
  }
  BOOK.forEach((chapter, i) => {
    const matched = book.matches.filter((m) => m.chapter === i + 2).map((m) => m.name);
    for (const collection of chapter.collections)
      if (!matched.includes(collection))
        problems.push(`chapter ${i + 2} (${chapter.module}) matches no ${collection}`);
  });
  return problems;
}

/** `text` with `extra` appended inside the documents match, as a late addition would be. */
function appended(text: string, extra: string): string {
  return text.replace(/\}\s*\}\s*$/, `${extra}\n  }\n}\n`);
}

describe('firestore.rules as a book', () => {
  const book = parseBook(RULES);

  it('lists its chapters in the contents, in the order of the headings', () => {
    const expected = CHAPTER_NAMES.map((name, i) => `${i + 1}. ${name}`);
    expect(book.contents).toEqual(expected);
    expect(book.chapters.map((chapter) => `${chapter.number}. ${chapter.name}`)).toEqual(expected);
  });

  it('names the module of every chapter after the helpers, and the module exists', () => {
    expect(book.chapters.map((chapter) => chapter.module)).toEqual([
      undefined,
      ...BOOK.map((chapter) => `src/data/${chapter.module}.ts`),
    ]);
    for (const { module } of BOOK) {
      expect(existsSync(new URL(`src/data/${module}.ts`, ROOT)), `src/data/${module}.ts`).toBe(
        true,
      );
    }
  });

  it('names rules tests that exist in every chapter, and every rules test in some chapter', () => {
    const named = new Set(book.chapters.flatMap((chapter) => chapter.tests));
    for (const chapter of book.chapters) {
      expect(chapter.tests.length, `chapter ${chapter.number} names no test`).toBeGreaterThan(0);
      for (const test of chapter.tests) {
        expect(test).toMatch(/^tests\/rules\/[\w-]+\.test\.ts$/);
        expect(existsSync(new URL(test, ROOT)), `${test} does not exist`).toBe(true);
      }
    }
    const unnamed = readdirSync(new URL('tests/rules/', ROOT))
      .filter((file) => file.endsWith('.test.ts') && !NOT_OF_ONE_CHAPTER.includes(file))
      .filter((file) => !named.has(`tests/rules/${file}`));
    expect(unnamed).toEqual([]);
  });

  it('matches each collection once, in the chapter of its module', () => {
    expect(book.matches.length).toBeGreaterThan(0);
    expect(matchProblems(book)).toEqual([]);
  });

  it('refuses a match block appended after the last chapter', () => {
    // Chapter 1 holds the helpers, so the book's last module is chapter BOOK.length + 1.
    const last = `chapter ${BOOK.length + 1} (${BOOK[BOOK.length - 1].module})`;
    const late = (extra: string) => matchProblems(parseBook(appended(RULES, extra)));
    expect(late('    match /late_additions/{id} {\n      allow read: if false;\n    }')).toEqual([
      `/late_additions/{} is matched in ${last}`,
    ]);
    expect(late('    match /territories/{id} {\n      allow read: if false;\n    }')).toEqual([
      '/territories/{} is matched twice',
      `/territories/{} is matched in ${last}`,
    ]);
    expect(late('    match /orders/{a}/notes/{b} {\n      allow read: if false;\n    }')).toEqual([
      `/orders/{}/notes/{} is matched in ${last}`,
    ]);
  });

  it('declares every function once', () => {
    const names = book.functions.map((fn) => fn.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('keeps in chapter 1 exactly the helpers that two chapters or more use', () => {
    expect(book.functions.filter((fn) => fn.chapter === 0)).toEqual([]);
    const misplaced = book.functions.flatMap((fn) => {
      const users = chaptersCalling(book, fn.name).filter((number) => number !== 1);
      if (fn.chapter === 1)
        return users.length >= 2 ? [] : [`helper ${fn.name} is used by chapters [${users}]`];
      const others = users.filter((number) => number !== fn.chapter);
      return others.length === 0
        ? []
        : [`${fn.name} (chapter ${fn.chapter}) is used by [${others}]`];
    });
    expect(misplaced).toEqual([]);
  });
});
