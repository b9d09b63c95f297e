import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkStorageRules, countStorageStatements } from './storage-static';

/**
 * storage.rules checked without the Storage emulator (which needs Java 21, absent here; the
 * emulator suite in storage.test.ts runs where it can). See storage-static.ts for what is checked.
 */
const rules = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');

describe('storage.rules static check', () => {
  it('finds the allow statements of every path', () => {
    expect(countStorageStatements(rules)).toBeGreaterThanOrEqual(12);
  });

  it('has no rule resting on sign-in alone and limits type and size on every write', () => {
    expect(checkStorageRules(rules)).toEqual([]);
  });

  it('catches a rule that only checks request.auth != null', () => {
    const problems = checkStorageRules(`service firebase.storage { match /b/{bucket}/o {
      function isSignedIn() { return request.auth != null; }
      match /x/{file} { allow read: if isSignedIn(); allow write: if request.auth != null; }
    } }`);
    expect(problems.map((p) => p.problem)).toEqual(
      expect.arrayContaining([expect.stringContaining('sign-in alone'), 'rests on sign-in alone']),
    );
  });

  it('catches a branch that rests on sign-in while another checks permissions', () => {
    const problems = checkStorageRules(`service firebase.storage { match /b/{bucket}/o {
      function active() { return request.auth != null && firestore.exists(/x/$(request.auth.uid))
        && firestore.get(/x/$(request.auth.uid)).data.get('disabled', false) != true
        && firestore.get(/x/$(request.auth.uid)).data.get('role', null) != null; }
      match /x/{file} { allow read: if active() || request.auth != null; }
    } }`);
    expect(problems).toHaveLength(1);
  });

  it('finds the holes of the storage.rules issue 10 replaced', () => {
    const old = readFileSync(
      new URL('./fixtures/storage-before-issue-10.rules', import.meta.url),
      'utf8',
    );
    const found = checkStorageRules(old).map((p) => `${p.match} ${p.operations}: ${p.problem}`);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/b\/\{bucket\}\/o\/items\/\{path=\*\*\} read: .*sign-in alone/),
        expect.stringMatching(/compliance_reports.* read: .*sign-in alone/),
        expect.stringMatching(/items.* create, update: write accepting a type pattern/),
        expect.stringMatching(
          /mystery_shopper_reports.* create, update: write without a type list/,
        ),
        expect.stringMatching(/approvals.* create, update: write without a type list/),
      ]),
    );
  });
});
