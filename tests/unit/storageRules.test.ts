import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  isDownloadUrlOf,
  OBJECT_NAME_PATTERN,
  UPLOADS,
  uploadObjectName,
  uploadPath,
  type UploadKind,
} from '@/domain/uploads';

/**
 * storage.rules against src/domain/uploads.ts, the list the app uploads by (the Storage emulator
 * cannot run here: it needs Java 21). Each upload kind's folder has a `match` in the rules whose
 * create takes exactly the kind's types and size and only generated object names; the rules
 * name no upload folder the app does not know.
 */
const rules = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8').replace(
  /\/\/.*$/gm,
  '',
);

/** The body of each `match /<path> { ... }` that holds a file, keyed by its path. */
function fileMatches(source: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const found of source.matchAll(/match\s+(\/\S+\/\{file\})\s*\{/g)) {
    const start = (found.index ?? 0) + found[0].length;
    let depth = 1;
    let end = start;
    while (depth > 0 && end < source.length) {
      if (source[end] === '{') depth += 1;
      if (source[end] === '}') depth -= 1;
      end += 1;
    }
    blocks.set(found[1], source.slice(start, end - 1));
  }
  return blocks;
}

/** The condition of `allow <operation>` in a match body ('' when there is none). */
function allowCondition(body: string, operation: string): string {
  const found = new RegExp(
    `allow\\s+[\\w\\s,]*\\b${operation}\\b[\\w\\s,]*:\\s*if\\s+([^;]*);`,
  ).exec(body);
  return found?.[1] ?? '';
}

/** The types and size of the `fileIs([...], maxMb)` call in a condition. */
function fileIs(condition: string): { types: string[]; maxMb: number } | null {
  const found = /fileIs\(\s*\[([^\]]*)\]\s*,\s*(\d+)\s*\)/.exec(condition);
  if (!found) return null;
  const types = [...found[1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
  return { types, maxMb: Number(found[2]) };
}

/** The regular expression of a `match` path: `{name}` is one path segment. */
const matchRegExp = (path: string) =>
  new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+').replace(/\./g, '\\.')}$`);

const blocks = fileMatches(rules);
const kinds = Object.keys(UPLOADS) as UploadKind[];
const matchOf = (kind: UploadKind) => `/${UPLOADS[kind].folder}/{file}`;

describe('storage.rules and src/domain/uploads.ts', () => {
  it('finds the upload folders of the rules', () => {
    expect(blocks.size).toBeGreaterThanOrEqual(4);
  });

  it('names no upload folder the app does not upload to', () => {
    expect([...blocks.keys()].sort()).toEqual(kinds.map(matchOf).sort());
  });

  for (const kind of kinds) {
    const spec = UPLOADS[kind];

    it(`${kind}: the rules create takes exactly its types and size, and generated names`, () => {
      const body = blocks.get(matchOf(kind));
      expect(body, `no match ${matchOf(kind)} in storage.rules`).toBeDefined();
      const create = allowCondition(body ?? '', 'create');
      expect(fileIs(create)).toEqual({
        types: expect.arrayContaining([...spec.storedTypes]) as unknown,
        maxMb: spec.maxMb,
      });
      expect(fileIs(create)?.types).toHaveLength(spec.storedTypes.length);
      expect(create).toMatch(/\bgeneratedName\(file\)/);
    });

    it(`${kind}: what the app uploads lies under that match and is a generated name`, () => {
      const ids = { itemId: 'i1', reportId: 'r1', formId: 'event', requestId: 'q1' };
      for (const type of spec.storedTypes) {
        const name = uploadObjectName(type);
        expect(name).toMatch(new RegExp(OBJECT_NAME_PATTERN));
        expect(`/${uploadPath(kind, ids, name)}`).toMatch(matchRegExp(matchOf(kind)));
      }
    });

    it(`${kind}: the picker offers only what can be stored (resized photos become JPEG)`, () => {
      const offered = acceptOf(kind).split(',');
      if (spec.resized) expect(spec.storedTypes).toEqual(['image/jpeg']);
      else expect(offered).toEqual([...spec.storedTypes]);
      expect(offered).not.toContain('image/heic');
    });
  }

  it('holds the object name pattern of the app verbatim', () => {
    const generated =
      /function generatedName\(file\)\s*\{\s*return file\.matches\('([^']*)'\);/.exec(rules);
    expect(generated?.[1]).toBe(OBJECT_NAME_PATTERN);
  });
});

describe('uploadObjectName', () => {
  it('is new for every upload, with the extension of the stored type', () => {
    const a = uploadObjectName('image/jpeg');
    const b = uploadObjectName('image/jpeg');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(uploadObjectName('application/pdf', 'x1')).toBe('x1.pdf');
    expect(uploadObjectName('image/png', 'x1')).toBe('x1.png');
  });

  it('refuses a type nothing stores, and ids that would leave their folder', () => {
    expect(() => uploadObjectName('image/heic')).toThrow();
    expect(() => uploadPath('itemPhoto', { itemId: '../x' }, 'a.jpg')).toThrow();
    expect(() => uploadPath('itemPhoto', { itemId: '' }, 'a.jpg')).toThrow();
  });
});

describe('isDownloadUrlOf', () => {
  const path = 'approvals/event/q1/ab12.pdf';
  const token = '0f8c3a52-6b1e-4c8e-9a55-2f4d8e1b7c90';
  const url = (base: string, object = path) =>
    `${base}/v0/b/harbor.firebasestorage.app/o/${encodeURIComponent(object)}?alt=media&token=${token}`;

  it("takes Storage's (or the local emulator's) download URL of the path itself", () => {
    expect(isDownloadUrlOf(url('https://firebasestorage.googleapis.com'), path)).toBe(true);
    expect(isDownloadUrlOf(url('http://127.0.0.1:9199'), path)).toBe(true);
  });

  it('refuses another site, another object, extra parameters and malformed URLs', () => {
    expect(isDownloadUrlOf(url('https://evil.test'), path)).toBe(false);
    expect(
      isDownloadUrlOf(url('https://firebasestorage.googleapis.com', 'items/i1/x.jpg'), path),
    ).toBe(false);
    expect(isDownloadUrlOf(`${url('https://firebasestorage.googleapis.com')}&x=1`, path)).toBe(
      false,
    );
    expect(
      isDownloadUrlOf('https://firebasestorage.googleapis.com/v0/b/h/o/%E0%A4%A?alt=media', path),
    ).toBe(false);
    expect(isDownloadUrlOf(url('https://firebasestorage.googleapis.com'), '')).toBe(false);
  });
});
