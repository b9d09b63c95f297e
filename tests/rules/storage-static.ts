/**
 * A static check of storage.rules, for machines where the Storage emulator cannot run (it needs
 * Java 21). It reads every `allow` statement, inlines the rules functions it calls, and reports:
 * - a statement (or one `||` branch of it) that rests on sign-in alone: it must go through the
 *   caller's Firestore user document with its disabled flag and role (active());
 * - a write (create, update, write) that does not limit the size and the content type to a list
 *   (a pattern such as `image/.*` lets SVG in).
 */

export interface StorageRuleProblem {
  /** The `match` path the statement sits in, e.g. "/items/{itemId}/{file}". */
  match: string;
  operations: string;
  problem: string;
}

interface Statement {
  match: string;
  operations: string;
  condition: string;
}

/** `function name(args) { return body; }` -> body. */
function parseFunctions(source: string): Map<string, string> {
  const functions = new Map<string, string>();
  const pattern = /function\s+(\w+)\s*\([^)]*\)\s*\{\s*return\s+([\s\S]*?);\s*\}/g;
  for (const [, name, body] of source.matchAll(pattern)) functions.set(name, body);
  return functions;
}

/** Removes `//` comments (no string in these rules contains `//`). */
function stripComments(source: string): string {
  return source.replace(/\/\/.*$/gm, '');
}

/** Every `allow ops: if condition;` with the path of the innermost `match` around it. */
function parseStatements(source: string): Statement[] {
  const statements: Statement[] = [];
  const stack: { match: string; depth: number }[] = [];
  let depth = 0;
  const tokens = /match\s+(\S+)\s*\{|allow\s+([\w\s,]+?)\s*:\s*if\s+([\s\S]*?);|\{|\}/g;
  for (const token of source.matchAll(tokens)) {
    const [text, matchPath, operations, condition] = token;
    if (matchPath !== undefined) {
      depth += 1;
      stack.push({ match: matchPath, depth });
    } else if (operations !== undefined) {
      statements.push({
        match: stack.map((s) => s.match).join(''),
        operations: operations.trim(),
        condition,
      });
    } else if (text === '{') {
      depth += 1;
    } else {
      if (stack.at(-1)?.depth === depth) stack.pop();
      depth -= 1;
    }
  }
  return statements;
}

/** `condition` with every called rules function replaced by its body, recursively. */
function inline(
  condition: string,
  functions: Map<string, string>,
  seen = new Set<string>(),
): string {
  return condition.replace(/\b(\w+)\s*\(/g, (call: string, name: string): string => {
    const body = functions.get(name);
    if (body === undefined || seen.has(name)) return call;
    return `(${inline(body, functions, new Set([...seen, name]))}) && __args(`;
  });
}

/** The top-level `||` branches of a condition (parentheses respected). */
function orBranches(condition: string): string[] {
  const branches: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < condition.length; i += 1) {
    const c = condition[i];
    if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') depth -= 1;
    else if (depth === 0 && condition.startsWith('||', i)) {
      branches.push(condition.slice(start, i));
      start = i + 2;
      i += 1;
    }
  }
  branches.push(condition.slice(start));
  return branches;
}

const squash = (text: string) => text.replace(/\s+/g, '');

/** What a branch needs to be more than "signed in": the caller's user document, disabled, role. */
function checksActiveUser(expanded: string): boolean {
  const text = squash(expanded);
  return (
    text.includes('firestore.exists(') &&
    text.includes("'disabled'") &&
    text.includes("'role'") &&
    text.includes('request.auth')
  );
}

export function checkStorageRules(source: string): StorageRuleProblem[] {
  const clean = stripComments(source);
  const functions = parseFunctions(clean);
  const problems: StorageRuleProblem[] = [];
  for (const { match, operations, condition } of parseStatements(clean)) {
    const report = (problem: string) => problems.push({ match, operations, problem });
    const trimmed = squash(condition);
    if (trimmed === 'true' || trimmed === 'request.auth!=null') {
      report('rests on sign-in alone');
      continue;
    }
    for (const branch of orBranches(condition)) {
      if (!checksActiveUser(inline(branch, functions))) {
        report(`a branch rests on sign-in alone: ${squash(branch)}`);
      }
    }
    if (/\b(create|update|write)\b/.test(operations)) {
      const expanded = squash(inline(condition, functions));
      if (!expanded.includes('request.resource.contentTypein')) report('write without a type list');
      if (expanded.includes('contentType.matches(')) report('write accepting a type pattern');
      if (!expanded.includes('request.resource.size')) report('write without a size limit');
    }
  }
  return problems;
}

/** Number of `allow` statements found (so a parser that finds none cannot pass silently). */
export function countStorageStatements(source: string): number {
  return parseStatements(stripComments(source)).length;
}
