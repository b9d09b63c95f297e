import {
  compareVersions,
  decideVersionAction,
  parseAttempts,
  parseVersion,
  VERSION_CHECK_ATTEMPT_LIMIT,
} from './versionCheck';

describe('compareVersions', () => {
  it.each([
    ['1.3.2', '1.3.2', 0],
    ['1.10.0', '1.9.9', 1],
    ['1.9.9', '1.10.0', -1],
    ['2.0.0', '1.99.99', 1],
    ['1.3', '1.3.0', 0],
    ['v1.3.2', '1.3.2', 0],
    ['1.3.2-beta.1', '1.3.2', 0],
    [' 1.3.2 ', '1.3.2', 0],
  ])('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b) ?? NaN)).toBe(sign);
  });

  it.each(['', 'abc', '1..2', '1.x.0', '.1', '1.', undefined, 132, null])(
    'is null for malformed %j',
    (bad) => {
      expect(parseVersion(bad)).toBeNull();
      expect(compareVersions('1.3.2', bad)).toBeNull();
    },
  );
});

describe('decideVersionAction', () => {
  it('is ok when the versions are equal', () => {
    expect(
      decideVersionAction({ appVersion: '1.3.2', configuredVersion: '1.3.2', attempts: 2 }),
    ).toBe('ok');
  });

  it('reloads when outdated and under the limit', () => {
    for (let attempts = 0; attempts < VERSION_CHECK_ATTEMPT_LIMIT; attempts += 1) {
      expect(
        decideVersionAction({ appVersion: '1.3.2', configuredVersion: '1.3.3', attempts }),
      ).toBe('reload');
    }
  });

  it('asks for a hard refresh at and beyond the limit (3)', () => {
    expect(
      decideVersionAction({ appVersion: '1.3.2', configuredVersion: '1.4.0', attempts: 3 }),
    ).toBe('hardRefresh');
    expect(
      decideVersionAction({ appVersion: '1.3.2', configuredVersion: '1.4.0', attempts: 7 }),
    ).toBe('hardRefresh');
  });

  it('honours a custom limit', () => {
    const input = { appVersion: '1.0.0', configuredVersion: '1.0.1', attempts: 1 };
    expect(decideVersionAction({ ...input, limit: 1 })).toBe('hardRefresh');
    expect(decideVersionAction({ ...input, limit: 2 })).toBe('reload');
  });

  it('compares numerically, not as text', () => {
    expect(
      decideVersionAction({ appVersion: '1.9.9', configuredVersion: '1.10.0', attempts: 0 }),
    ).toBe('reload');
  });

  it('is ok when the app is newer than the configured version', () => {
    expect(
      decideVersionAction({ appVersion: '1.10.0', configuredVersion: '1.9.9', attempts: 0 }),
    ).toBe('ok');
  });

  it.each(['latest', '', '1.3.x', null, 4])(
    'is ok for a malformed configured version %j',
    (bad) => {
      expect(
        decideVersionAction({ appVersion: '1.3.2', configuredVersion: bad, attempts: 0 }),
      ).toBe('ok');
    },
  );
});

describe('parseAttempts', () => {
  it.each([
    [null, 0],
    ['', 0],
    ['garbage', 0],
    ['-2', 0],
    ['0', 0],
    ['2', 2],
  ])('%j -> %d', (raw, expected) => {
    expect(parseAttempts(raw)).toBe(expected);
  });
});
