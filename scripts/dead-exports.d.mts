/** Types of dead-exports.mjs, for the test that imports it. */
export interface DeadExport {
  file: string;
  line: number;
  name: string;
}
export function findDeadExports(): DeadExport[];
