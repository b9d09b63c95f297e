/** Types for run-job.mjs, so TypeScript tests can run a scheduled job for a given day (or the rollups' rebuild). */
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
    | 'daily'
    | 'rollups',
  date?: string,
  env?: Record<string, string | undefined>,
  options?: { weekly?: boolean } | { from: string; to: string; locationId?: string },
): Promise<unknown>;
