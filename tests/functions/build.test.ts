import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFunctions, FunctionsBuildError } from '../../scripts/build-functions.mjs';

const out = mkdtempSync(path.join(tmpdir(), 'functions-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the functions bundle (scripts/build-functions.mjs)', () => {
  it('bundles the callables with the shared modules, without React, MUI or the web SDK', async () => {
    const built = await buildFunctions({ file: path.join(out, 'index.js') });
    expect(built.exports).toContain('changeOrderStatus');
    expect(built.modules).toBeGreaterThan(5);
  });

  it('fails when a module it bundles imports the web SDK', async () => {
    const entry = path.join(__dirname, 'fixtures', 'imports-web-sdk.ts');
    const error = await buildFunctions({ entry, file: path.join(out, 'bad.js') }).catch((e) => e);
    expect(error).toBeInstanceOf(FunctionsBuildError);
    expect(String(error.message)).toContain('must not include React, MUI or the web SDK');
    expect(String(error.message)).toContain('node_modules/firebase/firestore');
  });
});
