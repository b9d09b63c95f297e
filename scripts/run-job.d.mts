/** Types for run-job.mjs, so TypeScript tests can run a scheduled job for a given day. */
export declare function runJob(
  name:
    | 'benchmarks'
    | 'royalty'
    | 'lateSales'
    | 'expiredOrders'
    | 'followUps'
    | 'inspectionsDue'
    | 'approvalsDue'
    | 'weeklyDigest'
    | 'dailyDigest'
    | 'daily',
  date?: string,
  env?: Record<string, string | undefined>,
  options?: { weekly?: boolean },
): Promise<unknown>;
