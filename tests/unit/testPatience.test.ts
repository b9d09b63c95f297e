import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The ceilings of src/testing/patience.ts hold for every test: a file that sets a shorter
 * timeout of its own passes on an idle machine and fails on CI's busy one (six component tests
 * did, at 20 s against the 120 s ceiling).
 */
describe('test timeouts', () => {
  it('are set only by the suite configurations, never by a test file', () => {
    const testFiles = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx', '*.test.mjs'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f !== '' && f !== 'tests/unit/testPatience.test.ts');
    const own = testFiles.filter((f) => /testTimeout|hookTimeout/.test(readFileSync(f, 'utf8')));
    expect(own).toEqual([]);
  });
});
