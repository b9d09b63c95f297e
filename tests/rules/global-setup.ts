/**
 * Vitest globalSetup for the rules suite: loads the deployed rules into the emulator once for all
 * files (unless RULES_COVERAGE=1 has each file load them; ./rulesFile.ts says why).
 */
import { loadRules, RULES_PER_FILE } from './rulesFile';

export default async function setup() {
  if (!RULES_PER_FILE) await loadRules();
}
