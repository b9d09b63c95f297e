/**
 * Vitest globalSetup for the functions suite: needs the emulators with the Functions emulator
 * (`npm test`, or `node scripts/emulators.mjs exec -- vitest run --config vitest.functions.config.ts`)
 * and seeds the demo data once, so the tests sign in as the seeded users (scripts/seed.mjs).
 * The browser suite seeds again after it, so what these tests change never reaches it.
 */
import { seed } from '../../scripts/seed.mjs';

export default async function setup() {
  if (!process.env.FUNCTIONS_EMULATOR_HOST || !process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'The functions tests need the emulators: run them with `npm test` or `npm run test:functions`',
    );
  }
  await seed(process.env, { quiet: true });
}
