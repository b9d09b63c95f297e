/** Types for run-job.mjs, so TypeScript tests can run a scheduled job for a given day. */
export declare function runJob(
  name: 'benchmarks' | 'royalty',
  date?: string,
  env?: Record<string, string | undefined>,
): Promise<unknown>;
